import assert from 'node:assert/strict';
import { test } from 'node:test';
import { handleValidationWorkerRequest } from './handle-worker-request';
import {
  type FormatReply,
  isValidationWorkerMessage,
  isValidationWorkerRequest,
  type ValidateReply,
} from './worker-protocol';

const tool = JSON.stringify(
  {
    name: 'get_weather',
    description:
      'Gets the current weather for a city. Use it when the user asks about the weather somewhere.',
    inputSchema: { type: 'object', properties: { city: { type: 'string', description: 'City' } } },
    outputSchema: {
      type: 'object',
      properties: { celsius: { type: 'number' } },
      required: ['celsius'],
    },
  },
  null,
  2,
);
const result = `{
  "resultType": "complete",
  "content": [{ "type": "text", "text": "{\\"celsius\\":\\"21\\"}" }],
  "structuredContent": { "celsius": "21" }
}`;

function validated(request: Record<string, unknown>): ValidateReply {
  const reply = handleValidationWorkerRequest({
    type: 'validate',
    id: 7,
    profile: 'default',
    kind: 'auto',
    ...request,
  });
  assert.equal(reply.type, 'validated', JSON.stringify(reply));
  return reply as ValidateReply;
}

function formatted(text: string): FormatReply['result'] {
  const reply = handleValidationWorkerRequest({ type: 'format', id: 3, text });
  assert.equal(reply.type, 'formatted');
  assert.equal(reply.id, 3);
  return (reply as FormatReply).result;
}

function apply(text: string, changes: Array<{ from: number; to: number; insert: string }>): string {
  let out = text;
  for (const c of [...changes].sort((a, b) => b.from - a.from))
    out = out.slice(0, c.from) + c.insert + out.slice(c.to);
  return out;
}

test('validate: the reply carries the request id, the report and the time spent', () => {
  const reply = validated({ text: '{"name": "get weather", "inputSchema": {"type": "object"}}' });
  assert.equal(reply.id, 7);
  assert.equal(reply.report.kind, 'tool');
  assert.equal(reply.report.detected?.kind, 'tool');
  assert.ok(reply.report.diagnostics.some((d) => d.rule === 'tool-name-characters'));
  assert.equal(reply.tool, undefined);
  assert.ok(reply.elapsedMs >= 0);
});

test('validate: a call result is checked against the parsed tool text, which gets its own report', () => {
  const reply = validated({ text: result, toolText: tool });
  assert.equal(reply.report.kind, 'call-result');
  const finding = reply.report.diagnostics.find((d) => d.rule === 'structured-content-schema');
  assert.equal(finding?.path, '/structuredContent/celsius');
  assert.deepEqual([finding?.range?.start.line, finding?.range?.start.column], [4, 37]);
  assert.equal(reply.tool?.usable, true);
  assert.equal(reply.tool?.report.kind, 'tool');
});

test('validate: an unusable tool text is reported and the result is checked without it', () => {
  const reply = validated({ text: result, toolText: '{"name": ' });
  assert.equal(reply.tool?.usable, false);
  assert.ok(reply.tool?.report.diagnostics.some((d) => d.rule === 'json-syntax'));
  assert.ok(!reply.report.diagnostics.some((d) => d.rule === 'structured-content-schema'));
});

test('validate: the tool text is ignored for other kinds and when blank', () => {
  assert.equal(validated({ text: '{"name": "x"}', kind: 'tool', toolText: tool }).tool, undefined);
  assert.equal(validated({ text: result, toolText: '  \n' }).tool, undefined);
});

test('validate: the profile and an explicit kind are passed on', () => {
  const text = '{"name": "ns.get", "description": "d", "inputSchema": {"type": "object"}}';
  const strict = validated({ text, kind: 'tool', profile: 'claude-api' });
  assert.ok(strict.report.diagnostics.some((d) => d.rule === 'claude-tool-name'));
  assert.equal(strict.report.detected, undefined);
  const spec = validated({ text, kind: 'tool', profile: 'default' });
  assert.ok(!spec.report.diagnostics.some((d) => d.rule === 'claude-tool-name'));
});

