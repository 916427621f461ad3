import assert from 'node:assert/strict';
import { test } from 'node:test';
import { detectDialect, dialectFromUri } from './dialect';

test('meta-schema URIs match with or without "#" and over http or https', () => {
  for (const uri of [
    'https://json-schema.org/draft/2020-12/schema',
    'https://json-schema.org/draft/2020-12/schema#',
    'http://json-schema.org/draft/2020-12/schema',
  ]) {
    assert.equal(dialectFromUri(uri), '2020-12', uri);
  }
  assert.equal(dialectFromUri('http://json-schema.org/draft/2019-09/schema#'), '2019-09');
  assert.equal(dialectFromUri('http://json-schema.org/draft-07/schema#'), 'draft-07');
  assert.equal(dialectFromUri('https://json-schema.org/draft-07/schema'), 'draft-07');
  assert.equal(dialectFromUri('http://json-schema.org/draft-06/schema#'), undefined);
  assert.equal(dialectFromUri('https://json-schema.org/draft/2020-12/schema/'), undefined);
  assert.equal(dialectFromUri('json-schema.org/draft-07/schema'), undefined);
});

test('no $schema means 2020-12; unknown or non-string $schema is a problem naming the supported dialects', () => {
  assert.deepEqual(detectDialect({ type: 'object' }), { dialect: '2020-12' });
  assert.deepEqual(detectDialect(true), { dialect: '2020-12' });
  const draft4 = detectDialect({ $schema: 'http://json-schema.org/draft-04/schema#' });
  assert.ok('problem' in draft4);
  assert.equal(draft4.problem.kind, 'dialect-unsupported');
  assert.equal(draft4.problem.path, '/$schema');
  assert.match(draft4.problem.message, /draft-04/);
  assert.match(draft4.problem.message, /2020-12.*2019-09.*draft-07/);
  const custom = detectDialect({ $schema: 'https://example.com/my-meta' });
  assert.ok('problem' in custom);
  assert.match(custom.problem.message, /https:\/\/example\.com\/my-meta/);
  const notString = detectDialect({ $schema: 7 });
  assert.ok('problem' in notString);
  assert.equal(notString.problem.kind, 'invalid');
  assert.match(notString.problem.message, /got number/);
});
