import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { loadValidation, type Validation } from '@/lib/client/index';
import { checkArguments as checkWith } from './argument-check';

let validation: Validation;
before(async () => {
  validation = await loadValidation();
});
const checkArguments = (text: string, inputSchema: unknown) => checkWith(text, inputSchema, validation);

const schema = {
  type: 'object',
  properties: { number: { type: 'integer', minimum: 1 }, label: { type: 'string' } },
  required: ['number'],
  additionalProperties: false,
};

test('valid arguments have no problems', () => {
  const check = checkArguments('{"number": 3}', schema);
  assert.equal(check.parsed, true);
  assert.deepEqual(check.value, { number: 3 });
  assert.deepEqual(check.problems, []);
});

test('schema problems are placed at the value they are about', () => {
  const text = '{\n  "number": "three"\n}';
  const check = checkArguments(text, schema);
  assert.equal(check.problems.length, 1);
  const [problem] = check.problems;
  assert.equal(problem!.path, '/number');
  assert.equal(text.slice(problem!.from, problem!.to), '"three"');
  assert.deepEqual([problem!.line, problem!.column], [2, 13]);
  assert.equal(check.errors[0]!.instancePath, '/number');
});

test('a missing property is reported on its object, and syntax errors before any schema check', () => {
  assert.match(checkArguments('{}', schema).problems[0]!.message, /number/);
  const broken = checkArguments('{"number": }', schema);
  assert.equal(broken.parsed, false);
  assert.equal(broken.problems[0]!.kind, 'syntax');
  assert.equal(checkArguments('[1]', schema).problems[0]!.message, '(arguments) must be a JSON object');
  assert.equal(
    checkArguments('{}', { type: 'object', properties: { a: { $ref: 'https://x/y' } } }).problems[0]!.kind,
    'unusable-schema',
  );
});

test('before the validator has loaded: syntax is checked, the schema step is pending', () => {
  const check = checkWith('{"number": "three"}', schema, undefined);
  assert.equal(check.parsed, true);
  assert.equal(check.pending, true);
  assert.deepEqual(check.problems, []);
  assert.equal(checkWith('{"number": }', schema, undefined).problems[0]!.kind, 'syntax');
  assert.equal(checkWith('{"number": "three"}', schema, validation).pending, undefined);
});
