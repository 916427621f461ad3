// Writes content/docs/rules.generated.json, the data of the rules reference (/docs/rules), from the
// validator's rule catalogue (lib/validate/rules/index.ts): for each rule its id, severity, basis,
// title, description, the protocol versions it applies at, sources (for client rules), first failing
// and passing case, and the example files that trip it.
//
//   node --import tsx scripts/generate-rules-reference.mjs           rewrite the data
//   node --import tsx scripts/generate-rules-reference.mjs --check   exit 1 if it is stale (tests)
import { join } from 'node:path';
import { examples } from '../content/examples/index.ts';
import { QUICK_FIX_RULES } from '../lib/validate/quick-fix/quick-fixes-for.ts';
import { BASIS_LABELS, ruleVersions } from '../lib/validate/rule.ts';
import { ruleCatalogue } from '../lib/validate/rules/index.ts';
import { isMain, repo, writeGenerated } from './generate-docs-output.mjs';

export const rulesDataFile = join(repo, 'content', 'docs', 'rules.generated.json');
export const COMMAND = 'node --import tsx scripts/generate-rules-reference.mjs';

function caseOf(ruleCase) {
  const out = {
    kind: ruleCase.kind,
    text: ruleCase.text ?? `${JSON.stringify(ruleCase.document, null, 2)}\n`,
  };
  if (ruleCase.profile) out.profile = ruleCase.profile;
  if (ruleCase.spec) out.spec = ruleCase.spec;
  if (ruleCase.tool !== undefined) out.tool = `${JSON.stringify(ruleCase.tool, null, 2)}\n`;
  return out;
}

/** The reference data, in catalogue order. */
export function buildRulesData() {
  return {
    rules: ruleCatalogue.map((rule) => {
      const fail = rule.cases.fail[0];
      const pass = rule.cases.pass[0];
      if (!fail || !pass) throw new Error(`rule ${rule.id} needs a failing and a passing case`);
      const entry = {
        id: rule.id,
        severity: rule.severity,
        basis: rule.basis,
        basisLabel: BASIS_LABELS[rule.basis],
        title: rule.title,
        description: rule.description,
      };
      if (rule.profiles) entry.profiles = [...rule.profiles];
      entry.versions = [...ruleVersions(rule)];
      if (QUICK_FIX_RULES.includes(rule.id)) entry.quickFix = true;
      if (rule.sources) entry.sources = rule.sources.map((source) => ({ ...source }));
      entry.fail = caseOf(fail);
      entry.pass = caseOf(pass);
      entry.examples = examples.filter((e) => e.rules.includes(rule.id)).map((e) => e.id);
      return entry;
    }),
  };
}

/** The text of content/docs/rules.generated.json (before formatting). */
export async function renderGenerated() {
  return `${JSON.stringify(buildRulesData(), null, 2)}\n`;
}

if (isMain(import.meta.url)) {
  const ok = writeGenerated(rulesDataFile, await renderGenerated(), {
    check: process.argv.includes('--check'),
    command: COMMAND,
  });
  process.exit(ok ? 0 : 1);
}
