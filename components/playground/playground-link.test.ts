import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decodeShare } from '../../lib/share/decode-share';
import { encodeShare } from '../../lib/share/encode-share';
import { linkForExample, readExampleQuery } from './example-scenario';
import { emptyLink, fromShareState, shareableUrl, toShareState } from './playground-link';

test('a link round-trips the scenario, tool and arguments through the share format', () => {
  const link = {
    ...emptyLink(),
    misbehaviour: ['brokenOutputSchema' as const],
    tools: [{ definition: { name: 'x', inputSchema: { type: 'object' } } }],
    conformance: true,
    selected: 'x',
    arguments: { city: 'Oslo' },
    target: 'url' as const,
    url: 'http://127.0.0.1:3000/mcp',
  };
  const encoded = encodeShare('playground', toShareState(link));
  assert.ok(encoded.ok);
  const decoded = decodeShare(encoded.value);
  assert.ok(decoded.ok && decoded.value.kind === 'playground');
  assert.deepEqual(fromShareState(decoded.value.state), { link, notes: [] });
});

test('URLs with credentials or a query never go into a link', () => {
  assert.equal(shareableUrl('https://mcp.example/mcp'), 'https://mcp.example/mcp');
  assert.equal(shareableUrl('https://mcp.example/mcp?token=abc'), undefined);
  assert.equal(shareableUrl('https://me:pw@mcp.example/mcp'), undefined);
  assert.equal(shareableUrl('javascript:alert(1)'), undefined);
  const state = toShareState({ ...emptyLink(), target: 'url', url: 'https://mcp.example/mcp?key=1' });
  assert.equal('url' in state || 'target' in state, false);
});

test("untrusted link states are read defensively, and the validator's hand-over adds its tool", () => {
  const { link, notes } = fromShareState({
    misbehaviour: ['brokenOutputSchema', 'rmRf'],
    tools: ['nope', { definition: { name: 'ok' } }],
    target: 'url',
    url: 'file:///etc/passwd',
  });
  assert.deepEqual(link.misbehaviour, ['brokenOutputSchema']);
  assert.equal(link.tools.length, 1);
  assert.equal(link.target, undefined);
  assert.equal(notes.length, 2);
  const handed = fromShareState({ tool: '{"name":"get_weather","inputSchema":{"type":"object"}}' });
  assert.equal(handed.link.selected, 'get_weather');
  assert.equal(handed.link.tools.length, 1);
  assert.match(fromShareState({ tool: '{ not json' }).notes[0]!, /not valid JSON/);
});

test('docs links: a switch is turned on and its tool selected; a definition is added; a request fills arguments', () => {
  assert.deepEqual(readExampleQuery('?scenario=brokenOutputSchema&example=call-result/x'), {
    example: 'call-result/x',
    scenario: 'brokenOutputSchema',
  });
  const switched = linkForExample(undefined, 'brokenOutputSchema').link;
  assert.deepEqual(switched.misbehaviour, ['brokenOutputSchema']);
  assert.equal(switched.selected, 'misbehave_output_schema');
  const tool = linkForExample(
    { kind: 'tool', text: '{"name":"t1","inputSchema":{"type":"object"}}' },
    undefined,
  ).link;
  assert.equal(tool.selected, 't1');
  assert.equal(tool.tools.length, 1);
  const request = linkForExample(
    {
      kind: 'message',
      text: '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"search_issues","arguments":{"query":"crash"}}}',
    },
    'search_issues',
  ).link;
  assert.deepEqual(request.arguments, { query: 'crash' });
  assert.match(linkForExample({ kind: 'tool', text: '{ nope' }, undefined).notes[0]!, /not valid JSON/);
});

test('a docs example opens with the arguments that reproduce it and a hint, both looked up by its id', () => {
  const elicitation = linkForExample(
    { kind: 'call-result', text: '{"resultType":"input_required"}' },
    'deploy_release',
    'call-result/input-required-elicitation',
  );
  assert.equal(elicitation.link.selected, 'deploy_release');
  assert.deepEqual(elicitation.link.arguments, {
    service: 'checkout',
    version: '2.4.1',
    environment: 'production',
  });
  assert.match(elicitation.hint ?? '', /production deploy answers input_required/);
  // The scenario of the address wins; a table entry for another scenario adds nothing to it.
  const other = linkForExample(undefined, 'search_issues', 'call-result/input-required-elicitation');
  assert.equal(other.link.selected, 'search_issues');
  assert.equal(other.link.arguments, undefined);
  assert.equal(other.hint, undefined);
  // Without the scenario in the address, the id alone is enough.
  assert.equal(
    linkForExample(undefined, undefined, 'call-result/weather-tool-error').link.selected,
    'convert_currency',
  );
  // A definition added to the mock says so.
  assert.match(
    linkForExample({ kind: 'tool', text: '{"name":"t1","inputSchema":{"type":"object"}}' }, undefined).hint ??
      '',
    /now a tool of the in-page mock/,
  );
});
