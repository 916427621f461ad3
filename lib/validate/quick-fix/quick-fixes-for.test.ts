import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import type { Diagnostic } from '../diagnostic';
import type { DocumentKind, Profile } from '../document-kind';
import { ruleCatalogue } from '../rules/index';
import type { SpecVersion } from '../spec-version';
import { validateText } from '../validate-document';
import { applyTextEdits, type QuickFix } from './quick-fix';
import { MAX_QUICK_FIX_TEXT, QUICK_FIX_RULES, quickFixesFor, quickFixesForAll } from './quick-fixes-for';

interface Doc {
  label: string;
  text: string;
  kind: DocumentKind;
  profile: Profile;
  spec?: SpecVersion;
  tool?: unknown;
}

const options = (d: Doc) => ({
  kind: d.kind,
  profile: d.profile,
  tool: d.tool,
  ...(d.spec ? { spec: d.spec } : {}),
});

/** Every rule case and every example file: the documents the fixes are proven on. */
function corpus(): Doc[] {
  const docs: Doc[] = [];
  for (const rule of ruleCatalogue)
    for (const [i, c] of rule.cases.fail.entries())
      docs.push({
        label: `${rule.id} fail case ${i}`,
        text: c.text ?? `${JSON.stringify(c.document, null, 2)}\n`,
        kind: c.kind,
        profile: c.profile ?? 'default',
        tool: c.tool,
        ...(c.spec ? { spec: c.spec } : {}),
      });
  const root = new URL('../../../content/examples/', import.meta.url);
  for (const kind of readdirSync(root)) {
    if (kind.includes('.')) continue;
    for (const file of readdirSync(new URL(`${kind}/`, root))) {
      if (!file.endsWith('.json') || file.endsWith('.expect.json')) continue;
      const expect = JSON.parse(
        readFileSync(new URL(`${kind}/${file.replace('.json', '.expect.json')}`, root), 'utf8'),
      );
      const tool = expect.tool
        ? JSON.parse(readFileSync(new URL(`${expect.tool}.json`, root), 'utf8'))
        : undefined;
      docs.push({
        label: `example ${kind}/${file}`,
        text: readFileSync(new URL(`${kind}/${file}`, root), 'utf8'),
        kind: kind as DocumentKind,
        profile: expect.profile ?? 'default',
        tool,
        ...(expect.spec ? { spec: expect.spec } : {}),
      });
    }
  }
  return docs;
}

const errorsOf = (ds: readonly Diagnostic[]) => ds.filter((d) => d.severity === 'error').length;
const sameFinding = (a: Diagnostic, b: Diagnostic) => a.rule === b.rule && a.path === b.path;

test('every quick fix belongs to a rule of the catalogue', () => {
  const ids = new Set(ruleCatalogue.map((r) => r.id));
  assert.deepEqual(
    QUICK_FIX_RULES.filter((id) => !ids.has(id)),
    [],
  );
});

const docs = corpus();
// Each document is validated once for all the rules below (the corpus is every rule case and example).
const findingsBefore = new Map<(typeof docs)[number], ReturnType<typeof validateText>['diagnostics']>();
const diagnosticsOf = (doc: (typeof docs)[number]) => {
  if (!findingsBefore.has(doc)) findingsBefore.set(doc, validateText(doc.text, options(doc)).diagnostics);
  return findingsBefore.get(doc)!;
};
/**
 * Where an edit lands: the line before it, its own lines and the line after, and the 40 characters
 * on either side (a one-line document is all one line).
 */
function around(text: string, from: number, to: number): string {
  const lineStart = (at: number) => text.lastIndexOf('\n', at - 1) + 1;
  const lineEnd = (at: number) => {
    const end = text.indexOf('\n', at);
    return end < 0 ? text.length : end;
  };
  const start = lineStart(Math.max(0, lineStart(from) - 1));
  const end = lineEnd(Math.min(text.length, lineEnd(to) + 1));
  const lines = text.slice(start, end);
  const near = text.slice(Math.max(0, from - 40), to + 40);
  return `${lines}\u0000${near}`;
}

/**
 * What a finding's fixes do, where: the message, each fix's title, and each edit's new text and the
 * text around it, with every number as `#`. Findings of one document that read alike this way are one
 * case (a list of 129 tools that differ only in their names, `tool_1`…`tool_129`, gets the same fix
 * at each tool): it is checked once, and each other context (the first and the last item) on its own.
 */
