import type { Profile } from '../document-kind';
import { defineRule, type Rule, type RuleSource } from '../rule';

interface ClientCountRuleSpec {
  id: string;
  profile: Profile;
  max: number;
  severity: 'error' | 'warning';
  title: string;
  description: string;
  sources: readonly RuleSource[];
  /** One sentence on what the client does past the limit (the message starts with the count). */
  limit: string;
}

/** An array of `n` minimal tools, one per line, so the rules reference can show it compactly. */
function toolsText(n: number): string {
  const lines = Array.from(
    { length: n },
    (_, i) => `  {"name": "tool_${i + 1}", "inputSchema": {"type": "object"}}`,
  );
  return `[\n${lines.join(',\n')}\n]\n`;
}

/**
 * A rule on how many tools one server offers. The limits are per request or per host, across all
 * connected servers, so a single server over the limit can never be used whole.
 */
export function defineClientCountRule(spec: ClientCountRuleSpec): Rule<'tool-set'> {
  return defineRule({
    id: spec.id,
    severity: spec.severity,
    basis: 'client-compat',
    title: spec.title,
    description: spec.description,
    target: 'tool-set',
    profiles: [spec.profile],
    sources: spec.sources,
    check({ target, report }) {
      const count = target.value.length;
      if (count <= spec.max) return;
      report({
        message: `This server offers ${count} tools. ${spec.limit} Merge related tools, or split the server by task.`,
      });
    },
    cases: {
      pass: [{ kind: 'tools', profile: spec.profile, text: toolsText(spec.max) }],
      fail: [{ kind: 'tools', profile: spec.profile, text: toolsText(spec.max + 1), path: '' }],
    },
  });
}
