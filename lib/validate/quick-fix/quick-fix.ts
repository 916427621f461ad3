/** One replacement in the source text: the characters [from, to) become `insert`. */
export interface TextEdit {
  from: number;
  to: number;
  insert: string;
}

/**
 * A safe edit that makes one finding go away: it changes only what the finding is about and keeps
 * the rest of the text (formatting, other keys) as it was. The edits do not overlap and are sorted.
 */
export interface QuickFix {
  /** What the edit does, as a button label: `Add "type": "object"`. */
  title: string;
  edits: TextEdit[];
}

/** Applies non-overlapping edits (in any order) to a text. */
export function applyTextEdits(text: string, edits: readonly TextEdit[]): string {
  let out = text;
  for (const edit of [...edits].sort((a, b) => b.from - a.from))
    out = out.slice(0, edit.from) + edit.insert + out.slice(edit.to);
  return out;
}
