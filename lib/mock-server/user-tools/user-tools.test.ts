import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createMockServer } from '../create-mock-server';
import { messageErrors } from '../testing/message-errors';
import { mcpRequest, readMessage } from '../testing/mock-exchange';
import { compileUserTool } from './compile-user-tool';
import { renderTemplate } from './render-template';

test('templates fill strings from arguments; typed placeholders keep JSON types', () => {
  const args = { city: 'Oslo', days: 3, options: { units: 'metric' } };
  assert.equal(
    renderTemplate('Weather in {{arguments.city}} for {{ args.days }} days', args),
    'Weather in Oslo for 3 days',
  );
  assert.equal(renderTemplate('{{arguments.options}}', args), '{"units":"metric"}');
  assert.equal(renderTemplate('{{arguments.missing}}!', args), '!');
  assert.deepEqual(
    renderTemplate({ days: '{{arguments.days}}', units: '{{arguments.options.units}}' }, args, true),
    {
      days: 3,
      units: 'metric',
    },
  );
  assert.deepEqual(renderTemplate(['{{arguments}}'], args, true), [args]);
});

test('invalid user tools are refused with reasons; no code can be given', () => {
  const refused = compileUserTool({ definition: { name: 'x', inputSchema: { type: 'array' } } });
  assert.equal(refused.ok, false);
  if (!refused.ok) assert.match(refused.errors[0]!, /type": "object"/);
  const badResult = compileUserTool({
    definition: { name: 'y', inputSchema: { type: 'object' } },
    result: { content: 'hi' },
  });
  assert.equal(badResult.ok, false);
  const slow = compileUserTool({
    definition: { name: 'z', inputSchema: { type: 'object' } },
    delayMs: 60_000,
  });
  assert.equal(slow.ok, false);
  const badSchema = compileUserTool({
    definition: { name: 'w', inputSchema: { type: 'object', properties: { a: { type: 12 } } } },
  });
  assert.equal(badSchema.ok, false);
});

test('user tools are served: canned, templated results, replacing a built-in of the same name', async () => {
  const server = createMockServer({
    tools: [
      {
        definition: {
          name: 'get_weather',
          description: 'Current weather for a city.',
          inputSchema: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
          outputSchema: {
            type: 'object',
            properties: { city: { type: 'string' }, celsius: { type: 'number' } },
          },
        },
        result: {
          content: [{ type: 'text', text: 'It is 21 °C in {{arguments.city}}.' }],
          structuredContent: { city: '{{arguments.city}}', celsius: 21 },
        },
      },
      { definition: { name: 'search_issues', description: 'Replaced.', inputSchema: { type: 'object' } } },
      { definition: { name: 42, inputSchema: {} } },
    ],
  });
  assert.equal(server.problems.length, 2);
  const names = server.listTools().map((t) => t.name);
  assert.equal(names.indexOf('search_issues'), 0, 'replaced in place');
  assert.ok(names.includes('get_weather'));
  const message = await readMessage(
    await server.handle(mcpRequest('tools/call', { name: 'get_weather', arguments: { city: 'Lima' } })),
  );
  assert.deepEqual(messageErrors([message]), []);
  const result = message.result as { content: { text: string }[]; structuredContent: unknown };
  assert.equal(result.content[0]!.text, 'It is 21 °C in Lima.');
  assert.deepEqual(result.structuredContent, { city: 'Lima', celsius: 21 });
  const echo = await readMessage(
    await server.handle(mcpRequest('tools/call', { name: 'search_issues', arguments: { q: 1 } })),
  );
  assert.match(JSON.stringify(echo), /search_issues called with \{\\"q\\":1\}/);
});

test('with catalogue "none" only the user tools are listed, and list_changed is not offered', async () => {
  const server = createMockServer({
    catalogue: 'none',
    tools: [
      {
        definition: { name: 'only', description: 'The only tool.', inputSchema: { type: 'object' } },
        delayMs: 5,
      },
    ],
  });
  assert.deepEqual(
    server.listTools().map((t) => t.name),
    ['only'],
  );
  const discover = await readMessage(await server.handle(mcpRequest('server/discover')));
  assert.deepEqual((discover.result as { capabilities: unknown }).capabilities, { tools: {} });
});
