import assert from 'node:assert/strict';
import { test } from 'node:test';
import { validateValue } from '../../validate/validate-document';
import { createMockServer } from '../create-mock-server';
import { callResultErrors, messageErrors } from '../testing/message-errors';
import { mcpRequest, readMessages } from '../testing/mock-exchange';
import { TEACHING_TOOLS } from './teaching-catalogue';

/** A realistic call per teaching tool and what its result must show (generated tools share one). */
const EXAMPLES: Record<
  string,
  {
    args: Record<string, unknown>;
    expect: RegExp;
    capabilities?: Record<string, unknown>;
    inputResponses?: Record<string, unknown>;
    /** The JSON-RPC error code the call answers (a tool that needs what the call does not declare). */
    errorCode?: number;
  }
> = {
  search_issues: { args: { query: 'windows', state: 'all' }, expect: /#108 \[closed\].*#101 \[open\]/s },
  get_issue: { args: { number: 110 }, expect: /Search index grows past 5 MB/ },
  render_issue_chart: { args: {}, expect: /"mimeType":"image\/png"/ },
  play_notification_sound: { args: { kind: 'warning' }, expect: /"mimeType":"audio\/wav"/ },
  list_project_files: {
    args: { directory: 'src' },
    expect: /"type":"resource_link","uri":"file:\/\/\/lumen\/src\/build.ts"/,
  },
  read_project_file: {
    args: { path: 'lumen.config.json' },
    expect: /"type":"resource","resource":\{"uri":"file:\/\/\/lumen\/lumen.config.json"/,
  },
  create_basket: { args: { currency: 'USD' }, expect: /"basket_id":"v1\./ },
  add_to_basket: { args: {}, expect: /Added 2 × Lumen mug/ },
  execute_sql: {
    args: { database: 'analytics', query: 'SELECT day, views FROM page_views LIMIT 2' },
    expect: /2 rows from analytics/,
  },
  deploy_release: {
    args: { service: 'search', version: '1.9.0', environment: 'staging' },
    expect: /"status":"rolling_out"/,
  },
  generate_report: { args: { quarter: '2026-Q1', sections: 2, step_ms: 1 }, expect: /## Traffic/ },
  migrate_database: {
    args: { target: 'v2', step_ms: 1 },
    capabilities: { elicitation: {} },
    inputResponses: { confirm_drop: { action: 'accept', content: { confirm: true } } },
    expect: /"status":"migrated","steps_applied":5/,
  },
  // It runs only as a task (lib/mock-server/tasks/tasks.test.ts follows one); without the extension: -32021.
  rebuild_search_index: { args: {}, expect: /io\.modelcontextprotocol\/tasks/, errorCode: -32021 },
  convert_currency: { args: { amount: 100, from: 'EUR', to: 'JPY' }, expect: /100 EUR = 17120 JPY/ },
  toggle_beta_tools: { args: { enabled: true }, expect: /forecast_issue_trend is now listed/ },
  forecast_issue_trend: { args: {}, expect: /Next week/ },
  country_facts_: { args: {}, expect: /capital/ },
};

function exampleFor(name: string) {
  return EXAMPLES[name] ?? EXAMPLES[name.replace(/[a-z]{2}$/, '')];
}

test('every teaching tool definition passes the validator without errors or warnings', () => {
  for (const tool of TEACHING_TOOLS) {
    const findings = validateValue(tool.definition, { kind: 'tool' }).diagnostics.filter(
      (d) => d.severity !== 'info',
    );
    assert.deepEqual(findings, [], tool.definition.name);
    assert.ok(
      (tool.definition.description ?? '').length > 40,
      `${tool.definition.name} teaches with its description`,
    );
    assert.ok(tool.definition.annotations, `${tool.definition.name} has annotations`);
  }
});

test('every teaching tool answers a realistic call with valid messages and a result true to its outputSchema', async () => {
  const server = createMockServer();
  let basketId = '';
  for (const tool of TEACHING_TOOLS) {
    const name = tool.definition.name;
    const example = exampleFor(name);
    assert.ok(example, `${name} needs an example here`);
    const args =
      name === 'add_to_basket' ? { basket_id: basketId, sku: 'MUG-001', quantity: 2 } : example!.args;
    const messages = await readMessages(
      await server.handle(
        mcpRequest(
          'tools/call',
          {
            name,
            arguments: args,
            ...(example!.inputResponses ? { inputResponses: example!.inputResponses } : {}),
          },
          {
            inputSchema: tool.definition.inputSchema,
            ...(example!.capabilities ? { capabilities: example!.capabilities } : {}),
          },
        ),
      ),
    );
    assert.deepEqual(messageErrors(messages), [], name);
    if (example!.errorCode !== undefined) {
      const error = (messages.at(-1) as { error: { code: number } }).error;
      assert.equal(error.code, example!.errorCode, name);
      assert.match(JSON.stringify(error), example!.expect, name);
      continue;
    }
    const result = (
      messages.at(-1) as { result: { isError?: boolean; structuredContent?: { basket_id?: string } } }
    ).result;
    assert.deepEqual(callResultErrors(result, tool.definition), [], name);
    assert.notEqual(result.isError, true, `${name}: ${JSON.stringify(result)}`);
    assert.match(JSON.stringify(result), example!.expect, name);
    if (name === 'create_basket') basketId = result.structuredContent!.basket_id!;
  }
});

test('tool execution errors explain how to recover', async () => {
  const server = createMockServer();
  const cases: [string, Record<string, unknown>, RegExp][] = [
    ['get_issue', { number: 999 }, /Issue numbers run from 101 to 112/],
    [
      'convert_currency',
      { amount: 5, from: 'EUR', to: 'XYZ' },
      /No exchange rate for XYZ\. Supported currencies: EUR, USD/,
    ],
    ['execute_sql', { database: 'inventory', query: 'DELETE FROM products' }, /only SELECT statements/],
    [
      'execute_sql',
      { database: 'inventory', query: 'SELECT * FROM orders' },
      /its tables are products, warehouses/,
    ],
    ['add_to_basket', { basket_id: 'made-up', sku: 'MUG-001' }, /was not issued by this server/],
  ];
  for (const [name, args, expected] of cases) {
    const tool = TEACHING_TOOLS.find((t) => t.definition.name === name)!;
    const messages = await readMessages(
      await server.handle(
        mcpRequest('tools/call', { name, arguments: args }, { inputSchema: tool.definition.inputSchema }),
      ),
    );
    assert.deepEqual(messageErrors(messages), []);
    const result = (messages[0] as { result: { isError: boolean; content: { text: string }[] } }).result;
    assert.equal(result.isError, true, name);
    assert.match(result.content[0]!.text, expected);
  }
});
