import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PROFILES } from '../document-kind';
import type { RuleCase } from '../rule';
import { validateText, validateValue } from '../validate-document';
import { ruleCatalogue } from './index';

function run(c: RuleCase) {
  const options = {
    kind: c.kind,
    profile: c.profile ?? 'default',
    tool: c.tool,
    ...(c.spec ? { spec: c.spec } : {}),
  } as const;
  return c.text !== undefined
    ? validateText(c.text, options)
    : validateText(JSON.stringify(c.document, null, 2), options);
}

test('the catalogue has unique kebab-case ids, a title, a description and cases both ways', () => {
  const ids = new Set<string>();
  for (const rule of ruleCatalogue) {
    assert.match(rule.id, /^[a-z0-9]+(-[a-z0-9]+)*$/, rule.id);
    assert.ok(!ids.has(rule.id), `duplicate rule id ${rule.id}`);
    ids.add(rule.id);
    assert.ok(rule.title.length > 10, `${rule.id} has a title`);
    assert.ok(rule.description.length > 40, `${rule.id} has a description`);
    assert.ok(rule.cases.pass.length > 0, `${rule.id} has a passing case`);
    assert.ok(rule.cases.fail.length > 0, `${rule.id} has a failing case`);
  }
});

for (const rule of ruleCatalogue) {
  test(`${rule.id}: its passing cases do not trip it, its failing cases do`, () => {
    rule.cases.pass.forEach((c, i) => {
      const found = run(c).diagnostics.filter((d) => d.rule === rule.id);
      assert.deepEqual(found, [], `pass case ${i} of ${rule.id}`);
    });
    rule.cases.fail.forEach((c, i) => {
      const report = run(c);
      const found = report.diagnostics.filter((d) => d.rule === rule.id);
      assert.ok(
        found.length > 0,
        `fail case ${i} of ${rule.id} trips it; got ${JSON.stringify(report.diagnostics.map((d) => d.rule))}`,
      );
      if (c.path !== undefined) {
        assert.ok(
          found.some((d) => d.path === c.path),
          `fail case ${i} of ${rule.id} reports at ${c.path}; got ${found.map((d) => d.path).join(', ')}`,
        );
      }
      for (const d of found) {
        assert.ok(d.range, `${rule.id} finding has a range`);
        assert.ok(
          d.message.length > 15 && /[.?!)"]$/.test(d.message.trim()),
          `${rule.id} message is a sentence: ${d.message}`,
        );
      }
    });
  });
}

test('validateValue gives the same findings as validateText, without ranges', () => {
  for (const rule of ruleCatalogue) {
    for (const c of rule.cases.fail) {
      if (c.document === undefined) continue;
      const options = {
        kind: c.kind,
        profile: c.profile ?? 'default',
        tool: c.tool,
        ...(c.spec ? { spec: c.spec } : {}),
      } as const;
      const fromValue = validateValue(c.document, options)
        .diagnostics.map((d) => `${d.rule} ${d.path}`)
        .sort();
      const fromText = validateText(JSON.stringify(c.document), options)
        .diagnostics.map((d) => `${d.rule} ${d.path}`)
        .sort();
      assert.deepEqual(fromValue, fromText, rule.id);
    }
  }
});

test('every client profile has rules of its own, each with cases that trip and pass in that profile', () => {
  for (const profile of PROFILES.filter((p) => p !== 'default')) {
    const own = ruleCatalogue.filter((r) => r.profiles?.includes(profile));
    assert.ok(own.length > 0, `${profile} adds rules`);
    for (const rule of own) {
      assert.ok(
        rule.cases.fail.some((c) => c.profile === profile),
        `${rule.id} has a failing case in ${profile}`,
      );
      assert.ok(
        rule.cases.pass.some((c) => c.profile === profile),
        `${rule.id} has a passing case in ${profile}`,
      );
    }
  }
});

test("a profile's own rules stay silent outside it: their failing cases pass under the spec alone", () => {
  for (const rule of ruleCatalogue.filter((r) => r.profiles && !r.profiles.includes('default'))) {
    rule.cases.fail.forEach((c, i) => {
      const found = run({ ...c, profile: 'default' }).diagnostics.filter((d) => d.rule === rule.id);
      assert.deepEqual(found, [], `fail case ${i} of ${rule.id} under the default profile`);
    });
  }
});
