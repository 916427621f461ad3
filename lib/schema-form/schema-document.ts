import { decodePointer, getAtPointer } from '../json/json-pointer';
import { type Dialect, detectDialect } from '../schema/dialect';
import type { SchemaSlot } from './field-node';

/**
 * The root schema a form is built from, with its local `$ref` lookup. Create it once per schema
 * (`createSchemaDocument`) and pass it to every model function.
 */
export interface SchemaDocument {
  readonly root: unknown;
  /** From the root `$schema`; 2020-12 when absent or unsupported (the form still renders). */
  readonly dialect: Dialect;
  /** The slot of the whole schema: pointer "", trail ["#"], depth 0. */
  readonly rootSlot: SchemaSlot;
  /** Looks up a `$ref` inside this document; never fetches anything. */
  lookup(ref: string): RefLookup;
}

export type RefLookup =
  | { found: true; schema: unknown; pointer: string; key: string }
  | { found: false; reason: string };

const ID_KEYS = ['$id', 'id'] as const;

function baseOf(uri: string): string {
  const hash = uri.indexOf('#');
  return hash === -1 ? uri : uri.slice(0, hash);
}

/** Finds `$anchor: name` (or a draft-07 `$id: "#name"`) anywhere in the document. */
function findAnchor(root: unknown, name: string): string | undefined {
  const stack: Array<[unknown, string]> = [[root, '']];
  let visited = 0;
  while (stack.length > 0 && visited++ < 10_000) {
    const [node, pointer] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (!Array.isArray(node)) {
      const record = node as Record<string, unknown>;
      if (record.$anchor === name || record.$id === `#${name}`) return pointer;
    }
    const entries = Array.isArray(node) ? node.map((v, i) => [String(i), v] as const) : Object.entries(node);
    for (const [key, child] of entries) {
      // `enum`, `const`, `default` and `examples` hold data, not schemas.
      if (key === 'enum' || key === 'const' || key === 'default' || key === 'examples') continue;
      stack.push([child, `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`]);
    }
  }
  return undefined;
}

/**
 * Wraps a root schema for the form. Local references are `#`, `#/json/pointer` (percent-encoded
 * or not), `#anchor`, and the same with the root `$id` in front. Anything else (another file, the
 * network) is reported as not found, so the field falls back to JSON editing.
 */
export function createSchemaDocument(root: unknown): SchemaDocument {
  const detected = detectDialect(root);
  const dialect = 'dialect' in detected ? detected.dialect : '2020-12';
  let rootId: string | undefined;
  if (root !== null && typeof root === 'object' && !Array.isArray(root)) {
    for (const key of ID_KEYS) {
      const id = (root as Record<string, unknown>)[key];
      if (typeof id === 'string' && !id.startsWith('#')) rootId = baseOf(id);
    }
  }
  const lookup = (ref: string): RefLookup => {
    let fragment: string;
    if (ref.startsWith('#')) fragment = ref.slice(1);
    else if (rootId !== undefined && rootId !== '' && ref.startsWith(`${rootId}#`))
      fragment = ref.slice(rootId.length + 1);
    else if (rootId !== undefined && ref === rootId) fragment = '';
    else
      return {
        found: false,
        reason: `the reference "${ref}" points outside this schema, and the form never fetches schemas`,
      };
    let decoded: string;
    try {
      decoded = decodeURIComponent(fragment);
    } catch {
      return { found: false, reason: `the reference "${ref}" is not a valid URI fragment` };
    }
    if (decoded === '' || decoded.startsWith('/')) {
      if (decodePointer(decoded) === undefined)
        return { found: false, reason: `the reference "${ref}" is not a valid JSON Pointer` };
      const target = getAtPointer(root, decoded);
      if (!target.found) return { found: false, reason: `the reference "${ref}" points to nothing` };
      return { found: true, schema: target.value, pointer: decoded, key: `#${decoded}` };
    }
    const pointer = findAnchor(root, decoded);
    if (pointer === undefined)
      return { found: false, reason: `no $anchor named "${decoded}" in this schema` };
    return { found: true, schema: getAtPointer(root, pointer).value, pointer, key: `#${pointer}` };
  };
  return {
    root,
    dialect,
    rootSlot: { schema: root, pointer: '', trail: ['#'], depth: 0 },
    lookup,
  };
}

/** The slot of a child schema found under `keyword` (and `key`, for keyed keywords) of `parent`. */
export function childSlot(parent: SchemaSlot, schema: unknown, ...segments: (string | number)[]): SchemaSlot {
  let pointer = parent.pointer;
  for (const segment of segments)
    pointer += `/${String(segment).replaceAll('~', '~0').replaceAll('/', '~1')}`;
  return { schema, pointer, trail: parent.trail, depth: parent.depth + 1 };
}
