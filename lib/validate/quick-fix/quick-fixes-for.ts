import { getNodeValue, type Node } from 'jsonc-parser';
import { isObject } from '../../json/is-object';
import { decodePointer, joinPointer, parentPointer } from '../../json/json-pointer';
import { decodeBase64Prefix } from '../../wire/base64';
import type { Diagnostic } from '../diagnostic';
import { CLAUDE_NAME_LIMITS } from '../rules/claude-tool-name';
import { type ClientNameLimits, suggestClientName } from '../rules/client-tool-name';
import { GEMINI_NAME_LIMITS } from '../rules/gemini-function-name';
import { stripHiddenCharacters } from '../rules/hidden-characters';
import { OPENAI_NAME_LIMITS } from '../rules/openai-function-name';
import { VSCODE_NAME_LIMITS } from '../rules/vscode-tool-name';
import { sniffMediaType } from '../sniff-media-type';
import {
  appendItem,
  type JsonText,
  nodeAt,
  readJsonText,
  removeValue,
  replaceValue,
  setProperty,
} from './json-text-edits';
import { applyTextEdits, type QuickFix, type TextEdit } from './quick-fix';

interface FixContext {
  doc: JsonText;
  diagnostic: Diagnostic;
  /** The value at the finding's path (undefined when the path names nothing). */
  value: unknown;
}

type FixFinder = (ctx: FixContext) => (QuickFix | undefined)[];

const fix = (title: string, edits: TextEdit[]): QuickFix | undefined =>
  edits.length > 0 ? { title, edits } : undefined;

/** Renames the tool whose `name` is at the finding's path to what a client accepts. */
function renameTool(limits: ClientNameLimits): FixFinder {
  return ({ doc, diagnostic, value }) => {
    if (typeof value !== 'string') return [];
    const name = suggestClientName(value, limits);
    return name === value ? [] : [fix(`Rename to "${name}"`, replaceValue(doc, diagnostic.path, name))];
  };
}

/** Adds several members to the object at `pointer` as one edit (each added in turn, then the object replaced). */
function addMembers(doc: JsonText, pointer: string, members: readonly [string, unknown][]): TextEdit[] {
  const node = nodeAt(doc, pointer);
  if (node?.type !== 'object') return [];
  let current: JsonText | undefined = doc;
  for (const [key, value] of members) {
    const edits = setProperty(current, pointer, key, value);
    if (edits.length === 0) return [];
    current = readJsonText(applyTextEdits(current.text, edits));
    if (!current) return [];
  }
  const grown = current.text.length - doc.text.length;
  return [
    {
      from: node.offset,
      to: node.offset + node.length,
      insert: current.text.slice(node.offset, node.offset + node.length + grown),
    },
  ];
}

/** The characters MCP recommends, as client limits (the spec's 128 characters). */
const MCP_NAME_LIMITS: ClientNameLimits = {
  characters: 'A-Za-z0-9_.-',
  charactersInWords: '',
  maxLength: 128,
};

/** Removes every duplicate of a key but the last, which is the one most parsers keep. */
const removeEarlierDuplicates: FixFinder = ({ doc, diagnostic }) => {
  const segments = decodePointer(diagnostic.path);
  const parent = parentPointer(diagnostic.path);
  if (!segments || segments.length === 0 || parent === undefined) return [];
  const key = segments[segments.length - 1]!;
  const object = nodeAt(doc, parent);
  if (object?.type !== 'object' || !object.children) return [];
  const members = object.children;
  const same = members.filter((m) => m.children?.[0]?.value === key);
  if (same.length < 2) return [];
  const edits = same.slice(0, -1).map((member): TextEdit => {
    const next = members[members.indexOf(member) + 1] as Node;
    return { from: member.offset, to: next.offset, insert: '' };
  });
  return [fix(`Keep only the last "${key}"`, edits)];
};

