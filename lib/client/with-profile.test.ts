// A client profile on the client's validator: the mock server's list, checked as OpenAI's strict
// function calling would see it, has findings the spec alone does not give; explicit checks keep theirs.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createMockServer } from '../mock-server/create-mock-server';
import { createClient } from './create-client';
import { fetchFromHandler } from './testing/handler-fetch';
import type { TimelineEvent } from './timeline-event';
import { type ClientValidator, createLocalValidator, withProfile } from './validation';

async function listedRules(validator: ClientValidator): Promise<Set<string>> {
  const server = createMockServer();
  const client = createClient({
    url: 'http://127.0.0.1:8787/mcp',
    fetch: fetchFromHandler((request) => server.handle(request)),
    validator,
  });
  const listed = await client.listTools();
  assert.ok(listed.ok);
  await client.close();
  const events = client.timeline.events();
  return new Set(
    events
      .filter((e): e is Extract<TimelineEvent, { type: 'diagnostics' }> => e.type === 'diagnostics')
      .flatMap((e) => e.diagnostics.map((d) => d.rule)),
  );
}

test("withProfile: a listed page is checked with the profile's rules, the spec alone does not report them", async () => {
  const local = createLocalValidator();
  const spec = await listedRules(local);
  const strict = await listedRules(withProfile(local, 'openai-strict'));
  const strictOnly = [...strict].filter((rule) => !spec.has(rule));
  assert.ok(strictOnly.length > 0, `openai-strict adds findings; got ${[...strict].join(', ')}`);
  assert.ok(
    strictOnly.every((rule) => rule.startsWith('openai-')),
    strictOnly.join(', '),
  );
});

test('withProfile: a check that names its profile keeps it; the default profile is the validator itself', async () => {
  const local = createLocalValidator();
  assert.equal(withProfile(local, 'default'), local);
  const dotted = { name: 'calendar.list', description: 'Lists events.', inputSchema: { type: 'object' } };
  const claude = withProfile(local, 'claude-api');
  const asClaude = await claude.validateValue(dotted, { kind: 'tool' });
  assert.ok(asClaude.ok && asClaude.value.some((d) => d.rule === 'claude-tool-name'));
  const asSpec = await claude.validateValue(dotted, { kind: 'tool', profile: 'default' });
  assert.ok(asSpec.ok && !asSpec.value.some((d) => d.rule === 'claude-tool-name'));
});
