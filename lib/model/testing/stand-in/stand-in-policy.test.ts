import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chooseTool, contentWords, extractArguments, policyTurn } from './stand-in-policy';
import type { StandInRequest, StandInTool } from './stand-in-types';

const tools: StandInTool[] = [
  {
    name: 'search_issues',
    description: 'Search the issue tracker by keywords. Use get_issue to read one in full.',
    schema: {
      type: 'object',
      properties: {
        query: { type: 'string' },
        state: { type: 'string', enum: ['open', 'closed', 'all'] },
        limit: { type: 'integer' },
      },
      required: ['query'],
    },
  },
  {
    name: 'get_issue',
    description: 'Read one issue in full.',
    schema: {
      type: 'object',
      properties: { number: { type: 'integer', description: 'The issue number, e.g. 104.' } },
      required: ['number'],
    },
  },
  {
    name: 'convert_currency',
    description: 'Convert an amount between currencies.',
    schema: {
      type: 'object',
      properties: {
        amount: { type: 'number' },
        from: { type: 'string', pattern: '^[A-Z]{3}$' },
        to: { type: 'string', pattern: '^[A-Z]{3}$' },
      },
      required: ['amount', 'from', 'to'],
    },
  },
];

const request = (prompt: string, extra: Partial<StandInRequest> = {}): StandInRequest => ({
  wire: 'anthropic',
  model: 'stand-in',
  stream: false,
  system: '',
  prompt,
  toolResults: [],
  turnsSinceUser: 0,
  tools,
  ...extra,
});

test('content words drop stopwords and a plural s', () => {
  assert.deepEqual(contentWords('Show me the open issues, please!'), ['open', 'issue']);
});

test('the tool sharing the rarest words with the prompt is chosen; none below the threshold', () => {
  assert.equal(chooseTool('Read issue 104 in full', tools)?.name, 'get_issue');
  assert.equal(chooseTool('Search the issues about a crash', tools)?.name, 'search_issues');
  assert.equal(chooseTool('Convert 12 EUR to USD', tools)?.name, 'convert_currency');
  assert.equal(chooseTool('Say hello', tools), undefined);
});

test('editing a description moves the choice', () => {
  const prompt = 'Look up ticket 7';
  assert.equal(chooseTool(prompt, tools), undefined);
  const edited = tools.map((t) =>
    t.name === 'get_issue'
      ? { ...t, description: `${t.description} Also called a ticket: look up one by number.` }
      : t,
  );
  assert.equal(chooseTool(prompt, edited)?.name, 'get_issue');
});

test('arguments come from the prompt by the documented rules', () => {
  const [search, get, convert] = tools as [StandInTool, StandInTool, StandInTool];
  assert.deepEqual(extractArguments('Read issue 104 in full', get), { number: 104 });
  assert.deepEqual(extractArguments('Search closed issues about "windows crash" limit 5', search), {
    state: 'closed',
    limit: 5,
    query: 'windows crash',
  });
  assert.deepEqual(extractArguments('Search issues about incremental rebuild', search), {
    query: 'incremental rebuild',
  });
  assert.deepEqual(extractArguments('Convert 125.5 EUR to JPY', convert), {
    amount: 125.5,
    from: 'EUR',
    to: 'JPY',
  });
  assert.deepEqual(extractArguments('get_issue with number=7', get), { number: 7 });
  // Without `pattern` (Gemini's schema subset drops it), a one-word example in the description gives the shape.
  const described: StandInTool = {
    ...convert,
    schema: {
      type: 'object',
      properties: {
        from: { type: 'string', description: 'ISO 4217 code, e.g. "EUR".' },
        version: { type: 'string', description: 'Semantic version, e.g. "2.4.1".' },
      },
    },
  };
  assert.deepEqual(extractArguments('Ship 3.0.12 priced in USD', described), {
    from: 'USD',
    version: '3.0.12',
  });
  assert.deepEqual(extractArguments('search query: "a b" state=all', search), { query: 'a b', state: 'all' });
});

test('the first step calls a tool or answers; after a tool result, it quotes the result', () => {
  assert.deepEqual(policyTurn(request('Read issue 104 in full')), {
    toolCalls: [{ name: 'get_issue', arguments: { number: 104 } }],
  });
  assert.match(policyTurn(request('Say hello')).text ?? '', /^No tool fits "Say hello"/);
  assert.equal(
    policyTurn(
      request('Read issue 104', {
        turnsSinceUser: 1,
        toolResults: [{ text: 'Crash  on\nWindows', isError: false }],
      }),
    ).text,
    'Here is what the tool returned: Crash on Windows',
  );
  assert.match(
    policyTurn(request('x', { turnsSinceUser: 1, toolResults: [{ text: 'no such issue', isError: true }] }))
      .text ?? '',
    /^The tool reported an error: no such issue/,
  );
});
