import assert from 'node:assert/strict';
import { test } from 'node:test';
import { historyEntryOf, recordCall } from './call-history';
import {
  addCollection,
  type CollectionLibrary,
  collectionFileName,
  emptyLibrary,
  exportCollectionText,
  importCollectionText,
  libraryRefusal,
  parseStoredLibrary,
  removeCall,
  saveCall,
} from './collection-library';
import { parseCollection } from './parse-collection';

function must<T extends { ok: boolean }>(edit: T): Extract<T, { ok: true }> {
  assert.ok(edit.ok, JSON.stringify(edit));
  return edit as Extract<T, { ok: true }>;
}

const withSmoke = (): CollectionLibrary => must(addCollection(emptyLibrary, '  smoke ')).library;

test('collections are named, unique, and an empty name is refused', () => {
  const library = withSmoke();
  assert.deepEqual(
    library.collections.map((c) => c.name),
    ['smoke'],
  );
  const dup = addCollection(library, 'smoke');
  assert.equal(dup.ok, false);
  assert.match(dup.ok ? '' : dup.error, /already a collection named "smoke"/);
  assert.equal(addCollection(library, '   ').ok, false);
});

test('a saved call gets an id from its tool name, unique within the collection', () => {
  let library = withSmoke();
  for (let i = 0; i < 3; i++)
    library = must(
      saveCall(library, 'smoke', {
        tool: 'convert_currency',
        arguments: { amount: i },
        expect: [{ type: 'not-error' }],
      }),
    ).library;
  const calls = library.collections[0]!.calls;
  assert.deepEqual(
    calls.map((c) => c.id),
    ['convert_currency', 'convert_currency (2)', 'convert_currency (3)'],
  );
  assert.deepEqual(calls[1]!.arguments, { amount: 1 });
  library = removeCall(library, 'smoke', 'convert_currency (2)');
  assert.equal(library.collections[0]!.calls.length, 2);
});

test('a call whose arguments look like a secret is refused, and the library is unchanged', () => {
  const library = withSmoke();
  for (const args of [
    { query: 'x', api_key: 'abc123' },
    { note: 'Bearer abcdefghijklmnopqrstuvwxyz0123' },
    { headers: { 'X-Trace': 'on' } },
    { nested: [{ password: 'hunter2' }] },
  ]) {
    const edit = saveCall(library, 'smoke', { tool: 't', arguments: args, expect: [] });
    assert.equal(edit.ok, false, JSON.stringify(args));
    assert.match(edit.ok ? '' : edit.error, /^Not saved: the arguments look like they contain .*placeholder/);
  }
  assert.equal(library.collections[0]!.calls.length, 0);
  // Personal-data words and token counts are not credentials.
  must(saveCall(library, 'smoke', { tool: 't', arguments: { email: 'a@b.c', max_tokens: 5 }, expect: [] }));
});

test('arguments that are not an object and unknown collections are refused', () => {
  const library = withSmoke();
  assert.equal(saveCall(library, 'smoke', { tool: 't', arguments: [1], expect: [] }).ok, false);
  assert.equal(saveCall(library, 'other', { tool: 't', arguments: {}, expect: [] }).ok, false);
});

test('the server address is kept without credentials', () => {
  const edit = must(
    saveCall(withSmoke(), 'smoke', {
      tool: 't',
      arguments: {},
      expect: [],
      serverUrl: 'https://user:pw@example.com/mcp?api_key=zzz&x=1',
    }),
  );
  assert.equal(edit.library.collections[0]!.server?.url, 'https://example.com/mcp?x=1');
  assert.equal(edit.warnings.length, 1);
});

