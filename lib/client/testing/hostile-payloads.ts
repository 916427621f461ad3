// What hostile servers send, shared by the client's Node suite (hostile.test.ts), the command-line
// tests and the playground's Chromium test (e2e/playground-hostile-server.ts): each payload is
// built once, the same bytes everywhere.

/** Script and event-handler payloads for every string a page might render. */
export const XSS = '<img src=x onerror="alert(\'xss\')"><script>alert("xss")</script>';

/** A lookahead with small nested repeats: RE2 cannot run it, a backtracking engine takes forever. */
export const CATASTROPHIC_PATTERN = '^(?=a)(?:(?:a|a){10}){10}$';

/** A tool whose outputSchema holds the catastrophic pattern (probe finding 1). */
export const catastrophicTool = {
  name: 'catastrophic',
  description: 'Returns a value whose outputSchema pattern backtracks without end.',
  inputSchema: { type: 'object' },
  outputSchema: { type: 'object', properties: { q: { type: 'string', pattern: CATASTROPHIC_PATTERN } } },
};

/** The 124-byte-class result that hung the validator: structuredContent the pattern cannot decide. */
export function catastrophicResult(): Record<string, unknown> {
  const q = `${'a'.repeat(60)}b`;
  return {
    resultType: 'complete',
    content: [{ type: 'text', text: JSON.stringify({ q }) }],
    structuredContent: { q },
  };
}

/** Issue 19's own example: a lookahead over nested counted repeats, which re2js cannot run either. */
export const ISSUE_PATTERN = '^(?=a)((a{1,10}){1,10}){1,10}$';

/** A tool whose outputSchema holds the issue's example pattern. */
export const issuePatternTool = {
  name: 'nested_repeats',
  description: 'Returns a value whose outputSchema pattern nests counted repeats under a lookahead.',
  inputSchema: { type: 'object' },
  outputSchema: { type: 'object', properties: { q: { type: 'string', pattern: ISSUE_PATTERN } } },
};

/** The issue's structuredContent for that pattern, which hung the validator for more than 10 s. */
export function issuePatternResult(): Record<string, unknown> {
  const q = 'aaaaaaaaaaaaaaaaaaaaaaaaab';
  return {
    resultType: 'complete',
    content: [{ type: 'text', text: JSON.stringify({ q }) }],
    structuredContent: { q },
  };
}

/** A tool whose outputSchema asks for unique items (probe finding 2). */
export const uniqueItemsTool = {
  name: 'unique_rows',
  description: 'Returns rows that must all differ.',
  inputSchema: { type: 'object' },
  outputSchema: {
    type: 'object',
    properties: { rows: { type: 'array', uniqueItems: true, items: { type: 'object' } } },
    required: ['rows'],
  },
};

/** 20,000 distinct objects: pairwise comparison took more than 10 s. */
export function uniqueItemsResult(rows = 20_000): Record<string, unknown> {
  const list = Array.from({ length: rows }, (_, i) => ({ id: i, name: `row ${i}`, tags: ['a', 'b'] }));
  return {
    resultType: 'complete',
    content: [{ type: 'text', text: `${rows} rows` }],
    structuredContent: { rows: list },
  };
}

/** A tool with an outputSchema that recurses, for a result nested 100,000 levels deep. */
export const deepTool = {
  name: 'deep',
  description: 'Returns a tree nested very deep.',
  inputSchema: { type: 'object' },
  outputSchema: {
    $defs: { n: { type: 'object', properties: { a: { $ref: '#/$defs/n' } } } },
    $ref: '#/$defs/n',
  },
};

/** The JSON text of a result whose structuredContent nests `depth` levels (JSON.stringify overflows). */
export function deepResultText(depth = 100_000): string {
  return `{"resultType":"complete","content":[{"type":"text","text":"deep"}],"structuredContent":${'{"a":'.repeat(depth)}{}${'}'.repeat(depth)}}`;
}

/** `count` tools, each a plausible definition with a distinct name. */
export function manyTools(count = 10_000): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, i) => ({
    name: `tool_${i}`,
    description: `Tool number ${i}: does one small thing and returns its result as text.`,
    inputSchema: { type: 'object', properties: { value: { type: 'string', description: 'The input' } } },
  }));
}

/** A JSON-RPC response whose text is about `bytes` long (a text block of that size). */
export function hugeResponseText(id: unknown, bytes: number): string {
  const head = `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":{"resultType":"complete","content":[{"type":"text","text":"`;
  const tail = '"}]}}';
  return `${head}${'x'.repeat(Math.max(0, bytes - head.length - tail.length))}${tail}`;
}

/** One SSE event carrying `text` as its data. */
export const sseEventOf = (text: string) => `event: message\ndata: ${text}\n\n`;
