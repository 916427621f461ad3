import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { TargetType } from './rule';
import { type FoundTarget, walkTargets } from './walk-targets';

/** `type path` for every target found, in walk order. */
const summary = (found: FoundTarget[]) => found.map((f) => `${f.type} ${f.path}`);
const ofType = <T extends TargetType>(found: FoundTarget[], type: T) =>
  found.filter((f): f is FoundTarget<T> => f.type === type);

const tool = {
  name: 'get_weather',
  title: 'Weather',
  description: 'Gets the weather.',
  annotations: { title: 'Weather lookup', readOnlyHint: true },
  icons: [{ src: 'https://example.com/a.png' }, 'not-an-icon', { src: 'data:image/png;base64,AA==' }],
  inputSchema: { type: 'object', properties: { city: { type: 'string', description: 'City name' } } },
  outputSchema: { type: 'object' },
  _meta: { 'example.com/x': 1 },
};

test('every document gets a document target at the root, whatever its kind', () => {
  for (const kind of ['tool', 'tools', 'tools-list-result', 'call-result', 'message'] as const) {
    for (const value of [null, 5, 'x', [], {}]) {
      const [first] = walkTargets(value, kind);
      assert.equal(first?.type, 'document');
      assert.equal(first.path, '');
      assert.equal((first.target as { value: unknown }).value, value);
    }
  }
});

test('a tool: its texts, schemas with their role, icons, _meta and schema text', () => {
  const found = walkTargets(tool, 'tool');
  assert.deepEqual(summary(found), [
    'document ',
    'tool ',
    'model-text /name',
    'model-text /title',
    'model-text /description',
    'model-text /annotations/title',
    'json-schema /inputSchema',
    'model-text /inputSchema/properties/city/description',
    'json-schema /outputSchema',
    'icon /icons/0',
    'icon /icons/2',
    'meta /_meta',
  ]);
  const texts = ofType(found, 'model-text').map((f) => [f.path, f.target.field, f.target.value]);
  assert.deepEqual(texts.slice(0, 4), [
    ['/name', 'name', 'get_weather'],
    ['/title', 'title', 'Weather'],
    ['/description', 'description', 'Gets the weather.'],
    ['/annotations/title', 'annotations.title', 'Weather lookup'],
  ]);
  const schemas = ofType(found, 'json-schema');
  assert.deepEqual(
    schemas.map((f) => [f.path, f.target.role, f.target.tool === tool, f.target.value]),
    [
      ['/inputSchema', 'input', true, tool.inputSchema],
      ['/outputSchema', 'output', true, tool.outputSchema],
    ],
  );
  assert.deepEqual(
    ofType(found, 'meta').map((f) => [f.path, f.target.where]),
    [['/_meta', 'other']],
  );
});

/** The schema-text targets of a tool whose inputSchema is `schema`: [path, field, value]. */
const schemaTexts = (schema: unknown) =>
  ofType(walkTargets({ name: 'a', inputSchema: schema }, 'tool'), 'model-text')
    .filter((f) => f.target.field.startsWith('schema'))
    .map((f) => [f.path, f.target.field, f.target.value]);

test('schema text: keys are "schema key", string values "schema text", through arrays too', () => {
  assert.deepEqual(
    schemaTexts({
      type: 'object',
      'odd key': { enum: ['x y', 'plain', 3], description: 'Say\u200b hi' },
      'k~': 'v',
    }),
    [
      ['/inputSchema/odd key', 'schema key', 'odd key'],
      ['/inputSchema/odd key/enum/0', 'schema text', 'x y'],
      ['/inputSchema/odd key/description', 'schema text', 'Say\u200b hi'],
      ['/inputSchema/k~0', 'schema key', 'k~'],
    ],
  );
});

test('schema text skips plain identifiers (keywords, type names, snake_case names, refs)', () => {
  assert.deepEqual(
    schemaTexts({
      type: 'object',
      properties: { user_id: { type: 'string', $ref: '#/$defs/id', format: 'date-time' } },
      required: ['user_id'],
      additionalProperties: false,
    }),
    [],
  );
});

