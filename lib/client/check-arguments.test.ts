import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  checkArguments,
  checkArgumentText as checkWith,
  readArgumentText,
  withSchemaAnswer,
} from './check-arguments';
import { type ClientValidator, createLocalValidator } from './validation';

const validator = createLocalValidator();
const checkArgumentText = (text: string, inputSchema: unknown) => checkWith(validator, text, inputSchema);

const schema = {
  type: 'object',
  properties: { number: { type: 'integer', minimum: 1 }, label: { type: 'string' } },
  required: ['number'],
  additionalProperties: false,
};

test('valid arguments have no problems', async () => {
  const check = await checkArgumentText('{"number": 3}', schema);
  assert.equal(check.parsed, true);
  assert.deepEqual(check.value, { number: 3 });
  assert.deepEqual(check.problems, []);
  assert.equal(check.pending, undefined);
});

test('schema problems are placed at the value they are about', async () => {
  const text = '{\n  "number": "three"\n}';
  const check = await checkArgumentText(text, schema);
  assert.equal(check.problems.length, 1);
  const [problem] = check.problems;
  assert.equal(problem!.path, '/number');
  assert.equal(text.slice(problem!.from, problem!.to), '"three"');
  assert.deepEqual([problem!.line, problem!.column], [2, 13]);
  assert.equal(check.errors[0]!.instancePath, '/number');
});

test('a missing property is reported on its object, and syntax errors before any schema check', async () => {
  assert.match((await checkArgumentText('{}', schema)).problems[0]!.message, /number/);
  const broken = await checkArgumentText('{"number": }', schema);
  assert.equal(broken.parsed, false);
  assert.equal(broken.problems[0]!.kind, 'syntax');
  assert.equal(
    (await checkArgumentText('[1]', schema)).problems[0]!.message,
    '(arguments) must be a JSON object',
  );
  assert.equal(
    (await checkArgumentText('{}', { type: 'object', properties: { a: { $ref: 'https://x/y' } } }))
      .problems[0]!.kind,
    'unusable-schema',
  );
});

test('the synchronous read decides syntax and shape; the schema step waits for its answer', () => {
  const read = readArgumentText('{"number": "three"}');
  assert.equal(read.check.parsed, true);
  assert.ok(read.doc, 'an object: the schema still has to be asked');
  const waiting = withSchemaAnswer(read, undefined, true);
  assert.equal(waiting.pending, true);
  assert.deepEqual(waiting.problems, []);
  const syntax = readArgumentText('{"number": }');
  assert.equal(syntax.doc, undefined);
  assert.equal(syntax.check.problems[0]!.kind, 'syntax');
});

test('an older answer is placed by path onto the newer text while the new one is pending', async () => {
  const first = '{"number": "three"}';
  const answer = await checkArguments(validator, schema, JSON.parse(first));
  const newer = '{\n  "label": "x",\n  "number": "thre"\n}';
  const check = withSchemaAnswer(readArgumentText(newer), answer, true);
  assert.equal(check.pending, true);
  assert.equal(check.problems[0]!.path, '/number');
  assert.equal(newer.slice(check.problems[0]!.from, check.problems[0]!.to), '"thre"');
});

test('a validator that cannot answer makes the schema unusable, with its reason', async () => {
  const down: ClientValidator = {
    validateValue: async () => ({ ok: false, error: { message: 'the validator was stopped' } }),
    checkInstance: async () => ({ ok: false, error: { message: 'the validator was stopped' } }),
  };
  const checked = await checkArguments(down, schema, { number: 1 });
  assert.equal(checked.unusable, 'the validator was stopped');
  const text = await checkWith(down, '{"number": 1}', schema);
  assert.equal(text.problems[0]!.kind, 'unusable-schema');
  assert.match(text.problems[0]!.message, /stopped/);
  assert.deepEqual(
    await checkArguments(down, undefined, { a: 1 }),
    { errors: [] },
    'no schema: nothing to ask',
  );
  assert.equal(
    (await checkArguments(down, schema, [1])).errors[0]!.message,
    'arguments must be a JSON object',
  );
});

test('a check too costly to finish is "not checked", never an error, and says what stopped it', async () => {
  const hostile = {
    type: 'object',
    properties: { q: { type: 'string', pattern: '^(?=a)((a{1,10}){1,10}){1,10}$' } },
  };
  const checked = await checkArguments(validator, hostile, { q: 'aaaaaaaaaaaaaaaaaaaaaaaaab' });
  assert.deepEqual(checked.errors, []);
  assert.match(checked.unchecked ?? '', /^\/q could not be checked: /);
  const text = await checkWith(validator, '{"q": "aaaaaaaaaaaaaaaaaaaaaaaaab"}', hostile);
  assert.equal(text.problems.length, 1);
  assert.equal(text.problems[0]!.kind, 'unchecked');
  assert.deepEqual(text.errors, []);
});
