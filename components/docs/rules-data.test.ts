import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SPEC_VERSIONS, type SpecVersion } from '@/lib/validate/spec-version';
import { validateText } from '@/lib/validate/validate-document';
import { findRuleDoc, type RuleDoc, versionsText } from './rules-data';

const doc = (id: string): RuleDoc => {
  const rule = findRuleDoc(id);
  assert.ok(rule, `${id} is in the rules reference`);
  return rule;
};

/** Whether the rule's own failing case (as the reference shows it) trips it when checked at `spec`. */
function tripsAt(rule: RuleDoc, spec: SpecVersion): boolean {
  const { kind, text, profile } = rule.fail;
  const report = validateText(text, {
    kind: kind as never,
    spec,
    ...(profile ? { profile: profile as never } : {}),
  });
  return report.diagnostics.some((d) => d.rule === rule.id);
}

test('the rules reference shows the versions each rule applies at, and the validator runs it at exactly those', () => {
  const cases: [id: string, versions: SpecVersion[], shown: string][] = [
    ['result-type-known', ['2026-07-28'], '2026-07-28 only'],
    [
      'tool-description-missing',
      ['2025-06-18', '2025-11-25', '2026-07-28'],
      'all versions (2025-06-18, 2025-11-25, 2026-07-28)',
    ],
    ['tool-name-characters', ['2025-11-25', '2026-07-28'], 'since 2025-11-25'],
    ['version-member', ['2025-06-18', '2025-11-25'], '2025-06-18, 2025-11-25'],
  ];
  for (const [id, versions, shown] of cases) {
    const rule = doc(id);
    assert.deepEqual(rule.versions, versions, id);
    assert.equal(versionsText(rule.versions, SPEC_VERSIONS), shown, id);
    // What the reference says is what the validator does with the rule's own failing example (when
    // that example is not itself one version's: version-member's is icons at 2025-06-18).
    if (rule.fail.spec !== undefined) continue;
    for (const spec of SPEC_VERSIONS)
      assert.equal(tripsAt(rule, spec), versions.includes(spec), `${id} at ${spec}`);
  }
});
