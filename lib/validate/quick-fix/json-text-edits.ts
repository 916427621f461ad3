import {
  type FormattingOptions,
  findNodeAtLocation,
  type JSONPath,
  modify,
  type Node,
  parseTree,
} from 'jsonc-parser';
import { decodePointer } from '../../json/json-pointer';
import type { TextEdit } from './quick-fix';

/**
 * Edits of JSON source text addressed by JSON Pointer, computed with jsonc-parser so that only the
 * touched value changes and the new text follows the document's own indentation.
 */
export interface JsonText {
  text: string;
  tree: Node;
  formatting: FormattingOptions;
}

/** The indentation the text already uses (two spaces when it has none, e.g. minified). */
function detectFormatting(text: string): FormattingOptions {
  const indent = /\n([ \t]+)\S/.exec(text)?.[1];
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  if (indent?.startsWith('\t')) return { insertSpaces: false, tabSize: 1, eol };
  return { insertSpaces: true, tabSize: indent ? indent.length : 2, eol };
}

export function readJsonText(text: string): JsonText | undefined {
  const tree = parseTree(text);
  return tree ? { text, tree, formatting: detectFormatting(text) } : undefined;
}

/** The jsonc-parser path of a pointer: array indexes become numbers. Undefined when it leads nowhere. */
export function pathOf(doc: JsonText, pointer: string): JSONPath | undefined {
  const segments = decodePointer(pointer);
  if (!segments) return undefined;
  const path: JSONPath = [];
  let node: Node | undefined = doc.tree;
  for (const segment of segments) {
    if (!node) return undefined;
    if (node.type === 'array') {
      const index = Number(segment);
      if (!Number.isInteger(index)) return undefined;
      path.push(index);
    } else path.push(segment);
    node = findNodeAtLocation(doc.tree, path);
  }
  return path;
}

/** The node a pointer names, if it exists. */
export function nodeAt(doc: JsonText, pointer: string): Node | undefined {
  const path = pathOf(doc, pointer);
  return path ? findNodeAtLocation(doc.tree, path) : undefined;
}

function toTextEdits(edits: ReturnType<typeof modify>): TextEdit[] {
  return edits
    .map((e) => ({ from: e.offset, to: e.offset + e.length, insert: e.content }))
    .sort((a, b) => a.from - b.from);
}

/** Sets (adds or replaces) the value at `pointer` + `key`; the parent must exist. */
export function setProperty(
  doc: JsonText,
  parentPointer: string,
  key: string,
  value: unknown,
  first = false,
): TextEdit[] {
  const parent = pathOf(doc, parentPointer);
  if (!parent) return [];
  return toTextEdits(
    modify(doc.text, [...parent, key], value, {
      formattingOptions: doc.formatting,
      getInsertionIndex: first ? () => 0 : undefined,
    }),
  );
}

/** Replaces the value at `pointer` (which must exist). */
export function replaceValue(doc: JsonText, pointer: string, value: unknown): TextEdit[] {
  const path = pathOf(doc, pointer);
  if (!path || path.length === 0 || !findNodeAtLocation(doc.tree, path)) return [];
  return toTextEdits(modify(doc.text, path, value, { formattingOptions: doc.formatting }));
}

/** Removes the member or item at `pointer`. */
export function removeValue(doc: JsonText, pointer: string): TextEdit[] {
  const path = pathOf(doc, pointer);
  if (!path || path.length === 0 || !findNodeAtLocation(doc.tree, path)) return [];
  return toTextEdits(modify(doc.text, path, undefined, { formattingOptions: doc.formatting }));
}

/** Appends an item to the array at `pointer`. */
export function appendItem(doc: JsonText, pointer: string, value: unknown): TextEdit[] {
  const node = nodeAt(doc, pointer);
  const path = pathOf(doc, pointer);
  if (!node || !path || node.type !== 'array') return [];
  return toTextEdits(
    modify(doc.text, [...path, node.children?.length ?? 0], value, {
      formattingOptions: doc.formatting,
      isArrayInsertion: true,
    }),
  );
}