test('validate: findings with a safe edit carry their quick fixes, which remove them when applied', () => {
  const text = '{\n  "name": "get weather",\n  "inputSchema": {\n    "properties": {}\n  }\n}\n';
  const reply = validated({ text, kind: 'tool' });
  const indexes = Object.keys(reply.fixes ?? {}).map(Number);
  const fixed = indexes.map((i) => reply.report.diagnostics[i]!.rule).sort();
  assert.deepEqual(fixed, ['input-schema-type', 'tool-name-characters']);
  for (const i of indexes) {
    const finding = reply.report.diagnostics[i]!;
    const [fix] = reply.fixes![i]!;
    const after = validated({ text: apply(text, fix!.edits), kind: 'tool' });
    assert.ok(
      !after.report.diagnostics.some((d) => d.rule === finding.rule && d.path === finding.path),
      `${fix!.title} removes ${finding.rule}`,
    );
  }
  // Findings without a fix have no entry; the reply still crosses postMessage.
  const described = reply.report.diagnostics.findIndex((d) => d.rule === 'tool-description-missing');
  assert.ok(described >= 0);
  assert.equal(reply.fixes?.[described], undefined);
  assert.deepEqual(structuredClone(reply.fixes), reply.fixes);
});

test('validate: the tool definition of a call result gets its own quick fixes, in its own text', () => {
  const brokenTool = '{"name": "get weather", "inputSchema": {"type": "object"}}';
  const reply = validated({ text: result, toolText: brokenTool });
  const tool = reply.tool!;
  const index = tool.report.diagnostics.findIndex((d) => d.rule === 'tool-name-characters');
  const [fix] = tool.fixes?.[index] ?? [];
  assert.ok(fix, 'a rename is offered');
  assert.equal(JSON.parse(apply(brokenTool, fix!.edits)).name, 'get_weather');
});

test('format: pretty-prints with two spaces and keeps every token as written', () => {
  const text = '{"a":[1,2.50,{"b":[]}],"c":{},"e":"\\u00e9"}';
  const outcome = formatted(text);
  assert.ok(outcome.ok);
  assert.equal(
    apply(text, outcome.changes),
    '{\n  "a": [\n    1,\n    2.50,\n    {\n      "b": []\n    }\n  ],\n  "c": {},\n  "e": "\\u00e9"\n}\n',
  );
});

test('format: already formatted text needs no change', () => {
  const outcome = formatted('{\n  "a": 1\n}\n');
  assert.deepEqual(outcome, { ok: true, changes: [] });
});

