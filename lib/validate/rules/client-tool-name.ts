import { joinPointer } from '../../json/json-pointer';
import type { Profile } from '../document-kind';
import { defineRule, type Rule, type RuleSource } from '../rule';
import { disallowedNameCharacters } from './tool-name-characters';

/** How one client or model API restricts tool names. */
export interface ClientNameLimits {
  /** The characters allowed, as the body of a regular-expression class, e.g. "a-zA-Z0-9_-". */
  characters: string;
  /** The characters in words, for messages: 'letters, digits, "_" and "-"'. */
  charactersInWords: string;
  maxLength: number;
}

/** A name the client accepts: each run of other characters becomes "_", cut to the length limit. */
export function suggestClientName(name: string, limits: ClientNameLimits): string {
  const outside = new RegExp(`[^${limits.characters}]+`, 'g');
  const replaced = [...name.replace(outside, '_')].slice(0, limits.maxLength).join('');
  return replaced === '' || replaced === '_' ? 'my_tool' : replaced;
}

/** Why a name fails the limits, or undefined when it passes. */
export function clientNameProblem(name: string, limits: ClientNameLimits): string | undefined {
  const length = [...name].length;
  if (length === 0) return 'is empty';
  const bad = disallowedNameCharacters(name, new RegExp(`[${limits.characters}]`));
  if (bad.length > 0) return `contains ${bad.join(', ')}`;
  if (length > limits.maxLength) return `is ${length} characters long (the limit is ${limits.maxLength})`;
  return undefined;
}

interface ClientNameRuleSpec {
  id: string;
  profile: Profile;
  /** "The Claude API", "OpenAI function calling"… */
  client: string;
  limits: ClientNameLimits;
  severity: 'error' | 'warning';
  title: string;
  description: string;
  sources?: readonly RuleSource[];
  /** What happens to a name that fails, e.g. "refuses the request" or "renames the tool". */
  consequence: string;
  pass: string;
  fail: string;
}

/** A rule that checks tool names against one client's limits (one rule per client and profile). */
export function defineClientNameRule(spec: ClientNameRuleSpec): Rule<'tool'> {
  return defineRule({
    id: spec.id,
    severity: spec.severity,
    basis: 'client-compat',
    title: spec.title,
    description: spec.description,
    target: 'tool',
    profiles: [spec.profile],
    ...(spec.sources && spec.sources.length > 0 ? { sources: spec.sources } : {}),
    check({ target, path, report }) {
      const name = target.value.name;
      if (typeof name !== 'string') return;
      const problem = clientNameProblem(name, spec.limits);
      if (!problem) return;
      report({
        path: joinPointer(path, 'name'),
        message: `${spec.client} ${spec.consequence}: the name ${problem}. Use only ${spec.limits.charactersInWords}, at most ${spec.limits.maxLength} characters (e.g. "${suggestClientName(name, spec.limits)}").`,
      });
    },
    cases: {
      pass: [
        {
          kind: 'tool',
          profile: spec.profile,
          document: { name: spec.pass, inputSchema: { type: 'object' } },
        },
      ],
      fail: [
        {
          kind: 'tool',
          profile: spec.profile,
          document: { name: spec.fail, inputSchema: { type: 'object' } },
          path: '/name',
        },
      ],
    },
  });
}