const FIXES: Readonly<Record<string, FixFinder>> = {
  'input-schema-type': ({ doc, diagnostic, value }) =>
    isObject(value) && !('type' in value)
      ? [fix('Add "type": "object"', setProperty(doc, diagnostic.path, 'type', 'object', true))]
      : [],
  'schema-required': ({ doc, diagnostic, value }) => {
    // The structural message names the member; only two have a minimal value that changes nothing.
    const missing = /Missing required property "([^"]+)"/.exec(diagnostic.message)?.[1];
    if (!isObject(value) || missing === undefined || missing in value) return [];
    if (missing === 'inputSchema' && typeof value.name === 'string')
      return [
        fix(
          'Add "inputSchema": {"type": "object"}',
          setProperty(doc, diagnostic.path, 'inputSchema', { type: 'object' }),
        ),
      ];
    if (missing === 'content' && !('tools' in value))
      return [fix('Add "content": []', setProperty(doc, diagnostic.path, 'content', []))];
    // What a 2025 answer lacks for 2026-07-28, with the values a 2026-07-28 client assumes for one:
    // complete, a TTL of 0 (stale at once) and a private scope (no shared caching). One fix adds
    // every one of them the result lacks.
    const defaults: [string, unknown][] = Array.isArray(value.tools)
      ? [
          ['resultType', 'complete'],
          ['ttlMs', 0],
          ['cacheScope', 'private'],
        ]
      : Array.isArray(value.content)
        ? [['resultType', 'complete']]
        : [];
    const lacking = defaults.filter(([key]) => !(key in value));
    if (!lacking.some(([key]) => key === missing)) return [];
    const edits = addMembers(doc, diagnostic.path, lacking);
    return [fix(`Add ${lacking.map(([k, v]) => `"${k}": ${JSON.stringify(v)}`).join(', ')}`, edits)];
  },
  // A member the checked version does not define: its clients ignore it, so removing it is safe.
  'version-member': ({ doc, diagnostic, value }) => {
    const key = decodePointer(diagnostic.path)?.at(-1);
    return value === undefined || key === undefined || key === 'properties'
      ? []
      : [fix(`Remove "${key}"`, removeValue(doc, diagnostic.path))];
  },
  'tool-name-characters': renameTool(MCP_NAME_LIMITS),
  'claude-tool-name': renameTool(CLAUDE_NAME_LIMITS),
  'openai-function-name': renameTool(OPENAI_NAME_LIMITS),
  'gemini-function-name': renameTool(GEMINI_NAME_LIMITS),
  'vscode-tool-name': renameTool(VSCODE_NAME_LIMITS),
  'hidden-characters': ({ doc, diagnostic, value }) => {
    // Hidden characters in a key would need a rename, which changes the schema: no quick fix.
    if (typeof value !== 'string') return [];
    const clean = stripHiddenCharacters(value);
    return clean === value
      ? []
      : [fix('Remove the invisible characters', replaceValue(doc, diagnostic.path, clean))];
  },
  'structured-content-text-mirror': ({ doc, diagnostic }) => {
    const resultPointer = parentPointer(diagnostic.path);
    if (resultPointer === undefined) return [];
    const result = nodeAt(doc, resultPointer);
    const value = result ? getNodeValue(result) : undefined;
    if (!isObject(value) || !('structuredContent' in value)) return [];
    const block = { type: 'text', text: JSON.stringify(value.structuredContent) };
    const edits = Array.isArray(value.content)
      ? appendItem(doc, joinPointer(resultPointer, 'content'), block)
      : setProperty(doc, resultPointer, 'content', [block]);
    return [fix('Add a text block with the structuredContent as JSON', edits)];
  },
  'input-schema-no-parameters': ({ doc, diagnostic, value }) =>
    isObject(value) && !('additionalProperties' in value)
      ? [
          fix(
            'Add "additionalProperties": false (no parameters)',
            setProperty(doc, diagnostic.path, 'additionalProperties', false),
          ),
        ]
      : [],
  'openai-strict-closed-objects': ({ doc, diagnostic, value }) =>
    isObject(value)
      ? [
          fix(
            'Set "additionalProperties": false',
            setProperty(doc, diagnostic.path, 'additionalProperties', false),
          ),
        ]
      : [],
  'annotations-conflict': ({ doc, diagnostic, value }) => {
    const key = decodePointer(diagnostic.path)?.at(-1);
    const annotations = parentPointer(diagnostic.path);
    if (annotations === undefined || (key !== 'destructiveHint' && key !== 'idempotentHint')) return [];
    const fixes = [fix(`Remove ${key}`, removeValue(doc, diagnostic.path))];
    if (key === 'destructiveHint' && value === true)
      fixes.push(
        fix('Set readOnlyHint to false', replaceValue(doc, joinPointer(annotations, 'readOnlyHint'), false)),
      );
    return fixes;
  },
  'list-result-type': ({ doc, diagnostic, value }) =>
    typeof value === 'string' && value !== 'complete'
      ? [fix('Set resultType to "complete"', replaceValue(doc, diagnostic.path, 'complete'))]
      : [],
  'content-mime-type': ({ doc, diagnostic }) => {
    const blockPointer = parentPointer(diagnostic.path);
    const block = blockPointer === undefined ? undefined : nodeAt(doc, blockPointer);
    const value = block ? getNodeValue(block) : undefined;
    if (!isObject(value) || typeof value.data !== 'string') return [];
    const bytes = decodeBase64Prefix(value.data, 512);
    const sniffed = bytes ? sniffMediaType(bytes) : undefined;
    if (!sniffed?.startsWith(`${String(value.type)}/`)) return [];
    return [
      fix(`Set mimeType to "${sniffed}" (what the data is)`, replaceValue(doc, diagnostic.path, sniffed)),
    ];
  },
  'json-duplicate-key': removeEarlierDuplicates,
  'json-byte-order-mark': ({ doc }) =>
    doc.text.charCodeAt(0) === 0xfeff
      ? [fix('Remove the byte order mark', [{ from: 0, to: 1, insert: '' }])]
      : [],
};

