import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import type { Tool } from '../../spec/tool';
import { prepareTools } from '../prepare-tools';
import { estimateTokens } from './estimate-tokens';
import { loadO200kEncoder } from './token-encoder';

const tools = [
  { name: 'small', inputSchema: { type: 'object' } },
  {
    name: 'big',
    description: 'A long description that says when to use this tool and what it returns. '.repeat(5),
    inputSchema: { type: 'object', properties: { q: { type: 'string', description: 'The query.' } } },
  },
  { name: 'odd', description: 'Mentions <|endoftext|> as text.', inputSchema: { type: 'object' } },
] as Tool[];

test('o200k_base counts like the real tokenizer and treats special-token text as text', async () => {
  const encoder = await loadO200kEncoder();
  assert.equal(encoder.count('hello world'), 2);
  assert.equal(encoder.count(''), 0);
  assert.ok(encoder.count('<|endoftext|>') > 1, 'not one special token');
  assert.equal(await loadO200kEncoder(), encoder, 'loaded once');
});

test('estimate: per tool sorted most first, the total of the whole payload, labelled as an estimate', async () => {
  const encoder = await loadO200kEncoder();
  for (const target of ['anthropic', 'openai', 'openai-responses', 'openai-strict', 'gemini'] as const) {
    const result = prepareTools(tools, target);
    const progress: number[] = [];
    const report = (await estimateTokens(result, target, encoder, {
      onProgress: (done) => progress.push(done),
    }))!;
    assert.equal(report.method, 'estimate');
    assert.match(report.methodLabel, /o200k_base/);
    assert.match(report.caveat, /estimate/i);
    assert.deepEqual(
      report.perTool.map((r) => r.mcpName),
      ['big', 'odd', 'small'],
      target,
    );
    const items = Array.isArray(result.payload)
      ? result.payload
      : (result.payload as { functionDeclarations: unknown[] }).functionDeclarations;
    assert.equal(report.perTool[0]!.tokens, encoder.count(JSON.stringify(items[1])));
    assert.equal(report.total, encoder.count(JSON.stringify(result.payload)));
    assert.deepEqual(progress, [1, 2, 3, 4]);
  }
  assert.match((await estimateTokens(prepareTools(tools, 'openai'), 'openai', encoder))!.caveat, /overhead/);
  assert.match(
    (await estimateTokens(prepareTools(tools, 'anthropic'), 'anthropic', encoder))!.caveat,
    /proxy/,
  );
});

test('estimate: an empty list costs 0; a cancelled count gives no report', async () => {
  const encoder = await loadO200kEncoder();
  assert.equal((await estimateTokens(prepareTools([], 'anthropic'), 'anthropic', encoder))!.total, 0);
  let checks = 0;
  const report = await estimateTokens(prepareTools(tools, 'anthropic'), 'anthropic', encoder, {
    cancelled: () => ++checks > 2,
  });
  assert.equal(report, undefined);
});

test('counting piece by piece (with the memo) equals js-tiktoken encode().length on any text', async () => {
  const encoder = await loadO200kEncoder();
  const reference = (text: string) => encoder.encodeLength!(text);
  const samples = [
    JSON.stringify(prepareTools(tools, 'gemini').payload),
    'Ünïcödé 日本語のテキスト 😀👍🏽 مرحبا  \n\n\t  trailing   ',
    `{"a":[1,2,3],"b":"x\\u0000y","c":"${'word '.repeat(300)}"}`,
    "I'm   it's 12345678 l33t CamelCaseWord snake_case_word",
  ];
  for (const text of samples) assert.equal(encoder.count(text), reference(text));
  fc.assert(
    fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
      assert.equal(encoder.count(text), reference(text));
    }),
    { numRuns: 200 },
  );
});
