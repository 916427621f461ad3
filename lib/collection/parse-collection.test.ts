import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { COLLECTION_FORMAT, emptyCollection } from './collection-schema';
import { parseCollection, readCollection } from './parse-collection';

const file = (name: string) =>
  readFileSync(new URL(`../../content/collections/${name}`, import.meta.url), 'utf8');

const base = { format: COLLECTION_FORMAT, version: 1, name: 'c' };
const call = (fields: Record<string, unknown> = {}) => ({
  id: 'a',
  tool: 't',
  arguments: {},
  expect: [],
  ...fields,
});

function errors(value: unknown): string[] {
  const parsed = readCollection(value);
  assert.equal(parsed.ok, false, JSON.stringify(value));
  return parsed.ok ? [] : parsed.errors;
}

test('the example collections parse cleanly', () => {
  for (const name of ['mock-smoke.json', 'mock-failing.json']) {
    const parsed = parseCollection(file(name));
    assert.ok(parsed.ok, parsed.ok ? '' : parsed.errors.join('\n'));
    assert.deepEqual(parsed.warnings, []);
  }
  assert.deepEqual(readCollection(emptyCollection('x')), {
    ok: true,
    collection: emptyCollection('x'),
    warnings: [],
  });
});

test('not JSON, not a collection, another version: one clear error each', () => {
  const syntax = parseCollection('{"format": ');
  assert.equal(syntax.ok, false);
  assert.match(syntax.ok ? '' : syntax.errors[0]!, /^not valid JSON: 1:11: /);
  assert.match(
    errors({ format: 'something-else', calls: [] })[0]!,
    /not "mcp-tool-lab\/collection": this is not a collection file/,
  );
  assert.match(errors({ ...base, version: 2, calls: [] })[0]!, /version 2 is not supported/);
  assert.match(parseCollection(' '.repeat(5_000_001)).ok ? '' : 'limited to 5 MB', /limited to 5 MB/);
});

test('layout errors name the place: unknown keys, bad expectation types, missing fields', () => {
  assert.deepEqual(errors({ ...base, calls: [call({ expect: [{ type: 'contains', text: 'x' }] })] }), [
    `calls[0].expect[0].type: Invalid discriminator value. Expected 'not-error' | 'structured-content-valid' | 'text-contains' | 'text-matches' | 'json-path-equals' | 'latency-under'`,
  ]);
  assert.match(
    errors({ ...base, calls: [call({ expect: [{ type: 'latency-under', ms: 0 }] })] })[0]!,
    /^calls\[0\]\.expect\[0\]\.ms: /,
  );
  assert.match(
    errors({ ...base, calls: [call({ headers: { Authorization: 'x' } })] })[0]!,
    /^calls\[0\]: Unrecognized key: "headers"/,
  );
  assert.match(
    errors({ ...base, calls: [{ id: 'a', arguments: {}, expect: [] }] })[0]!,
    /^calls\[0\]\.tool: /,
  );
  assert.match(errors({ ...base })[0]!, /^calls: /);
});

test('what a schema cannot say: unique ids, valid patterns, singular JSON paths', () => {
  assert.deepEqual(errors({ ...base, calls: [call(), call()] }), [
    'calls[1].id: "a" is used twice; ids must be unique',
  ]);
  assert.match(
    errors({ ...base, calls: [call({ expect: [{ type: 'text-matches', pattern: '[' }] })] })[0]!,
    /^calls\[0\]\.expect\[0\]\.pattern: The pattern "\[" is not a valid/,
  );
  // A lookahead is fine: it runs on the bounded backtracker.
  assert.ok(
    readCollection({ ...base, calls: [call({ expect: [{ type: 'text-matches', pattern: '(a+)+(?=b)' }] })] })
      .ok,
  );
  assert.match(
    errors({
      ...base,
      calls: [call({ expect: [{ type: 'json-path-equals', path: '$.items[*]', value: 1 }] })],
    })[0]!,
    /^calls\[0\]\.expect\[0\]\.path: "\$\.items\[\*\]" is not a JSONPath singular query/,
  );
});

test('secret-looking values are emptied on the way in, with a warning; personal data and tokens counts stay', () => {
  const parsed = readCollection({
    ...base,
    server: { url: 'https://user:pw@example.com/mcp?api_key=abc&region=eu' },
    calls: [
      call({
        arguments: {
          query: 'x',
          api_key: 'sk-123',
          auth: { accessToken: 'abc', scope: 'read' },
          max_tokens: 5,
          email: 'a@b.c',
        },
      }),
    ],
  });
  assert.ok(parsed.ok);
  assert.deepEqual(parsed.collection.calls[0]!.arguments, {
    query: 'x',
    api_key: '',
    auth: '',
    max_tokens: 5,
    email: 'a@b.c',
  });
  assert.equal(parsed.collection.server?.url, 'https://example.com/mcp?region=eu');
  assert.deepEqual(parsed.warnings, [
    'calls[0].arguments.api_key, calls[0].arguments.auth: looked like a secret and was emptied; fill it in before running',
    `server.url: the URL's user name and password and the URL's "api_key" parameter removed (collections hold no credentials)`,
  ]);
});