/** The rule ids that have a quick fix (the rules reference marks them). */
export const QUICK_FIX_RULES: readonly string[] = Object.keys(FIXES);

/** Fixes are looked for only in texts up to this long (parsing a larger one for its tree costs too much). */
export const MAX_QUICK_FIX_TEXT = 2_000_000;

function fixesIn(doc: JsonText, diagnostic: Diagnostic): QuickFix[] {
  const finder = FIXES[diagnostic.rule];
  if (!finder) return [];
  const node = nodeAt(doc, diagnostic.path);
  try {
    return finder({ doc, diagnostic, value: node ? getNodeValue(node) : undefined }).filter(
      (f): f is QuickFix => f !== undefined,
    );
  } catch {
    // A fix that cannot be computed is simply not offered.
    return [];
  }
}

/**
 * The safe edits for one finding of a validated JSON text (none for most rules). Pure: the text and
 * the finding in, text edits out; the editor applies one when the user picks it.
 */
export function quickFixesFor(text: string, diagnostic: Diagnostic): QuickFix[] {
  if (!FIXES[diagnostic.rule]) return [];
  const doc = readJsonText(text);
  return doc ? fixesIn(doc, diagnostic) : [];
}

export interface QuickFixesForAllOptions {
  /** Look at the first this many findings only (default: all). */
  limit?: number;
  /**
   * Stop looking after this long, in ms (default 250): each fix re-reads the text, so thousands of
   * fixable findings in a large document would otherwise hold up the reply.
   */
  budgetMs?: number;
  now?: () => number;
}

/**
 * The quick fixes of a whole report, parsing the text once: the index of each finding that has a
 * fix → its fixes (the others are left out). None when the text is longer than MAX_QUICK_FIX_TEXT;
 * findings past the limit or the time budget get none.
 */
export function quickFixesForAll(
  text: string,
  diagnostics: readonly Diagnostic[],
  {
    limit = Number.POSITIVE_INFINITY,
    budgetMs = 250,
    now = () => performance.now(),
  }: QuickFixesForAllOptions = {},
): Record<number, QuickFix[]> {
  const out: Record<number, QuickFix[]> = {};
  if (text.length > MAX_QUICK_FIX_TEXT) return out;
  const fixable = diagnostics.slice(0, limit).flatMap((d, i) => (FIXES[d.rule] ? [i] : []));
  if (fixable.length === 0) return out;
  const started = now();
  const doc = readJsonText(text);
  if (!doc) return out;
  for (const i of fixable) {
    if (now() - started > budgetMs) break;
    const fixes = fixesIn(doc, diagnostics[i]!);
    if (fixes.length > 0) out[i] = fixes;
  }
  return out;
}