test('schema text is bounded in depth, so a hostile schema cannot flood the rules', () => {
  let deep: Record<string, unknown> = { description: 'the bottom' };
  for (let i = 0; i < 200; i++) deep = { description: `level ${200 - i}`, not: deep };
  const texts = schemaTexts({ type: 'object', not: deep });
  assert.ok(texts.length > 20, String(texts.length));
  assert.ok(texts.length < 70, String(texts.length));
  assert.ok(!texts.some(([, , value]) => value === 'the bottom'));
  const deepest = Math.max(...texts.map(([path]) => String(path).split('/').length - 1));
  assert.ok(deepest <= 66, String(deepest));
});

test('schema text is bounded in count per schema', () => {
  const many = Array.from({ length: 30_000 }, (_, i) => `value ${i}`);
  const fromArray = schemaTexts({ type: 'object', enum: many });
  assert.ok(fromArray.length > 10_000, String(fromArray.length));
  assert.ok(fromArray.length <= 20_000, String(fromArray.length));
  const fromKeys = schemaTexts({ type: 'object', properties: Object.fromEntries(many.map((k) => [k, 1])) });
  assert.ok(fromKeys.length > 10_000, String(fromKeys.length));
  assert.ok(fromKeys.length <= 20_000, String(fromKeys.length));
});

test('a tool that is not an object, or a schema that is not one, yields no tool parts', () => {
  assert.deepEqual(summary(walkTargets('x', 'tool')), ['document ']);
  assert.deepEqual(summary(walkTargets({ name: 1, inputSchema: null, icons: 'x', _meta: [] }, 'tool')), [
    'document ',
    'tool ',
    'json-schema /inputSchema',
  ]);
});

test('tools: a tool set, then each item that is an object', () => {
  const found = walkTargets([{ name: 'a' }, 7, { name: 'b' }], 'tools');
  assert.deepEqual(summary(found), [
    'document ',
    'tool-set ',
    'tool /0',
    'model-text /0/name',
    'tool /2',
    'model-text /2/name',
  ]);
  assert.equal(ofType(found, 'tool-set')[0]?.target.value.length, 3);
  assert.deepEqual(summary(walkTargets({ name: 'a' }, 'tools')), ['document ']);
});

test('tools/list result: the list, its tool set and tools, and its _meta as a result _meta', () => {
  const list = { resultType: 'complete', tools: [{ name: 'a' }], ttlMs: 0, cacheScope: 'public', _meta: {} };
  assert.deepEqual(summary(walkTargets(list, 'tools-list-result')), [
    'document ',
    'list-result ',
    'tool-set /tools',
    'tool /tools/0',
    'model-text /tools/0/name',
    'meta /_meta',
  ]);
  const found = walkTargets({ jsonrpc: '2.0', id: 1, result: list }, 'tools-list-result');
  assert.deepEqual(summary(found), [
    'document ',
    'list-result /result',
    'tool-set /result/tools',
    'tool /result/tools/0',
    'model-text /result/tools/0/name',
    'meta /result/_meta',
  ]);
  assert.equal(ofType(found, 'meta')[0]?.target.where, 'result');
  // "id" + "result" without "jsonrpc" is unwrapped too; "tools" that is not an array gives no tool set.
  assert.deepEqual(summary(walkTargets({ id: 1, result: { tools: {} } }, 'tools-list-result')), [
    'document ',
    'list-result /result',
  ]);
});

test('call result: content blocks, their annotations, text, embedded resources, links with icons', () => {
  const result = {
    resultType: 'complete',
    content: [
      { type: 'text', text: 'hello', annotations: { priority: 1 }, _meta: { a: 1 } },
      { type: 'image', data: 'AA==', mimeType: 'image/png' },
      { type: 'resource_link', uri: 'file:///a', name: 'a', icons: [{ src: 'https://x/a.png' }] },
      { type: 'resource', resource: { uri: 'file:///b', text: 'embedded', _meta: {} } },
      { type: 'resource', resource: { uri: 'file:///c', blob: 'AA==' } },
      'not a block',
      { type: 'text', text: 5 },
    ],
    structuredContent: { a: 1 },
    _meta: { b: 2 },
  };
  const found = walkTargets(result, 'call-result');
  assert.deepEqual(summary(found), [
    'document ',
    'call-result ',
    'content-block /content/0',
    'annotations /content/0/annotations',
    'meta /content/0/_meta',
    'model-text /content/0/text',
    'content-block /content/1',
    'content-block /content/2',
    'icon /content/2/icons/0',
    'content-block /content/3',
    'meta /content/3/resource/_meta',
    'model-text /content/3/resource/text',
    'content-block /content/4',
    'content-block /content/6',
    'meta /_meta',
  ]);
  const texts = ofType(found, 'model-text').map((f) => [f.target.field, f.target.value]);
  assert.deepEqual(texts, [
    ['text content', 'hello'],
    ['resource text', 'embedded'],
  ]);
  assert.deepEqual(
    ofType(found, 'meta').map((f) => [f.path, f.target.where]),
    [
      ['/content/0/_meta', 'other'],
      ['/content/3/resource/_meta', 'other'],
      ['/_meta', 'result'],
    ],
  );
});

