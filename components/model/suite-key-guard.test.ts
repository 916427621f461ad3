import assert from 'node:assert/strict';
import { test } from 'node:test';
import { suiteKeyProblem } from './suite-key-guard';

const KEY = 'sk-proj-TheKeyOfThisTab0123456789abcdefXYZ';
const suite = (prompt: string) =>
  JSON.stringify({ format: 'mcp-tool-lab/eval', version: 1, name: 's', cases: [{ id: 'a', prompt }] });

test('a suite with the key, whole or its random tail, is neither kept nor exported', () => {
  for (const prompt of [`use ${KEY}`, `tail ${KEY.slice(-12)}`]) {
    assert.equal(
      suiteKeyProblem(suite(prompt), KEY, 'exported'),
      'The suite holds your API key, so it is not exported: take the key out.',
    );
    assert.match(
      suiteKeyProblem(suite(prompt), ` ${KEY}\n`, 'saved in this browser') ?? '',
      /not saved in this browser/,
    );
  }
});

test('without a key, or with a suite that does not hold it, nothing is refused', () => {
  assert.equal(suiteKeyProblem(suite(`use ${KEY}`), '', 'exported'), undefined);
  assert.equal(suiteKeyProblem(suite('Read issue 104'), KEY, 'exported'), undefined);
  // Keys too short to be told from words are not looked for (the scrubber's rule).
  assert.equal(suiteKeyProblem(suite('use abc'), 'abc', 'exported'), undefined);
});
