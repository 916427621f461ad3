import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { propertyRuns } from '../spec/testing/agreement';
import { encodePointer, getAtPointer } from './json-pointer';
import { parseJson } from './parse-json';

/** Every pointer in a JSON value, root first (iterative, so depth does not matter). */
function allPointers(value: unknown): string[] {
  const pointers: string[] = [];
  const pending: [unknown, (string | number)[]][] = [[value, []]];
  while (pending.length > 0) {
    const [current, path] = pending.pop()!;
    pointers.push(encodePointer(path));
    if (Array.isArray(current)) {
      for (let i = 0; i < current.length; i++) pending.push([current[i], [...path, i]]);
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, member] of Object.entries(current)) pending.push([member, [...path, key]]);
    }
  }
  return pointers;
}

/** The JSON texts people paste: compact, pretty with spaces or tabs, and pretty with CRLF or CR line ends. */
const jsonText = fc
  .tuple(fc.jsonValue(), fc.constantFrom('compact', 'pretty', 'tabs', 'crlf', 'cr'))
  .map(([value, style]) => {
    const pretty = JSON.stringify(value, null, style === 'tabs' ? '\t' : 2);
    // Line breaks inside strings are escaped by JSON.stringify, so these only touch whitespace.
    if (style === 'crlf') return pretty.replaceAll('\n', '\r\n');
    if (style === 'cr') return pretty.replaceAll('\n', '\r');
    return style === 'compact' ? JSON.stringify(value) : pretty;
  });

test('property: every node round-trips: pointerAt(rangeOf(p).start) is p, and the range holds the value', () => {
  fc.assert(
    fc.property(jsonText, (text) => {
      const document = parseJson(text);
      assert.equal(document.ok, true);
      assert.deepEqual(document.value, JSON.parse(text));
      for (const pointer of allPointers(document.value)) {
        const range = document.rangeOf(pointer);
        assert.ok(range, `range of ${pointer}`);
        assert.equal(document.pointerAt(range.start.offset), pointer);
        assert.deepEqual(
          JSON.parse(text.slice(range.start.offset, range.end.offset)),
          getAtPointer(document.value, pointer).value,
        );
        const key = document.rangeOf(pointer, 'key')!;
        assert.equal(document.pointerAt(key.start.offset), pointer);
        const anchor = document.rangeOf(pointer, 'anchor')!;
        assert.ok(anchor.end.offset > anchor.start.offset, 'an anchor is never empty');
        assert.equal(document.pointerAt(anchor.start.offset), pointer);
        assert.deepEqual(document.positionAt(range.start.offset), range.start);
      }
    }),
    { numRuns: 300 },
  );
});

/** Small edits that break JSON the way people do: drop, insert or replace one character. */
const mutatedJson = fc
  .tuple(
    jsonText,
    fc.array(
      fc.tuple(
        fc.nat(),
        fc.nat(2),
        fc.constantFrom(...'{}[],:"\\ \n0-.e/*\'t\u0000\u00a0\ufeff😀'.split('')),
      ),
      {
        minLength: 1,
        maxLength: 3,
      },
    ),
  )
  .map(([source, edits]) => {
    let text = source;
    for (const [position, kind, char] of edits) {
      const at = position % (text.length + 1);
      text = text.slice(0, at) + (kind === 0 ? '' : char) + text.slice(kind === 1 ? at : at + 1);
    }
    return text;
  });

test('property: ok is false exactly when JSON.parse throws; when ok, the value is what JSON.parse gives', () => {
  fc.assert(
    fc.property(
      fc.oneof(fc.string(), fc.string({ unit: 'binary' }), mutatedJson, jsonText),
      fc.integer(),
      (text, probe) => {
        let expected: unknown;
        let throws = false;
        try {
          expected = JSON.parse(text);
        } catch {
          throws = true;
        }
        const document = parseJson(text);
        assert.equal(document.ok, !throws);
        assert.equal(document.syntaxErrors.length === 0, !throws);
        if (!throws) assert.deepEqual(document.value, expected);
        for (const error of document.syntaxErrors) {
          assert.ok(error.range.start.offset <= error.range.end.offset);
          assert.ok(error.range.end.offset <= text.length);
          assert.ok(error.message.length > 10);
        }
        // The lookups never throw, whatever the text and the offset.
        const pointer = document.pointerAt(probe % (text.length + 2));
        assert.equal(typeof pointer, 'string');
        // It names a node that exists (unless it sits in an earlier copy of a repeated name).
        if (document.duplicateKeys.length === 0 && document.rangeOf(pointer) === undefined)
          assert.equal(pointer, '');
      },
    ),
    // A quarter of 3000 in npm test, all with MCP_TOOL_LAB_DEEP=1 (propertyRuns).
    { numRuns: propertyRuns(3000) },
  );
});
