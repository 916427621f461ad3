/** The parts of a `_meta` key (`[prefix]name`) and whether it is well-formed. */
export interface ParsedMetaKey {
  /** True when the whole key follows the `_meta` key syntax. */
  valid: boolean;
  /** The prefix including its trailing `/` (e.g. `io.modelcontextprotocol/`), when the key has one. */
  prefix?: string;
  /** The part after the prefix; may be empty. */
  name: string;
  /** True when the prefix is well-formed and its second label is `modelcontextprotocol` or `mcp`. */
  reserved: boolean;
  /** Why the key is invalid; absent when `valid`. */
  problem?: string;
}

const LABEL = /^[A-Za-z](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;
const NAME = /^(?:[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)?$/;
const RESERVED_SECOND_LABELS = new Set(['modelcontextprotocol', 'mcp']);

function labelProblem(label: string): string | undefined {
  if (label === '') return 'the prefix has an empty label (two dots in a row, or a dot at an end)';
  if (LABEL.test(label)) return undefined;
  if (!/^[A-Za-z]/.test(label)) return `prefix label "${label}" must start with a letter`;
  if (!/[A-Za-z0-9]$/.test(label)) return `prefix label "${label}" must end with a letter or digit`;
  return `prefix label "${label}" may only contain letters, digits and "-"`;
}

function nameProblem(name: string): string | undefined {
  if (NAME.test(name)) return undefined;
  if (!/^[A-Za-z0-9]/.test(name)) return `name "${name}" must start with a letter or digit`;
  if (!/[A-Za-z0-9]$/.test(name)) return `name "${name}" must end with a letter or digit`;
  return `name "${name}" may only contain letters, digits, "-", "_" and "."`;
}

/**
 * Splits a `_meta` key into prefix and name and checks it against the key syntax:
 * - prefix (optional): dot-separated labels, then `/`; a label starts with an ASCII letter, ends
 *   with a letter or digit, and has letters, digits or `-` in between;
 * - name: empty, or starts and ends with an ASCII letter or digit, with letters, digits, `-`, `_`
 *   or `.` in between.
 *
 * `reserved` is computed whenever the prefix itself is well-formed (even if the name is not), so
 * callers can report "reserved prefix with a bad name". The second-label comparison is exact
 * (case-sensitive). The empty key is valid by this grammar. Never throws.
 */
export function parseMetaKey(key: string): ParsedMetaKey {
  const slash = key.indexOf('/');
  if (slash === -1) {
    const problem = nameProblem(key);
    return problem === undefined
      ? { valid: true, name: key, reserved: false }
      : { valid: false, name: key, reserved: false, problem };
  }
  const prefix = key.slice(0, slash + 1);
  const name = key.slice(slash + 1);
  const labels = key.slice(0, slash).split('.');
  let problem: string | undefined;
  for (const label of labels) {
    problem = labelProblem(label);
    if (problem !== undefined) break;
  }
  const prefixOk = problem === undefined;
  const reserved = prefixOk && RESERVED_SECOND_LABELS.has(labels[1] ?? '');
  if (prefixOk && name.includes('/')) problem = 'a key may contain only one "/" (after the prefix)';
  problem ??= nameProblem(name);
  return problem === undefined
    ? { valid: true, prefix, name, reserved }
    : { valid: false, prefix, name, reserved, problem };
}

/**
 * True when `key` is a valid `_meta` key *with* a prefix, as extension identifiers under
 * `capabilities.extensions` must be (e.g. `io.modelcontextprotocol/tasks`).
 */
export function isValidExtensionId(key: string): boolean {
  const parsed = parseMetaKey(key);
  return parsed.valid && parsed.prefix !== undefined;
}
