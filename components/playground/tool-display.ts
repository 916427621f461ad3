/**
 * What the tools list shows of a definition: the display name (title → annotations.title → name,
 * as the spec orders them) and the behaviour hints with their defaults. Hints are untrusted claims
 * of the server, so the labels say "claims" where it matters.
 */

import { isObject } from '@/lib/json/is-object';
import { TOOL_ANNOTATION_DEFAULTS } from '@/lib/spec/tool-annotation-defaults';

type Json = Record<string, unknown>;

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

export function annotationsOf(tool: Json): Json {
  return isObject(tool.annotations) ? tool.annotations : {};
}

/** The name a person sees: `title`, else `annotations.title`, else `name`. */
export function displayTitle(tool: Json): string {
  return (
    text(tool.title) ??
    text(annotationsOf(tool).title) ??
    (typeof tool.name === 'string' ? tool.name : '(no name)')
  );
}

export interface HintRow {
  key: 'readOnlyHint' | 'destructiveHint' | 'idempotentHint' | 'openWorldHint';
  label: string;
  value: boolean;
  /** False when the server left it out and the spec's default applies. */
  explicit: boolean;
  /** True when the hint means nothing here (destructive/idempotent on a read-only tool). */
  moot: boolean;
}

const LABELS: Record<HintRow['key'], string> = {
  readOnlyHint: 'Read-only',
  destructiveHint: 'Destructive',
  idempotentHint: 'Idempotent',
  openWorldHint: 'Open world',
};

/** Every hint with its effective value (a non-boolean value counts as absent). */
export function hintRows(tool: Json): HintRow[] {
  const annotations = annotationsOf(tool);
  const readOnly = annotations.readOnlyHint === true;
  return (Object.keys(TOOL_ANNOTATION_DEFAULTS) as HintRow['key'][]).map((key) => {
    const raw = annotations[key];
    const explicit = typeof raw === 'boolean';
    return {
      key,
      label: LABELS[key],
      value: explicit ? raw : TOOL_ANNOTATION_DEFAULTS[key],
      explicit,
      moot: readOnly && (key === 'destructiveHint' || key === 'idempotentHint'),
    };
  });
}

export interface Badge {
  label: string;
  tone: 'safe' | 'caution' | 'neutral';
  title: string;
}

/** Short badges for the list: only what the server stated, worded as its claim. */
export function hintBadges(tool: Json): Badge[] {
  const badges: Badge[] = [];
  for (const row of hintRows(tool)) {
    if (!row.explicit || row.moot) continue;
    switch (row.key) {
      case 'readOnlyHint':
        if (row.value)
          badges.push({
            label: 'read-only',
            tone: 'safe',
            title: 'The server says this tool changes nothing.',
          });
        break;
      case 'destructiveHint':
        badges.push(
          row.value
            ? {
                label: 'destructive',
                tone: 'caution',
                title: 'The server says this tool may delete or overwrite.',
              }
            : {
                label: 'additive',
                tone: 'neutral',
                title: 'The server says this tool only adds, never deletes.',
              },
        );
        break;
      case 'idempotentHint':
        if (row.value)
          badges.push({
            label: 'idempotent',
            tone: 'neutral',
            title: 'The server says repeating a call changes nothing more.',
          });
        break;
      case 'openWorldHint':
        badges.push(
          row.value
            ? {
                label: 'open world',
                tone: 'caution',
                title: 'The server says this tool reaches outside systems.',
              }
            : {
                label: 'closed world',
                tone: 'neutral',
                title: 'The server says this tool works on a closed set of data.',
              },
        );
        break;
    }
  }
  return badges;
}

/** The first line of a description, for the list (the full text is in the details). */
export function firstLine(value: unknown, max = 160): string {
  if (typeof value !== 'string') return '';
  const line = value.trim().split(/\r?\n/, 1)[0] ?? '';
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

export interface HintChip {
  text: string;
  /** The chip's tooltip, and its explanation for a screen reader. */
  title: string;
  /** Drawn struck through: the hint means nothing for this tool. */
  struck: boolean;
}

const DEFAULT_NOTE = 'default value, not declared by the server';

/** One behaviour hint as a chip of the details: its value, and why it is marked as it is. */
export function hintChip(row: HintRow): HintChip {
  const text = `${row.label}: ${String(row.value)}${row.explicit ? '' : ' (default)'}`;
  const stated = row.explicit ? 'declared by the server' : DEFAULT_NOTE;
  if (row.moot)
    return {
      text,
      struck: true,
      title: `Struck through: meaningless here, because the server says the tool is read-only (${stated}).`,
    };
  return {
    text,
    struck: false,
    title: row.explicit
      ? 'Declared by the server.'
      : `Default value, not declared by the server: the spec says ${String(row.value)} when it is left out.`,
  };
}

/** The legend under the chips, for the marks they use (empty when every hint is stated and used). */
export function hintLegend(rows: readonly HintRow[]): string[] {
  const legend: string[] = [];
  if (rows.some((r) => r.moot))
    legend.push(
      'Struck through: the hint means nothing for this tool (destructive and idempotent apply only to tools that change something, and the server says this one is read-only).',
    );
  if (rows.some((r) => !r.explicit))
    legend.push(
      '(default): not declared by the server, so the value the spec gives for a missing hint applies.',
    );
  return legend;
}
