import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseJsonPath, selectPath } from './json-path';

const doc = {
  content: [{ type: 'text', text: 'hi' }],
  structuredContent: { items: [{ id: 7 }, { id: 9 }], 'a b': 1, "it's": 2, total: 0, none: null },
};

function select(path: string) {
  const parsed = parseJsonPath(path);
  assert.ok(parsed.ok, parsed.ok ? '' : parsed.error);
  return selectPath(doc, parsed.segments);
}

test('names, quoted names and indexes select one value', () => {
  assert.deepEqual(select('$'), { found: true, value: doc });
  assert.deepEqual(select('$.content[0].text'), { found: true, value: 'hi' });
  assert.deepEqual(select('$.structuredContent.items[-1].id'), { found: true, value: 9 });
  assert.deepEqual(select("$['structuredContent']['a b']"), { found: true, value: 1 });
  assert.deepEqual(select('$["structuredContent"]["it\'s"]'), { found: true, value: 2 });
  assert.deepEqual(select("$.structuredContent['it\\'s']"), { found: true, value: 2 });
  assert.deepEqual(select('$.structuredContent[ "total" ]'), { found: true, value: 0 });
  assert.deepEqual(select('$.structuredContent.none'), { found: true, value: null });
});

test('missing steps are not found, whatever the type in the way', () => {
  assert.deepEqual(select('$.structuredContent.missing'), { found: false });
  assert.deepEqual(select('$.structuredContent.items[2]'), { found: false });
  assert.deepEqual(select('$.structuredContent.items[-3]'), { found: false });
  assert.deepEqual(select('$.content.text'), { found: false });
  assert.deepEqual(select('$.structuredContent[0]'), { found: false });
  assert.deepEqual(select('$.structuredContent.total.x'), { found: false });
  // Inherited properties are not members.
  assert.deepEqual(select('$.structuredContent.toString'), { found: false });
});

test('anything but a singular query is refused with the place and a hint', () => {
  const error = (path: string) => {
    const parsed = parseJsonPath(path);
    assert.equal(parsed.ok, false, path);
    return parsed.ok ? '' : parsed.error;
  };
  assert.match(error('structuredContent.x'), /must start with "\$" at character 1/);
  assert.match(error('$.items[*]'), /only single names and indexes/);
  assert.match(error('$.*'), /wildcards/);
  assert.match(error('$.items[0:2]'), /only single names and indexes/);
  assert.match(error('$.items[0,1]'), /only single names and indexes/);
  assert.match(error('$..id'), /a member name is expected/);
  assert.match(error('$.items[01]'), /"\]" is expected/);
  assert.match(error('$.items[-0]'), /an index or a quoted name/);
  assert.match(error("$['open"), /not closed/);
  assert.match(error('$.a b'), /unexpected " "/);
  assert.match(error('$.a'.concat('[99999999999999999999]')), /too large/);
});
