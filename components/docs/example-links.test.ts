import assert from 'node:assert/strict';
import { test } from 'node:test';
import { examples, getExample } from '../../content/examples/index';
import { PLAYGROUND_SCENARIOS } from '../../content/examples/playground-scenarios';
import { TEACHING_TOOLS } from '../../lib/mock-server/catalogue/teaching-catalogue';
import {
  MISBEHAVIOUR_NAMES,
  misbehaviourTools,
} from '../../lib/mock-server/misbehaviour/misbehaviour-catalogue';
import { compileSchema, validateInstance } from '../../lib/schema/index';
import { playgroundHref, validateHref } from './example-links';

test('Validate opens /validate with the example id', () => {
  assert.equal(validateHref({ id: 'tool/search-issues' }), '/validate?example=tool/search-issues');
});

test('Try in playground names the example, and the scenario when one serves it', () => {
  const tool = getExample('tool/search-issues')!;
  assert.equal(playgroundHref(tool), '/playground?example=tool/search-issues');
  const retry = getExample('message/tools-call-retry')!;
  assert.equal(playgroundHref(retry), '/playground?scenario=deploy_release&example=message/tools-call-retry');
  assert.equal(
    playgroundHref(getExample('tool/json-syntax-comments')!),
    undefined,
    'not JSON: nothing to try',
  );
  assert.equal(playgroundHref(getExample('message/server-discover-request')!), undefined, 'no scenario');
});

test('every scenario is an example of content/examples and a tool or switch of the mock server', () => {
  const toolNames = new Set(TEACHING_TOOLS.map((t) => t.definition.name));
  const switches = new Set<string>(MISBEHAVIOUR_NAMES);
  for (const [id, { scenario }] of Object.entries(PLAYGROUND_SCENARIOS)) {
    assert.ok(getExample(id), `${id} is an example`);
    assert.ok(
      toolNames.has(scenario) || switches.has(scenario),
      `${id}: ${scenario} is a mock tool or switch`,
    );
  }
  assert.ok(examples.filter((e) => playgroundHref(e)).length > 40);
});

test('every scenario says what to do, and its arguments fit its tool: the form opens valid', () => {
  const misbehaviours = misbehaviourTools(Object.fromEntries(MISBEHAVIOUR_NAMES.map((n) => [n, true])));
  const tools = new Map(
    [...TEACHING_TOOLS, ...misbehaviours].map((t) => [t.definition.name, t.definition] as const),
  );
  const switchTool = Object.fromEntries(
    MISBEHAVIOUR_NAMES.map((name) => [name, misbehaviourTools({ [name]: true }).at(-1)!.definition.name]),
  );
  for (const [id, { scenario, arguments: args, hint }] of Object.entries(PLAYGROUND_SCENARIOS)) {
    assert.ok(hint.length > 20 && hint.length < 200, `${id}: a one-line hint`);
    if (args === undefined) continue;
    const tool = tools.get(switchTool[scenario] ?? scenario);
    assert.ok(tool, `${id}: ${scenario} is a tool`);
    const compiled = compileSchema(tool.inputSchema);
    assert.ok(compiled.ok, `${id}: the schema compiles`);
    const verdict = validateInstance(compiled.validator, args);
    assert.ok(verdict.valid, `${id}: ${JSON.stringify(args)} fits ${scenario}: ${JSON.stringify(verdict)}`);
  }
});

/** A JSON value's type as JSON Schema names it. */
const jsonType = (value: unknown) =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : typeof value === 'object'
        ? 'object'
        : typeof value;

test('a result example tried on a mock tool gets structured content of the same shape there', () => {
  const tools = new Map(TEACHING_TOOLS.map((t) => [t.definition.name, t.definition] as const));
  for (const [id, { scenario }] of Object.entries(PLAYGROUND_SCENARIOS)) {
    const tool = tools.get(scenario);
    if (!id.startsWith('call-result/') || !tool) continue;
    let result: unknown;
    try {
      result = JSON.parse(getExample(id)!.text);
    } catch {
      continue;
    }
    const structured = (result as { structuredContent?: unknown } | null)?.structuredContent;
    if (structured === undefined) continue;
    const declared = (tool.outputSchema as { type?: unknown } | undefined)?.type;
    assert.ok(
      declared !== undefined,
      `${id}: ${scenario} declares an outputSchema, as the example's result needs`,
    );
    assert.equal(
      declared,
      jsonType(structured),
      `${id}: the example's structuredContent is ${jsonType(structured)}, ${scenario} answers ${String(declared)}`,
    );
  }
});
