import assert from 'node:assert/strict';
import { test } from 'node:test';
import { examples, getExample } from '../../content/examples/index';
import { TEACHING_TOOLS } from '../../lib/mock-server/catalogue/teaching-catalogue';
import { MISBEHAVIOUR_NAMES } from '../../lib/mock-server/misbehaviour/misbehaviour-catalogue';
import { PLAYGROUND_SCENARIOS, playgroundHref, validateHref } from './example-links';

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
  for (const [id, scenario] of Object.entries(PLAYGROUND_SCENARIOS)) {
    assert.ok(getExample(id), `${id} is an example`);
    assert.ok(
      toolNames.has(scenario) || switches.has(scenario),
      `${id}: ${scenario} is a mock tool or switch`,
    );
  }
  assert.ok(examples.filter((e) => playgroundHref(e)).length > 40);
});
