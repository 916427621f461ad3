import { isObject } from '../json/is-object';
import { joinPointer } from '../json/json-pointer';
import { stableJson } from '../json/stable-json';
import { TOOL_ANNOTATION_DEFAULTS } from '../spec/tool-annotation-defaults';
import { diffInputSchema, diffOutputSchema, type EmitChange } from './diff-schema';
import type { ToolDefinition } from './read-tool-list';
import {
  CHANGE_KINDS,
  type ChangeKind,
  type DiffSummary,
  isFlaggedKind,
  type ToolChange,
  type ToolDiff,
} from './tool-change';

type JsonObject = Record<string, unknown>;

/** Fields compared one by one; any other field of a definition is compared as a whole. */
const KNOWN_FIELDS = new Set(['name', 'title', 'description', 'annotations', 'inputSchema', 'outputSchema']);
const HINTS = ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'] as const;

function hint(annotations: unknown, key: (typeof HINTS)[number]): boolean {
  const value = isObject(annotations) ? annotations[key] : undefined;
  return typeof value === 'boolean' ? value : TOOL_ANNOTATION_DEFAULTS[key];
}

/** What a host's policy sees, with the spec's defaults applied (destructive only when not read-only). */
function behaviour(tool: JsonObject) {
  const readOnly = hint(tool.annotations, 'readOnlyHint');
  return {
    readOnly,
    destructive: !readOnly && hint(tool.annotations, 'destructiveHint'),
    openWorld: hint(tool.annotations, 'openWorldHint'),
  };
}

function diffAnnotations(a: JsonObject, b: JsonObject, emit: EmitChange): void {
  const oldAnn = isObject(a.annotations) ? a.annotations : {};
  const newAnn = isObject(b.annotations) ? b.annotations : {};
  const before = behaviour(a);
  const after = behaviour(b);
  if (before.readOnly && !after.readOnly)
    emit(
      'no-longer-read-only',
      '/annotations/readOnlyHint',
      'The tool is no longer marked read-only: it may now change its environment.',
    );
  if (!before.destructive && after.destructive)
    emit(
      'became-destructive',
      '/annotations/destructiveHint',
      'The tool may now perform destructive updates; a host that runs it without confirmation should ask again.',
    );
  if (!before.openWorld && after.openWorld)
    emit(
      'became-open-world',
      '/annotations/openWorldHint',
      'The tool now reaches outside entities (the open world), not a closed domain.',
    );
  if (stableJson(oldAnn.title) !== stableJson(newAnn.title))
    emit('title-changed', '/annotations/title', 'The annotations title changed.');
  const keys = new Set([...Object.keys(oldAnn), ...Object.keys(newAnn)]);
  for (const key of [...keys].sort()) {
    if (key === 'title' || stableJson(oldAnn[key]) === stableJson(newAnn[key])) continue;
    const flaggedHere =
      (key === 'readOnlyHint' && before.readOnly && !after.readOnly) ||
      (key === 'destructiveHint' && !before.destructive && after.destructive) ||
      (key === 'openWorldHint' && !before.openWorld && after.openWorld);
    if (flaggedHere) continue;
    emit(
      'annotation-changed',
      joinPointer('/annotations', key),
      `${key} changed from ${oldAnn[key] === undefined ? 'unset' : JSON.stringify(oldAnn[key])} to ${newAnn[key] === undefined ? 'unset' : JSON.stringify(newAnn[key])}.`,
    );
  }
}

function diffTool(a: JsonObject, b: JsonObject, emit: EmitChange): void {
  if (stableJson(a.title) !== stableJson(b.title)) emit('title-changed', '/title', 'The title changed.');
  if (stableJson(a.description) !== stableJson(b.description)) {
    const len = (v: unknown) => (typeof v === 'string' ? v.length : 0);
    emit(
      'description-changed',
      '/description',
      a.description === undefined
        ? 'The tool gained a description.'
        : b.description === undefined
          ? 'The tool lost its description; the model now sees only its name and schema.'
          : `The description changed (${len(a.description)} → ${len(b.description)} characters).`,
    );
  }
  diffAnnotations(a, b, emit);
  diffInputSchema(a.inputSchema ?? {}, b.inputSchema ?? {}, '/inputSchema', emit);
  if (a.outputSchema === undefined && b.outputSchema !== undefined)
    emit(
      'output-schema-added',
      '/outputSchema',
      'The tool now declares an outputSchema (structured results).',
    );
  else if (a.outputSchema !== undefined && b.outputSchema === undefined)
    emit(
      'output-schema-removed',
      '/outputSchema',
      'The tool no longer declares an outputSchema; consumers of its structured results lose their contract.',
    );
  else if (a.outputSchema !== undefined)
    diffOutputSchema(a.outputSchema, b.outputSchema, '/outputSchema', emit);
  const others = new Set([...Object.keys(a), ...Object.keys(b)].filter((k) => !KNOWN_FIELDS.has(k)));
  for (const key of [...others].sort()) {
    if (stableJson(a[key]) === stableJson(b[key])) continue;
    emit(
      'field-changed',
      joinPointer('', key),
      a[key] === undefined
        ? `"${key}" was added.`
        : b[key] === undefined
          ? `"${key}" was removed.`
          : `"${key}" changed.`,
    );
  }
}

