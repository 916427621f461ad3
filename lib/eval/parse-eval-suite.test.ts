import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { formatSuiteProblems, parseEvalSuite, serializeEvalSuite } from './parse-eval-suite';

const sample = (name: string) =>
  readFileSync(new URL(`../../content/evals/${name}`, import.meta.url), 'utf8');

test('the sample suites parse, and serialise back to the same format', () => {
  for (const name of ['mock-tools.json', 'mock-actions.json']) {
    const parsed = parseEvalSuite(sample(name));
    assert.ok(parsed.ok, parsed.ok ? '' : formatSuiteProblems(parsed.problems).join('\n'));
    const again = parseEvalSuite(serializeEvalSuite(parsed.suite));
    assert.deepEqual(again, parsed);
  }
});

test('errors point at the line and column of the value they are about', () => {
  const text = `{
  "format": "mcp-tool-lab/eval",
  "version": 1,
  "name": "x",
  "cases": [
    { "id": "a", "prompt": "p", "expect": { "tool": "t" } },
    { "id": "a", "prompt": "q", "expect": { "tool": 7 } }
  ]
}`;
  const parsed = parseEvalSuite(text);
  assert.ok(!parsed.ok);
  assert.deepEqual(formatSuiteProblems(parsed.problems), [
    '7:53 cases[1].expect.tool: Invalid input: expected string, received number',
  ]);
  const fixed = parseEvalSuite(text.replace('"tool": 7', '"tool": "u"'));
  assert.ok(!fixed.ok);
  assert.deepEqual(formatSuiteProblems(fixed.problems), [
    '7:13 cases[1].id: "a" is used twice; ids must be unique',
  ]);
});

test('an expectation of neither shape is explained', () => {
  const parsed = parseEvalSuite(
    JSON.stringify({
      format: 'mcp-tool-lab/eval',
      version: 1,
      name: 'x',
      cases: [{ id: 'a', prompt: 'p', expect: [] }],
    }),
  );
  assert.ok(!parsed.ok);
  assert.match(parsed.problems[0]!.message, /^expect must be \{"tool": name or null/);
});

test('what a schema cannot say: patterns, arguments with no tool, a tool both expected and forbidden', () => {
  const suite = (expect: unknown) =>
    JSON.stringify({
      format: 'mcp-tool-lab/eval',
      version: 1,
      name: 'x',
      cases: [{ id: 'a', prompt: 'p', expect }],
    });
  const problems = (expect: unknown) => {
    const parsed = parseEvalSuite(suite(expect));
    return parsed.ok ? [] : parsed.problems.map((p) => `${p.where}: ${p.message}`);
  };
  assert.match(
    problems({ tool: 't', argumentPatterns: { q: '(' } })[0] ?? '',
    /^cases\[0\]\.expect\.argumentPatterns\.q: /,
  );
  assert.deepEqual(problems({ tool: null, arguments: { a: 1 } }), [
    'cases[0].expect.tool: tool is null (no tool call expected), so arguments and argumentPatterns cannot apply',
  ]);
  assert.deepEqual(problems({ tool: 't', notCalled: ['t'] }), [
    'cases[0].expect.notCalled: "t" is both expected and forbidden',
  ]);
  assert.match(
    problems({ anyOf: [{ tool: 't', argumentPatterns: { '/a/b': 'x', '/bad~2': 'y' } }] })[0] ?? '',
    /not a JSON Pointer/,
  );
});

test('other files are refused with a reason, JSON syntax errors with their position', () => {
  const collection = parseEvalSuite('{"format": "mcp-tool-lab/collection", "version": 1}');
  assert.ok(!collection.ok);
  assert.match(collection.problems[0]!.message, /not "mcp-tool-lab\/eval": this is not an eval suite/);
  const future = parseEvalSuite('{"format": "mcp-tool-lab/eval", "version": 2}');
  assert.ok(!future.ok);
  assert.match(future.problems[0]!.message, /version 2 is not supported/);
  const broken = parseEvalSuite('{\n  "format": "mcp-tool-lab/eval",\n  "cases": [\n}');
  assert.ok(!broken.ok);
  assert.match(formatSuiteProblems(broken.problems)[0]!, /^4:1 not valid JSON: /);
});
