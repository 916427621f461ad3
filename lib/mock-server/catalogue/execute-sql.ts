import { plural, pluralWord } from '../../text/plural';
import type { MockTool } from '../mock-tool';
import { structuredResult, toolError } from '../mock-tool';

type Row = Record<string, string | number>;

/** Two small demo databases. */
const DATABASES: Record<string, Record<string, Row[]>> = {
  analytics: {
    page_views: [
      { day: '2026-07-01', path: '/docs/install', views: 1840 },
      { day: '2026-07-01', path: '/blog/3-2-release', views: 960 },
      { day: '2026-07-02', path: '/docs/install', views: 1712 },
      { day: '2026-07-02', path: '/docs/plugins', views: 544 },
      { day: '2026-07-03', path: '/docs/install', views: 1655 },
    ],
    signups: [
      { day: '2026-07-01', plan: 'free', count: 41 },
      { day: '2026-07-01', plan: 'team', count: 6 },
      { day: '2026-07-02', plan: 'free', count: 38 },
      { day: '2026-07-02', plan: 'team', count: 9 },
    ],
  },
  inventory: {
    products: [
      { sku: 'MUG-001', name: 'Lumen mug', stock: 140, price_cents: 1200 },
      { sku: 'TEE-002', name: 'Lumen T-shirt', stock: 62, price_cents: 2500 },
      { sku: 'STK-003', name: 'Sticker pack', stock: 900, price_cents: 400 },
      { sku: 'BOOK-004', name: 'Static Sites in Practice', stock: 18, price_cents: 3900 },
    ],
    warehouses: [
      { code: 'AMS', city: 'Amsterdam' },
      { code: 'PDX', city: 'Portland' },
    ],
  },
};

const SELECT = /^\s*select\s+(.+?)\s+from\s+([a-z_][a-z0-9_]*)(?:\s+limit\s+(\d+))?\s*;?\s*$/i;

/** Runs the one statement shape the demo understands: `SELECT cols FROM table [LIMIT n]`. */
function runSelect(
  database: string,
  query: string,
  maxRows: number,
): { rows: Row[]; columns: string[] } | string {
  const match = SELECT.exec(query);
  if (!match) {
    return 'The demo database understands only "SELECT <columns|*> FROM <table> [LIMIT n]".';
  }
  const tables = DATABASES[database]!;
  const table = tables[match[2]!.toLowerCase()];
  if (!table) return `No table ${match[2]} in ${database}; its tables are ${Object.keys(tables).join(', ')}.`;
  const available = Object.keys(table[0] ?? {});
  const wanted =
    match[1]!.trim() === '*' ? available : match[1]!.split(',').map((c) => c.trim().toLowerCase());
  const unknown = wanted.filter((column) => !available.includes(column));
  if (unknown.length > 0)
    return `Unknown ${pluralWord(unknown.length, 'column')} ${unknown.join(', ')}; ${match[2]} has ${available.join(', ')}.`;
  const limit = Math.min(maxRows, match[3] === undefined ? maxRows : Number(match[3]));
  const rows = table
    .slice(0, limit)
    .map((row) => Object.fromEntries(wanted.map((column) => [column, row[column]!])));
  return { rows, columns: wanted };
}

/**
 * The `x-mcp-header` example: `database`, `read_only` and `max_rows` are mirrored into
 * `Mcp-Param-Database`, `Mcp-Param-Read-Only` and `Mcp-Param-Max-Rows` (a string, a boolean and an
 * integer: the three types allowed), so a gateway can route by database or refuse writes without
 * parsing the body. The server checks that each header matches the body (400 + -32020 if not).
 * The query itself is not mirrored: it may be long and hold data that does not belong in headers.
 */
export const executeSqlTool: MockTool = {
  definition: {
    name: 'execute_sql',
    title: 'Run a SQL query',
    description:
      'Run a read-only SQL query against one of two demo databases: "analytics" (tables page_views, signups) or "inventory" (products, warehouses). Supports SELECT <columns|*> FROM <table> [LIMIT n]. Returns the rows as structured data and as a text table. The database, read_only and max_rows arguments are also sent as HTTP headers (Mcp-Param-Database, Mcp-Param-Read-Only, Mcp-Param-Max-Rows) so proxies can route and authorize the call. Use this when the user asks for figures from these demo databases; it never changes data.',
    inputSchema: {
      type: 'object',
      properties: {
        database: {
          type: 'string',
          enum: ['analytics', 'inventory'],
          description: 'Which database to query.',
          'x-mcp-header': 'Database',
        },
        query: {
          type: 'string',
          minLength: 1,
          maxLength: 2000,
          description: 'The SQL statement, e.g. "SELECT * FROM products".',
        },
        read_only: {
          type: 'boolean',
          default: true,
          description: 'Must stay true: this demo refuses writes.',
          'x-mcp-header': 'Read-Only',
        },
        max_rows: {
          type: 'integer',
          minimum: 1,
          maximum: 100,
          default: 20,
          description: 'Most rows to return (1–100).',
          'x-mcp-header': 'Max-Rows',
        },
      },
      required: ['database', 'query'],
      additionalProperties: false,
    },
    outputSchema: {
      type: 'object',
      properties: {
        database: { type: 'string' },
        columns: { type: 'array', items: { type: 'string' } },
        rows: { type: 'array', items: { type: 'object' } },
        row_count: { type: 'integer', minimum: 0 },
      },
      required: ['database', 'columns', 'rows', 'row_count'],
    },
    annotations: {
      title: 'Run a SQL query',
      readOnlyHint: true,
      openWorldHint: false,
    },
  },
  run({ arguments: args }) {
    const database = args.database as string;
    const query = args.query as string;
    if (args.read_only === false || !/^\s*select\b/i.test(query)) {
      return toolError(
        'This demo database accepts only SELECT statements with read_only true. Rewrite the query as a SELECT.',
      );
    }
    const outcome = runSelect(database, query, (args.max_rows as number | undefined) ?? 20);
    if (typeof outcome === 'string') return toolError(outcome);
    const table = [
      outcome.columns.join(' | '),
      ...outcome.rows.map((row) => outcome.columns.map((c) => String(row[c])).join(' | ')),
    ];
    return structuredResult(
      { database, columns: outcome.columns, rows: outcome.rows, row_count: outcome.rows.length },
      `${plural(outcome.rows.length, 'row')} from ${database}:\n${table.join('\n')}`,
    );
  },
};
