// When an elicitation form may be accepted: only with an answer that fits the requested schema
// (a missing required field blocks Accept; Decline and Cancel are always possible).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkArguments, createLocalValidator, readArgumentText, withSchemaAnswer } from '@/lib/client/index';
import { acceptBlocker } from './elicitation-answer';

const schema = {
  type: 'object',
  properties: { confirm: { type: 'boolean', title: 'Deploy now' }, note: { type: 'string', maxLength: 5 } },
  required: ['confirm'],
};

async function checked(text: string) {
  const read = readArgumentText(text);
  if (!read.doc) return read.check;
  const errors = await checkArguments(createLocalValidator(), schema, read.check.value);
  return withSchemaAnswer(read, errors, false);
}

test('elicitation: Accept waits for an answer that fits the requested schema', async () => {
  assert.match(acceptBlocker(await checked('{}')) ?? '', /required/);
  assert.match(
    acceptBlocker(await checked('{"confirm": true, "note": "too long"}')) ?? '',
    /requested schema/,
  );
  assert.match(acceptBlocker(await checked('{"confirm": tr')) ?? '', /not valid JSON/);
  assert.equal(acceptBlocker(await checked('{"confirm": false}')), undefined, 'false is an answer');
  assert.equal(acceptBlocker(await checked('{"confirm": true, "note": "ok"}')), undefined);
  const read = readArgumentText('{"confirm": true}');
  assert.match(acceptBlocker(withSchemaAnswer(read, undefined, true)) ?? '', /Checking/);
});