function indexByName(
  tools: readonly ToolDefinition[],
  side: string,
  notes: string[],
): Map<string, ToolDefinition> {
  const map = new Map<string, ToolDefinition>();
  for (const tool of tools) {
    if (map.has(tool.name)) {
      notes.push(`The ${side} list has two tools named "${tool.name}"; the first one is compared.`);
      continue;
    }
    map.set(tool.name, tool);
  }
  return map;
}

/**
 * A renamed tool is one that vanished while a tool with an identical inputSchema and the same
 * description (or, lacking one, the same title) appeared, with exactly one such pairing.
 */
function findRenames(
  removed: ToolDefinition[],
  added: ToolDefinition[],
): Map<ToolDefinition, ToolDefinition> {
  const fingerprint = (t: ToolDefinition) => {
    const text = typeof t.description === 'string' && t.description !== '' ? t.description : t.title;
    return typeof text === 'string' && text !== '' ? stableJson([t.inputSchema ?? {}, text]) : undefined;
  };
  const byPrint = (list: ToolDefinition[]) => {
    const map = new Map<string, ToolDefinition[]>();
    for (const t of list) {
      const print = fingerprint(t);
      if (print === undefined) continue;
      map.set(print, [...(map.get(print) ?? []), t]);
    }
    return map;
  };
  const oldPrints = byPrint(removed);
  const newPrints = byPrint(added);
  const renames = new Map<ToolDefinition, ToolDefinition>();
  for (const [print, olds] of oldPrints) {
    const news = newPrints.get(print);
    if (olds.length === 1 && news?.length === 1) renames.set(olds[0]!, news[0]!);
  }
  return renames;
}

export function summarizeChanges(
  changes: readonly ToolChange[],
  oldTools: number,
  newTools: number,
): DiffSummary {
  const byKind: Partial<Record<ChangeKind, number>> = {};
  let breaking = 0;
  let flagged = 0;
  for (const c of changes) {
    byKind[c.change] = (byKind[c.change] ?? 0) + 1;
    if (c.breaking) breaking++;
    if (c.flagged) flagged++;
  }
  return {
    oldTools,
    newTools,
    total: changes.length,
    breaking,
    nonBreaking: changes.length - breaking,
    flagged,
    byKind,
  };
}

/**
 * Compares two versions of a tool catalogue, tool by tool (matched by name), and classifies every
 * difference (see CHANGE_KINDS). Changes come in the old list's order, added tools last.
 */
export function diffTools(oldList: readonly ToolDefinition[], newList: readonly ToolDefinition[]): ToolDiff {
  const notes: string[] = [];
  const oldByName = indexByName(oldList, 'old', notes);
  const newByName = indexByName(newList, 'new', notes);
  const removed = [...oldByName.values()].filter((t) => !newByName.has(t.name));
  const added = [...newByName.values()].filter((t) => !oldByName.has(t.name));
  const renames = findRenames(removed, added);
  const renamedTo = new Set(renames.values());
  const changes: ToolChange[] = [];
  const emitFor =
    (tool: string): EmitChange =>
    (change, path, detail) =>
      changes.push({
        tool,
        change,
        path,
        breaking: CHANGE_KINDS[change].breaking,
        flagged: isFlaggedKind(change),
        detail,
      });

  for (const tool of oldByName.values()) {
    const emit = emitFor(tool.name);
    const next = newByName.get(tool.name);
    if (next) {
      diffTool(tool, next, emit);
      continue;
    }
    const renamed = renames.get(tool);
    if (renamed) {
      emit(
        'tool-renamed',
        '/name',
        `Renamed to "${renamed.name}"; calls and host settings that use the old name stop working.`,
      );
      diffTool(tool, renamed, emit);
    } else emit('tool-removed', '', 'The tool is gone; calls to it will fail.');
  }
  for (const tool of added) {
    if (renamedTo.has(tool)) continue;
    emitFor(tool.name)('tool-added', '', 'A new tool.');
  }
  return { changes, summary: summarizeChanges(changes, oldList.length, newList.length), notes };
}