test('export and import round-trip through the file format the CLI reads', () => {
  const library = must(
    saveCall(withSmoke(), 'smoke', {
      tool: 'convert_currency',
      name: 'EUR to USD',
      arguments: { amount: 100, from: 'EUR', to: 'USD' },
      expect: [
        { type: 'not-error' },
        { type: 'json-path-equals', path: '$.structuredContent.converted', value: 109 },
        { type: 'latency-under', ms: 5000 },
      ],
    }),
  ).library;
  const text = exportCollectionText(
    library.collections[0]!,
    'https://lab.example/schemas/collection-v1.schema.json',
  );
  const parsed = parseCollection(text);
  assert.ok(parsed.ok);
  assert.equal(parsed.collection.$schema, 'https://lab.example/schemas/collection-v1.schema.json');
  assert.equal(collectionFileName(library.collections[0]!), 'smoke.collection.json');
  assert.equal(collectionFileName({ ...library.collections[0]!, name: '../a b' }), 'a-b.collection.json');

  // Importing next to the original keeps both: the copy gets a number.
  const imported = must(importCollectionText(library, text));
  assert.equal(imported.name, 'smoke (2)');
  assert.deepEqual(imported.library.collections[1]!.calls, library.collections[0]!.calls);
  assert.equal(imported.library.collections[1]!.$schema, undefined);
  assert.match(imported.warnings.join(' '), /imported as "smoke \(2\)"/);
});

test('a malformed or secret-holding import is refused with a clear error', () => {
  const library = withSmoke();
  const bad = importCollectionText(library, '{"format": "mcp-tool-lab/collection", "version": 1,');
  assert.equal(bad.ok, false);
  assert.match(bad.ok ? '' : bad.errors[0]!, /^not valid JSON: 1:/);
  const wrong = importCollectionText(library, '{"tools": []}');
  assert.equal(wrong.ok, false);
  const secret = importCollectionText(
    library,
    JSON.stringify({
      format: 'mcp-tool-lab/collection',
      version: 1,
      name: 'leaky',
      calls: [
        { id: 'a', tool: 't', arguments: { q: 'ghp_abcdefghijklmnopqrstuvwxyz0123456789' }, expect: [] },
      ],
    }),
  );
  assert.equal(secret.ok, false);
  assert.match(secret.ok ? '' : secret.errors[0]!, /GitHub token/);
});

test('storage is read back checked: broken or secret-looking collections are left out', () => {
  const good = withSmoke().collections[0]!;
  const stored = {
    collections: [
      good,
      { ...good, name: 'leaky', calls: [{ id: 'a', tool: 't', arguments: { token: 'x' }, expect: [] }] },
      { name: 'not a collection' },
      good,
    ],
  };
  assert.deepEqual(parseStoredLibrary(stored), { collections: [good] });
  assert.equal(parseStoredLibrary('nope'), undefined);
  assert.equal(libraryRefusal({ collections: [good] }), undefined);
  assert.match(
    libraryRefusal({ collections: [{ ...good, description: 'Bearer abcdefghijklmnopqrstuvwxyz' }] }) ?? '',
    /bearer token/,
  );
});

test('the history lists calls newest first, with how each ended', () => {
  const base = { operationId: 'x', rounds: 1, diagnostics: [], argumentErrors: [], durationMs: 12 };
  let history = recordCall(
    [],
    historyEntryOf(
      [],
      {
        ...base,
        kind: 'complete',
        toolName: 'a',
        arguments: { q: 1 },
        result: { content: [], structuredContent: {} },
        tool: { name: 'a', outputSchema: { type: 'object' } },
      },
      1000,
    ),
  );
  history = recordCall(
    history,
    historyEntryOf(
      history,
      {
        ...base,
        kind: 'protocol-error',
        toolName: 'b',
        arguments: {},
        error: { code: -32602, message: 'bad' },
      },
      2000,
    ),
  );
  assert.deepEqual(
    history.map((h) => [h.id, h.tool, h.summary, h.hasOutputSchema]),
    [
      [2, 'b', 'JSON-RPC error -32602', false],
      [1, 'a', 'complete', true],
    ],
  );
  assert.deepEqual(history[1]!.arguments, { q: 1 });
  assert.equal(recordCall(history, { ...history[0]!, id: 3 }, 2).length, 2);
});