const fixCase = (text: string, finding: Diagnostic, fixes: readonly QuickFix[]) =>
  JSON.stringify([
    finding.message,
    fixes.map((f) => [f.title, f.edits.map((e) => [e.insert, around(text, e.from, e.to)])]),
  ]).replace(/\d+/g, '#');

for (const rule of QUICK_FIX_RULES) {
  test(`${rule}: each offered fix removes its finding, keeps the JSON valid and adds no error`, () => {
    let fixed = 0;
    for (const doc of docs) {
      const before = diagnosticsOf(doc);
      const cases = new Set<string>();
      for (const finding of before.filter((d) => d.rule === rule)) {
        const fixes = quickFixesFor(doc.text, finding);
        const key = fixCase(doc.text, finding, fixes);
        if (cases.has(key)) continue;
        cases.add(key);
        for (const quick of fixes) {
          const text = applyTextEdits(doc.text, quick.edits);
          // A leading byte order mark is ignored, as RFC 8259 lets parsers do (json-byte-order-mark).
          assert.doesNotThrow(
            () => JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text),
            `${doc.label}: "${quick.title}" leaves valid JSON:\n${text}`,
          );
          const after = validateText(text, options(doc)).diagnostics;
          assert.ok(
            !after.some((d) => sameFinding(d, finding)),
            `${doc.label}: "${quick.title}" removes ${rule} at ${finding.path}; still there:\n${text}`,
          );
          // Fixing the finding may not break something else (a removed duplicate key is not a new error).
          assert.ok(
            errorsOf(after) <= errorsOf(before),
            `${doc.label}: "${quick.title}" adds errors: ${after.map((d) => d.rule).join(', ')}`,
          );
          fixed++;
        }
      }
    }
    assert.ok(fixed > 0, `no rule case or example of ${rule} gets a quick fix`);
  });
}

function only(text: string, rule: string, profile: Profile = 'default', kind?: DocumentKind) {
  const finding = validateText(text, { profile, kind }).diagnostics.find((d) => d.rule === rule);
  assert.ok(finding, `${rule} reported`);
  return quickFixesFor(text, finding);
}
const applyFirst = (text: string, rule: string, profile: Profile = 'default', kind?: DocumentKind) => {
  const [first] = only(text, rule, profile, kind);
  assert.ok(first, `a fix for ${rule}`);
  return { title: first.title, text: applyTextEdits(text, first.edits) };
};

test('add "type": "object" keeps the indentation of the document: spaces, tabs; a one-line text is formatted', () => {
  assert.deepEqual(
    applyFirst('{\n  "name": "a",\n  "inputSchema": {\n    "properties": {}\n  }\n}\n', 'input-schema-type'),
    {
      title: 'Add "type": "object"',
      text: '{\n  "name": "a",\n  "inputSchema": {\n    "type": "object",\n    "properties": {}\n  }\n}\n',
    },
  );
  assert.equal(
    applyFirst('{\n\t"name": "a",\n\t"inputSchema": {\n\t\t"properties": {}\n\t}\n}', 'input-schema-type')
      .text,
    '{\n\t"name": "a",\n\t"inputSchema": {\n\t\t"type": "object",\n\t\t"properties": {}\n\t}\n}',
  );
  assert.equal(
    applyFirst('{"name":"a","inputSchema":{}}', 'input-schema-type').text,
    // jsonc-parser formats the edited lines, and a minified document is a single line.
    '{\n  "name": "a",\n  "inputSchema": {\n    "type": "object"\n  }\n}',
  );
});

test('names are renamed to what each client accepts', () => {
  const tool = (name: string) => `{"name": ${JSON.stringify(name)}, "inputSchema": {"type": "object"}}`;
  const renamed = (name: string, rule: string, profile: Profile) =>
    JSON.parse(applyFirst(tool(name), rule, profile).text).name;
  assert.equal(renamed('search issues!', 'tool-name-characters', 'default'), 'search_issues_');
  assert.equal(renamed('admin.tools.list', 'claude-tool-name', 'claude-api'), 'admin_tools_list');
  assert.equal(renamed('issues.search', 'openai-function-name', 'openai-strict'), 'issues_search');
  assert.equal(renamed('x'.repeat(70), 'openai-function-name', 'openai-strict'), 'x'.repeat(64));
  assert.equal(renamed('search issues', 'gemini-function-name', 'gemini'), 'search_issues');
  assert.equal(renamed('issues.search', 'vscode-tool-name', 'vscode'), 'issues_search');
  assert.equal(
    only(tool('issues.search'), 'openai-function-name', 'openai-strict')[0]?.title,
    'Rename to "issues_search"',
  );
});