test('format: refuses invalid JSON politely, with where the first problem is', () => {
  const outcome = formatted('{\n  "a": 1,\n}');
  assert.ok(!outcome.ok);
  assert.deepEqual([outcome.error.line, outcome.error.column], [2, 9]);
  assert.match(outcome.error.message, /^Not formatted: the text is not valid JSON yet \(line 2, column 9/);
  assert.ok(!formatted('').ok);
});

test('check-value and check-instance: the answers lib/client gets in-process, from the worker', () => {
  const value = handleValidationWorkerRequest({
    type: 'check-value',
    id: 5,
    value: JSON.parse(result),
    check: { kind: 'call-result', tool: JSON.parse(tool) },
  });
  assert.equal(value.type, 'value-checked');
  assert.equal(value.id, 5);
  assert.ok(
    value.type === 'value-checked' && value.diagnostics.some((d) => d.path.startsWith('/structuredContent')),
    JSON.stringify(value),
  );
  const schema = JSON.parse(tool).inputSchema;
  const instance = handleValidationWorkerRequest({
    type: 'check-instance',
    id: 6,
    schema,
    instance: { city: 3 },
  });
  assert.deepEqual(
    instance.type === 'instance-checked' &&
      instance.result.usable &&
      instance.result.errors.map((e) => e.instancePath),
    ['/city'],
  );
  assert.ok(isValidationWorkerMessage(structuredClone(value)));
  assert.ok(isValidationWorkerMessage(structuredClone(instance)));
  const unusable = handleValidationWorkerRequest({
    type: 'check-instance',
    id: 7,
    schema: { $ref: 'https://example.com/s.json' },
    instance: {},
  });
  assert.ok(unusable.type === 'instance-checked' && !unusable.result.usable);
});

test('a malformed request gets a failed reply with its id when it has one', () => {
  assert.deepEqual(handleValidationWorkerRequest({ type: 'validate', id: 4, text: '{}' }), {
    type: 'failed',
    id: 4,
    message: 'The validation worker received a request it does not understand.',
  });
  assert.equal(handleValidationWorkerRequest('hello').id, -1);
  assert.equal(handleValidationWorkerRequest({ type: 'explode', id: 1, text: '' }).type, 'failed');
});

test('request guard: accepts the four request shapes and nothing else', () => {
  const ok = { type: 'validate', id: 1, text: '', kind: 'call-result', profile: 'claude-api', toolText: '' };
  assert.ok(isValidationWorkerRequest(ok));
  assert.ok(isValidationWorkerRequest({ type: 'format', id: 2, text: '{}' }));
  const value = { type: 'check-value', id: 3, value: {}, check: { kind: 'tool', ruleIds: ['a'] } };
  assert.ok(isValidationWorkerRequest(value));
  const instance = { type: 'check-instance', id: 4, schema: true, instance: null };
  assert.ok(isValidationWorkerRequest(instance));
  for (const bad of [
    { ...value, check: { kind: 'poem' } },
    { ...value, check: { kind: 'tool', ruleIds: [1] } },
    { type: 'check-value', id: 3, check: { kind: 'tool' } },
    { type: 'check-instance', id: 4, schema: {} },
    { ...instance, id: -0.5 },
  ]) {
    assert.equal(isValidationWorkerRequest(bad), false, JSON.stringify(bad));
  }
  for (const bad of [
    { ...ok, kind: 'poem' },
    { ...ok, profile: 'strict' },
    { ...ok, id: '1' },
    { ...ok, id: 1.5 },
    { ...ok, text: 1 },
    { ...ok, toolText: {} },
    { ...ok, budgetMs: -1 },
    null,
    [],
  ]) {
    assert.equal(isValidationWorkerRequest(bad), false, JSON.stringify(bad));
  }
});

test('message guard: accepts what the worker sends, after a structured clone', () => {
  const reply = structuredClone(validated({ text: '{}' }));
  assert.ok(isValidationWorkerMessage(reply));
  assert.ok(isValidationWorkerMessage({ type: 'ready' }));
  assert.ok(
    isValidationWorkerMessage(
      structuredClone(handleValidationWorkerRequest({ type: 'format', id: 1, text: '1' })),
    ),
  );
  assert.ok(isValidationWorkerMessage({ type: 'failed', id: -1, message: 'x' }));
  assert.equal(isValidationWorkerMessage({ type: 'validated', id: 1 }), false);
  assert.equal(isValidationWorkerMessage({ type: 'formatted', id: 1, result: {} }), false);
  assert.equal(isValidationWorkerMessage('ready'), false);
});

test('check-value: a client profile is passed on, and an unknown one is refused', () => {
  const dotted = { name: 'calendar.list', description: 'Lists events.', inputSchema: { type: 'object' } };
  const ask = (check: Record<string, unknown>) =>
    handleValidationWorkerRequest({ type: 'check-value', id: 4, value: dotted, check });
  const claude = ask({ kind: 'tool', profile: 'claude-api' });
  assert.equal(claude.type, 'value-checked');
  assert.ok(claude.type === 'value-checked' && claude.diagnostics.some((d) => d.rule === 'claude-tool-name'));
  const spec = ask({ kind: 'tool' });
  assert.ok(spec.type === 'value-checked' && !spec.diagnostics.some((d) => d.rule === 'claude-tool-name'));
  assert.equal(ask({ kind: 'tool', profile: 'netscape' }).type, 'failed');
});
