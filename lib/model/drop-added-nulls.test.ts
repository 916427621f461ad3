import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dropAddedNulls } from './drop-added-nulls';

const schema = {
  type: 'object',
  properties: {
    q: { type: 'string' },
    label: { type: 'string' },
    when: { type: ['string', 'null'] },
    filter: { $ref: '#/$defs/Filter' },
    items: { type: 'array', items: { type: 'object', properties: { note: { type: 'string' } } } },
  },
  required: ['q'],
  $defs: {
    Filter: {
      type: 'object',
      properties: { field: { type: 'string' }, value: { type: 'string' } },
      required: ['field'],
    },
  },
};

test('nulls that strict mode added for optional properties are removed, at every depth', () => {
  assert.deepEqual(
    dropAddedNulls(schema, {
      q: 'bug',
      label: null,
      when: null,
      filter: { field: 'state', value: null },
      items: [{ note: null }, { note: 'x' }],
    }),
    { q: 'bug', when: null, filter: { field: 'state' }, items: [{}, { note: 'x' }] },
  );
});

test('a null the schema allows, a required null and unknown keys are left for the server to judge', () => {
  assert.deepEqual(dropAddedNulls(schema, { q: null, extra: null }), { q: null, extra: null });
  assert.equal(dropAddedNulls(schema, 'not an object'), 'not an object');
});

test('properties of anyOf branches count too (a root anyOf merged for the provider)', () => {
  const branched = {
    type: 'object',
    anyOf: [{ properties: { id: { type: 'string' } } }, { properties: { path: { type: 'string' } } }],
  };
  assert.deepEqual(dropAddedNulls(branched, { id: 'a', path: null }), { id: 'a' });
});