test('call result: the tool definition given travels with the result; a wrapped result goes through /result', () => {
  const definition = { name: 'a', inputSchema: { type: 'object' }, outputSchema: { type: 'object' } };
  const found = walkTargets(
    { jsonrpc: '2.0', id: 1, result: { resultType: 'complete', content: [{ type: 'text', text: 'x' }] } },
    'call-result',
    definition,
  );
  assert.deepEqual(summary(found), [
    'document ',
    'call-result /result',
    'content-block /result/content/0',
    'model-text /result/content/0/text',
  ]);
  assert.equal(ofType(found, 'call-result')[0]?.target.tool, definition);
  // The definition itself is not walked as a tool.
  assert.equal(ofType(found, 'tool').length, 0);
  assert.equal(ofType(walkTargets({ content: [] }, 'call-result'), 'call-result')[0]?.target.tool, undefined);
});

test('message: request and notification _meta sit in params, each with its where', () => {
  const request = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { _meta: { a: 1 }, name: 'x' } };
  assert.deepEqual(
    walkTargets(request, 'message').map((f) => [f.type, f.path, (f.target as { where?: string }).where]),
    [
      ['document', '', undefined],
      ['message', '', undefined],
      ['meta', '/params/_meta', 'request'],
    ],
  );
  const notification = { jsonrpc: '2.0', method: 'notifications/progress', params: { _meta: {} } };
  assert.deepEqual(
    ofType(walkTargets(notification, 'message'), 'meta').map((f) => [f.path, f.target.where]),
    [['/params/_meta', 'notification']],
  );
  // A request's arguments are not tool definitions or call results.
  assert.deepEqual(
    summary(
      walkTargets({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { arguments: {} } }, 'message'),
    ),
    ['document ', 'message '],
  );
});

test('message: a result is walked as the list or call result it is, else only its _meta', () => {
  const list = walkTargets(
    { jsonrpc: '2.0', id: 1, result: { tools: [{ name: 'a' }], _meta: {} } },
    'message',
  );
  assert.deepEqual(summary(list), [
    'document ',
    'message ',
    'list-result /result',
    'tool-set /result/tools',
    'tool /result/tools/0',
    'model-text /result/tools/0/name',
    'meta /result/_meta',
  ]);
  const call = walkTargets(
    { jsonrpc: '2.0', id: 1, result: { resultType: 'input_required', requestState: 'x', _meta: {} } },
    'message',
  );
  assert.deepEqual(summary(call), ['document ', 'message ', 'call-result /result', 'meta /result/_meta']);
  const other = walkTargets(
    { jsonrpc: '2.0', id: 1, result: { resultType: 'complete', _meta: {} } },
    'message',
  );
  assert.deepEqual(
    ofType(other, 'meta').map((f) => [f.path, f.target.where]),
    [['/result/_meta', 'result']],
  );
  assert.deepEqual(summary(walkTargets([], 'message')), ['document ']);
});

test('keys with "/" and "~" are escaped in the pointers of targets', () => {
  const found = walkTargets(
    { name: 'a', inputSchema: { type: 'object', properties: { 'x~/y': {} } } },
    'tool',
  );
  assert.ok(summary(found).includes('model-text /inputSchema/properties/x~0~1y'), summary(found).join());
  const icon = walkTargets({ name: 'a', inputSchema: {}, icons: [{ src: 'x' }] }, 'tool');
  assert.ok(summary(icon).includes('icon /icons/0'));
});
