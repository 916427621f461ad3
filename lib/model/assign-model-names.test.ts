import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { clientNameProblem } from '../validate/rules/client-tool-name';
import { OPENAI_NAME_LIMITS } from '../validate/rules/openai-function-name';
import { assignModelNames } from './assign-model-names';

test('valid names are kept; others get the suggestion, or the suggestion and a hash when it is taken or cut', () => {
  const names = assignModelNames(['a.b', 'a_b', 'ok', '', `x${'y'.repeat(70)}`], OPENAI_NAME_LIMITS);
  assert.equal(names[1]!.modelName, 'a_b');
  assert.match(names[0]!.modelName, /^a_b_[0-9a-z]{6}$/);
  assert.equal(names[2]!.modelName, 'ok');
  assert.equal(names[2]!.renamedBecause, undefined);
  assert.equal(names[3]!.modelName, 'my_tool');
  assert.equal([...names[4]!.modelName].length, 64);
  assert.match(names[4]!.renamedBecause!, /71 characters/);
});

test('property: any list gives valid, unique names, the same every time', () => {
  fc.assert(
    fc.property(
      fc.array(fc.oneof(fc.string(), fc.constantFrom('a.b', 'a_b', 'a-b', '..', 'x'.repeat(64))), {
        maxLength: 30,
      }),
      (list) => {
        const first = assignModelNames(list, OPENAI_NAME_LIMITS);
        const names = first.map((n) => n.modelName);
        assert.equal(new Set(names).size, names.length);
        for (const n of names) assert.equal(clientNameProblem(n, OPENAI_NAME_LIMITS), undefined, n);
        assert.deepEqual(assignModelNames(list, OPENAI_NAME_LIMITS), first);
      },
    ),
    { numRuns: 300 },
  );
});
