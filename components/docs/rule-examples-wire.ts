import type { CodeToken } from './highlight';

/**
 * A rule's examples as /docs/rule-examples/<id> serves them: the rules reference loads them when a
 * reader opens a rule's "Examples" (inline, all the rules' highlighted cases were 16,000 elements and
 * most of the page's 3.6 MB). A token is its text, or its text and the index of its colours in
 * `styles` (a few dozen colour pairs serve every token).
 */
export type WireToken = string | [content: string, style: number];

export interface RuleExampleCase {
  /** "Trips the rule (Tool, at MCP 2025-06-18)", "Passes (tools/list result)"… */
  caption: string;
  /** For call results: the tool definition the result is checked against. */
  tool?: WireToken[][];
  text: WireToken[][];
}

export interface RuleExamples {
  id: string;
  styles: Record<string, string>[];
  cases: RuleExampleCase[];
}

/** Packs highlighted lines, adding their colours to `styles` (shared by every case of a rule). */
export function packLines(lines: readonly (readonly CodeToken[])[], styles: Record<string, string>[]) {
  const keys = new Map(styles.map((s, i) => [JSON.stringify(s), i]));
  return lines.map((line) =>
    line.map((token): WireToken => {
      if (!token.style) return token.content;
      const key = JSON.stringify(token.style);
      let index = keys.get(key);
      if (index === undefined) {
        index = styles.length;
        styles.push(token.style);
        keys.set(key, index);
      }
      return [token.content, index];
    }),
  );
}

/** The tokens of packed lines again, for CodeLines. */
export function unpackLines(lines: readonly WireToken[][], styles: readonly Record<string, string>[]) {
  return lines.map((line) =>
    line.map(
      (t): CodeToken => (typeof t === 'string' ? { content: t } : { content: t[0], style: styles[t[1]] }),
    ),
  );
}

/** Whether a parsed response has the shape of RuleExamples (the page renders nothing else). */
export function isRuleExamples(value: unknown, id: string): value is RuleExamples {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<RuleExamples>;
  return (
    v.id === id &&
    Array.isArray(v.styles) &&
    Array.isArray(v.cases) &&
    v.cases.every((c) => typeof c?.caption === 'string' && Array.isArray(c.text))
  );
}
