import assert from 'node:assert/strict';
import { test } from 'node:test';
import { caseCaption, ruleExamples } from './rule-examples-data';
import { isRuleExamples, packLines, unpackLines } from './rule-examples-wire';
import { findRuleDoc, ruleDocs } from './rules-data';

/** The text of packed lines, as the page shows it. */
const textOf = (lines: Parameters<typeof unpackLines>[0], styles: Parameters<typeof unpackLines>[1]) =>
  `${unpackLines(lines, styles)
    .map((line) => line.map((t) => t.content).join(''))
    .join('\n')}\n`;

test("a rule's examples are its failing and passing case, highlighted, with the text unchanged", async () => {
  const rule = findRuleDoc('tool-name-characters')!;
  const examples = (await ruleExamples(rule.id))!;
  assert.equal(examples.id, rule.id);
  assert.ok(isRuleExamples(examples, rule.id));
  assert.deepEqual(
    examples.cases.map((c) => c.caption),
    [caseCaption('fail', rule.fail), caseCaption('pass', rule.pass)],
  );
  assert.match(examples.cases[0]!.caption, /^Trips the rule \(tool definition/);
  assert.equal(textOf(examples.cases[0]!.text, examples.styles), rule.fail.text);
  assert.equal(textOf(examples.cases[1]!.text, examples.styles), rule.pass.text);
  // Highlighted: tokens carry both themes' colours, shared through the style table.
  const styled = examples.cases[0]!.text.flat().filter((t) => typeof t !== 'string');
  assert.ok(styled.length > 3);
  assert.ok(examples.styles.every((s) => '--shiki-light' in s && '--shiki-dark' in s));
  assert.ok(examples.styles.length < styled.length, 'colours are stored once each');
});

test('a call-result rule carries the tool definition its case is checked against', async () => {
  const rule = ruleDocs.find((r) => r.fail.tool !== undefined)!;
  assert.ok(rule, 'some rule checks a call result against a tool');
  const examples = (await ruleExamples(rule.id))!;
  assert.equal(textOf(examples.cases[0]!.tool!, examples.styles), rule.fail.tool);
  assert.match(examples.cases[0]!.caption, /tools\/call result/);
});

test('an unknown rule has no examples, and a foreign answer is refused', async () => {
  assert.equal(await ruleExamples('no-such-rule'), undefined);
  assert.equal(isRuleExamples({ id: 'other', styles: [], cases: [] }, 'tool-name-characters'), false);
  assert.equal(isRuleExamples('<html>', 'x'), false);
  assert.equal(isRuleExamples({ id: 'x', styles: [], cases: [{ caption: 1, text: [] }] }, 'x'), false);
});

test('captions name the kind, the profile and the version of a case', () => {
  assert.equal(caseCaption('pass', { kind: 'tool', text: '{}' }), 'Passes (tool definition)');
  assert.equal(
    caseCaption('fail', { kind: 'tools-list-result', text: '{}', profile: 'claude-api', spec: '2025-06-18' }),
    'Trips the rule (tools/list result, claude-api profile, at MCP 2025-06-18)',
  );
});

test('packing keeps every token and stores each colour pair once', () => {
  const a = { '--shiki-light': '#000', '--shiki-dark': '#fff' };
  const styles: Record<string, string>[] = [];
  const lines = [[{ content: '{' }, { content: '"a"', style: a }], [{ content: '"b"', style: { ...a } }]];
  const packed = packLines(lines, styles);
  assert.deepEqual(packed, [['{', ['"a"', 0]], [['"b"', 0]]]);
  assert.deepEqual(styles, [a]);
  assert.deepEqual(unpackLines(packed, styles), lines);
});