test('hidden characters are stripped from the string, ordinary joiners stay', () => {
  const text = JSON.stringify(
    {
      name: 'a',
      description: 'Reads\u200B a file.\u{E0041}\u{E0042} Family: 👨\u200D👩\u200D👧.',
      inputSchema: { type: 'object' },
    },
    null,
    2,
  );
  const { text: fixed } = applyFirst(text, 'hidden-characters');
  assert.equal(JSON.parse(fixed).description, 'Reads a file. Family: 👨\u200D👩\u200D👧.');
});

test('the text mirror of structuredContent is appended to content, or content is created', () => {
  const withContent =
    '{\n  "content": [\n    {"type": "text", "text": "Sunny."}\n  ],\n  "structuredContent": {"celsius": 21}\n}';
  const a = applyFirst(withContent, 'structured-content-text-mirror', 'default', 'call-result');
  assert.equal(a.title, 'Add a text block with the structuredContent as JSON');
  assert.deepEqual(JSON.parse(a.text).content, [
    { type: 'text', text: 'Sunny.' },
    { type: 'text', text: '{"celsius":21}' },
  ]);
  const withoutContent = '{"structuredContent": [1, 2], "resultType": "complete"}';
  const findings = validateText(withoutContent, { kind: 'call-result' }).diagnostics;
  const mirror = findings.find((d) => d.rule === 'structured-content-text-mirror');
  assert.ok(mirror);
  const [fix] = quickFixesFor(withoutContent, mirror);
  assert.deepEqual(JSON.parse(applyTextEdits(withoutContent, fix!.edits)).content, [
    { type: 'text', text: '[1,2]' },
  ]);
});

test('a duplicate key keeps its last value, the one JSON.parse keeps', () => {
  const text =
    '{\n  "name": "a",\n  "description": "old",\n  "inputSchema": {"type": "object"},\n  "description": "new"\n}\n';
  const finding = validateText(text).diagnostics.find((d) => d.rule === 'json-duplicate-key');
  assert.ok(finding);
  const [fix] = quickFixesFor(text, finding);
  assert.equal(fix?.title, 'Keep only the last "description"');
  const fixed = applyTextEdits(text, fix!.edits);
  assert.equal(fixed, '{\n  "name": "a",\n  "inputSchema": {"type": "object"},\n  "description": "new"\n}\n');
  assert.deepEqual(JSON.parse(fixed), JSON.parse(text));
});

test('conflicting annotations: remove the meaningless hint, or drop read-only', () => {
  const text =
    '{"name": "a", "inputSchema": {"type": "object"}, "annotations": {"readOnlyHint": true, "destructiveHint": true}}';
  const fixes = only(text, 'annotations-conflict');
  assert.deepEqual(
    fixes.map((f) => f.title),
    ['Remove destructiveHint', 'Set readOnlyHint to false'],
  );
  assert.deepEqual(JSON.parse(applyTextEdits(text, fixes[1]!.edits)).annotations, {
    readOnlyHint: false,
    destructiveHint: true,
  });
});

test('missing required members get their minimal valid value', () => {
  assert.deepEqual(JSON.parse(applyFirst('{"name": "a"}', 'schema-required', 'default', 'tool').text), {
    name: 'a',
    inputSchema: { type: 'object' },
  });
  assert.deepEqual(
    JSON.parse(
      applyFirst('{"resultType": "complete", "isError": false}', 'schema-required', 'default', 'call-result')
        .text,
    ),
    { resultType: 'complete', isError: false, content: [] },
  );
});

test('other fixes: closed schemas, resultType, a mimeType from the data', () => {
  assert.equal(
    applyFirst(
      '{"name": "a", "description": "Lists things.", "inputSchema": {"type": "object"}}',
      'input-schema-no-parameters',
    ).title,
    'Add "additionalProperties": false (no parameters)',
  );
  const strict = applyFirst(
    '{"name": "a", "inputSchema": {"type": "object", "properties": {"q": {"type": "string"}}, "required": ["q"]}}',
    'openai-strict-closed-objects',
    'openai-strict',
  );
  assert.equal(JSON.parse(strict.text).inputSchema.additionalProperties, false);
  assert.equal(
    JSON.parse(
      applyFirst('{"resultType": "partial", "tools": []}', 'list-result-type', 'default', 'tools-list-result')
        .text,
    ).resultType,
    'complete',
  );
  const png =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==';
  const image = JSON.stringify({ content: [{ type: 'image', mimeType: 'image/jpeg', data: png }] });
  const mime = applyFirst(image, 'content-mime-type', 'default', 'call-result');
  assert.equal(mime.title, 'Set mimeType to "image/png" (what the data is)');
  assert.equal(JSON.parse(mime.text).content[0].mimeType, 'image/png');
});

test('no fix for rules without one, for malformed text, or for a path that names nothing', () => {
  const finding: Diagnostic = {
    rule: 'tool-description-missing',
    severity: 'warning',
    path: '',
    message: 'x',
  };
  assert.deepEqual(quickFixesFor('{"name": "a"}', finding), []);
  assert.deepEqual(
    quickFixesFor('{"name": ', { ...finding, rule: 'input-schema-type', path: '/inputSchema' }),
    [],
  );
  assert.deepEqual(
    quickFixesFor('{"name": "a"}', { ...finding, rule: 'input-schema-type', path: '/inputSchema' }),
    [],
  );
});

test('quickFixesForAll: the fixes of a whole report by finding index, with the same edits as one by one', () => {
  const text = '{\n  "name": "get weather",\n  "inputSchema": {\n    "properties": {}\n  }\n}\n';
  const { diagnostics } = validateText(text, { kind: 'tool' });
  const all = quickFixesForAll(text, diagnostics);
  const expected = Object.fromEntries(
    diagnostics.flatMap((d, i) => {
      const fixes = quickFixesFor(text, d);
      return fixes.length > 0 ? [[i, fixes]] : [];
    }),
  );
  assert.deepEqual(all, expected);
  assert.deepEqual(
    Object.keys(all).map((i) => diagnostics[Number(i)]!.rule),
    diagnostics.filter((d) => quickFixesFor(text, d).length > 0).map((d) => d.rule),
  );
  assert.ok(Object.keys(all).length >= 2);
});

test('quickFixesForAll: stops at the limit and the time budget, and skips texts over the size limit', () => {
  const text = '{\n  "name": "get weather",\n  "inputSchema": {\n    "properties": {}\n  }\n}\n';
  const { diagnostics } = validateText(text, { kind: 'tool' });
  const first = diagnostics.findIndex((d) => quickFixesFor(text, d).length > 0);
  assert.deepEqual(Object.keys(quickFixesForAll(text, diagnostics, { limit: first + 1 })), [String(first)]);
  // A clock that jumps past the budget after the parse: nothing more is looked at.
  let t = 0;
  assert.deepEqual(quickFixesForAll(text, diagnostics, { budgetMs: 10, now: () => (t += 100) }), {});
  const padded = text + ' '.repeat(MAX_QUICK_FIX_TEXT);
  assert.deepEqual(quickFixesForAll(padded, validateText(padded, { kind: 'tool' }).diagnostics), {});
});

test('a misspelt "type": one finding at the root of inputSchema with its fix, the closest type name elsewhere', () => {
  const text = '{\n  "name": "a",\n  "inputSchema": {\n    "type": "Object"\n  }\n}\n';
  const atType = validateText(text).diagnostics.filter((d) => d.path === '/inputSchema/type');
  assert.deepEqual(
    atType.map((d) => d.rule),
    ['input-schema-type'],
    'json-schema-valid leaves the spot to input-schema-type',
  );
  const fixed = applyFirst(text, 'input-schema-type');
  assert.equal(fixed.title, 'Set "type" to "object"');
  assert.equal(JSON.parse(fixed.text).inputSchema.type, 'object');
  const output =
    '{"name": "a", "inputSchema": {"type": "object"}, "outputSchema": {"type": "object", "properties": {"c": {"type": "Numbr"}}}}';
  const typo = applyFirst(output, 'json-schema-valid');
  assert.equal(typo.title, 'Set "type" to "number"');
  assert.equal(JSON.parse(typo.text).outputSchema.properties.c.type, 'number');
  // Nothing close enough: no guess.
  const far = '{"name": "a", "inputSchema": {"type": "object", "properties": {"c": {"type": "datetime"}}}}';
  assert.deepEqual(only(far, 'json-schema-valid'), []);
});
