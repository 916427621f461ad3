import { isObject } from '../../json/is-object';
import { decodePointer, joinPointer } from '../../json/json-pointer';
import type { Severity } from '../diagnostic';
import { defineRule } from '../rule';
import { schemaMemo } from '../schema-facts';

type Schema = Record<string, unknown>;

/** A schema that applies to the same instance as the others of its group, and how. */
interface Member {
  node: Schema;
  /** Pointer relative to the schema root. */
  path: string;
  /** Applies to every instance here (reached through allOf and $ref only), not under a condition. */
  always: boolean;
}

interface Finding {
  at: string;
  severity: Severity;
  message: string;
}

/** Schemas visited at most (a hostile schema can be huge); levels of nesting at most. */
const MAX_NODES = 20_000;
const MAX_LEVEL = 100;

/** Keywords whose subschemas describe other instances (members, items): each starts a new group. */
const MAP_CHILDREN = ['properties', 'patternProperties'] as const;
const ONE_CHILD = [
  'additionalProperties',
  'items',
  'contains',
  'additionalItems',
  'unevaluatedItems',
] as const;

/** Keywords that make a schema worth a look of its own: a `required`, or schemas applied beside it. */
const GROUP_KEYWORDS = [
  'required',
  'allOf',
  'anyOf',
  'oneOf',
  'then',
  'else',
  'dependentSchemas',
  '$ref',
  '$dynamicRef',
  '$recursiveRef',
] as const;

/** `#/$defs/x`-style references inside the same schema; anything else is out of sight here. */
function resolveLocal(root: unknown, ref: string): { node: unknown; path: string } | undefined {
  if (ref !== '#' && !ref.startsWith('#/')) return undefined;
  const path = ref.slice(1);
  let segments: string[] | undefined;
  try {
    segments = decodePointer(decodeURIComponent(path));
  } catch {
    return undefined;
  }
  if (!segments) return undefined;
  let node: unknown = root;
  for (const segment of segments) {
    if (Array.isArray(node)) node = node[Number(segment)];
    else if (isObject(node) && Object.hasOwn(node, segment)) node = node[segment];
    else return undefined;
  }
  return { node, path: joinPointer('', ...segments) };
}

const names = (value: unknown): string[] => (isObject(value) ? Object.keys(value) : []);

/**
 * Every `required` name that no `properties` of the schemas applying to the same instance declares,
 * and every required name that an `additionalProperties: false` (or `unevaluatedProperties: false`)
 * beside it forbids. Groups that a non-local or dynamic `$ref`, or a `patternProperties`, makes
 * impossible to read here are left alone: no finding rather than a wrong one.
 */
function requiredProblems(root: unknown): Finding[] {
  const findings: Finding[] = [];
  let budget = MAX_NODES;
  const started = new Set<object>();
  const queue: { node: unknown; path: string; level: number }[] = [{ node: root, path: '', level: 0 }];
  // Breadth first, read by index (shift() would make 200,000 properties quadratic); no more
  // locations are queued than nodes may be visited.
  const enqueue = (
    node: unknown,
    path: string,
    keyword: string,
    key: string | number | undefined,
    level: number,
  ) => {
    if (queue.length < MAX_NODES && isObject(node))
      queue.push({
        node,
        path: key === undefined ? joinPointer(path, keyword) : joinPointer(path, keyword, key),
        level,
      });
  };
  /** A schema's own members and items are instances of their own: groups for later. */
  const enqueueChildren = (node: Schema, path: string, level: number) => {
    for (const keyword of MAP_CHILDREN) {
      const map = node[keyword];
      if (!isObject(map)) continue;
      for (const key in map) {
        if (queue.length >= MAX_NODES) break;
        if (Object.hasOwn(map, key)) enqueue(map[key], path, keyword, key, level);
      }
    }
    for (const keyword of ONE_CHILD) {
      const child = node[keyword];
      if (Array.isArray(child)) for (const [i, c] of child.entries()) enqueue(c, path, keyword, i, level);
      else enqueue(child, path, keyword, undefined, level);
    }
    if (Array.isArray(node.prefixItems))
      for (const [i, c] of node.prefixItems.entries()) enqueue(c, path, 'prefixItems', i, level);
  };
  for (let next = 0; next < queue.length && budget-- > 0; next++) {
    const location = queue[next]!;
    const here = location.node;
    if (!isObject(here) || location.level > MAX_LEVEL) continue;
    // Most subschemas (a string parameter…) require nothing and combine nothing: only their
    // children matter, and the group machinery below is skipped.
    if (!GROUP_KEYWORDS.some((keyword) => here[keyword] !== undefined)) {
      enqueueChildren(here, location.path, location.level + 1);
      continue;
    }
    if (started.has(here)) continue;
    started.add(here);
    const members: Member[] = [];
    const seen = new Set<object>();
    let opaque = false;
    const collect = (node: unknown, path: string, always: boolean, level: number): void => {
      if (!isObject(node) || seen.has(node) || level > MAX_LEVEL || --budget <= 0) return;
      seen.add(node);
      members.push({ node, path, always });
      for (const [keyword, conditional] of [
        ['allOf', false],
        ['anyOf', true],
        ['oneOf', true],
      ] as const) {
        const list = node[keyword];
        if (Array.isArray(list))
          for (const [i, child] of list.entries())
            collect(child, joinPointer(path, keyword, i), always && !conditional, level + 1);
      }
      // `if` only tests the instance and `not` inverts: their `required` asks for nothing.
      for (const keyword of ['then', 'else'] as const)
        collect(node[keyword], joinPointer(path, keyword), false, level + 1);
      if (isObject(node.dependentSchemas))
        for (const [key, child] of Object.entries(node.dependentSchemas))
          collect(child, joinPointer(path, 'dependentSchemas', key), false, level + 1);
      if (typeof node.$ref === 'string') {
        const target = resolveLocal(root, node.$ref);
        if (target) collect(target.node, target.path, always, level + 1);
        else opaque = true;
      }
      if (node.$dynamicRef !== undefined || node.$recursiveRef !== undefined) opaque = true;
    };
    collect(location.node, location.path, true, location.level);
    for (const { node, path } of members) enqueueChildren(node, path, location.level + 1);
    if (opaque || members.some((m) => names(m.node.patternProperties).length > 0)) continue;
    // Which member declares each name (its pointer is built only for a message that needs it).
    const declaredIn = (name: string): Member | undefined =>
      members.find((m) => isObject(m.node.properties) && Object.hasOwn(m.node.properties, name));
    const declared = {
      has: (name: string) => declaredIn(name) !== undefined,
      get: (name: string) => {
        const member = declaredIn(name);
        return member ? joinPointer(member.path, 'properties', name) : undefined;
      },
    };
    const closedByAdditional = members.filter((m) => m.always && m.node.additionalProperties === false);
    const closedByUnevaluated = members.find((m) => m.always && m.node.unevaluatedProperties === false);
    for (const member of members) {
      const required = member.node.required;
      if (!Array.isArray(required)) continue;
      for (const [index, name] of required.entries()) {
        if (typeof name !== 'string') continue;
        const at = joinPointer(member.path, 'required', index);
        const quoted = JSON.stringify(name);
        const blocker = closedByAdditional.find(
          (c) => !(isObject(c.node.properties) && Object.hasOwn(c.node.properties, name)),
        );
        const closed = blocker
          ? { keyword: 'additionalProperties', at: joinPointer(blocker.path, 'additionalProperties') }
          : !declared.has(name) && closedByUnevaluated
            ? {
                keyword: 'unevaluatedProperties',
                at: joinPointer(closedByUnevaluated.path, 'unevaluatedProperties'),
              }
            : undefined;
        if (closed) {
          const where = closed.at === '' ? 'the root' : closed.at;
          const also = declared.has(name)
            ? ` It is declared at ${declared.get(name)}, but "additionalProperties" only counts the "properties" beside it.`
            : '';
          findings.push({
            at,
            severity: member.always ? 'error' : 'warning',
            message: member.always
              ? `${quoted} is required, but "${closed.keyword}": false at ${where} forbids it, so no value can satisfy this schema.${also} Declare ${quoted} under "properties" next to that keyword, or drop it from "required".`
              : `${quoted} is required here, but "${closed.keyword}": false at ${where} forbids it, so this branch can never match.${also} Declare ${quoted} under "properties" next to that keyword, or drop it from "required".`,
          });
        } else if (!declared.has(name)) {
          findings.push({
            at,
            severity: 'warning',
            message: `${quoted} is required but not declared in "properties": JSON Schema accepts any value for it, and a model (or a form) learns no type or meaning for it. Declare it under "properties" with a type and a description, or drop it from "required" if the name is a typo.`,
          });
        }
      }
    }
  }
  return findings;
}

export const jsonSchemaRequiredUndeclared = defineRule({
  id: 'json-schema-required-undeclared',
  severity: 'warning',
  basis: 'advice',
  title: 'Required names are declared in properties',
  description:
    'JSON Schema lets `required` name a member that `properties` does not declare: any value then satisfies it, so the schema is valid, but a model is told nothing about the member and a form cannot offer a field for it. It is almost always a typo or a forgotten property, hence a warning. It is an error when an `additionalProperties: false` (or `unevaluatedProperties: false`) that applies to the same object forbids the name: then no value satisfies the schema at all, so every call fails validation (for an `outputSchema`, no result can conform). `additionalProperties` counts only the `properties` beside it, so a name declared in an `allOf` branch is forbidden too. The finding sits on the `required` entry. Names a `patternProperties` may match, and schemas that refer outside themselves, are not judged.',
  target: 'json-schema',
  check({ target, path, report }) {
    const found = schemaMemo(target.value, 'json-schema-required-undeclared', () =>
      requiredProblems(target.value),
    );
    for (const finding of found)
      report({
        path: path + finding.at,
        severity: finding.severity,
        message: finding.message,
        part: 'value',
      });
  },
  cases: {
    pass: [
      {
        kind: 'tool',
        document: {
          name: 'a',
          inputSchema: {
            type: 'object',
            properties: { city: { type: 'string' }, zip: { type: 'string' } },
            required: ['city'],
            oneOf: [{ required: ['city'] }, { required: ['zip'] }],
            additionalProperties: false,
          },
        },
      },
      {
        kind: 'tool',
        document: {
          name: 'a',
          inputSchema: {
            type: 'object',
            allOf: [{ $ref: '#/$defs/place' }],
            required: ['city'],
            unevaluatedProperties: false,
            $defs: { place: { properties: { city: { type: 'string' } } } },
          },
        },
      },
    ],
    fail: [
      {
        kind: 'tool',
        document: {
          name: 'a',
          inputSchema: { type: 'object', properties: { city: { type: 'string' } }, required: ['cty'] },
        },
        path: '/inputSchema/required/0',
      },
      {
        kind: 'tool',
        document: {
          name: 'a',
          inputSchema: {
            type: 'object',
            properties: { city: { type: 'string' } },
            required: ['city', 'country'],
            additionalProperties: false,
          },
        },
        path: '/inputSchema/required/1',
      },
      {
        kind: 'tool',
        document: {
          name: 'a',
          inputSchema: {
            type: 'object',
            properties: {
              filters: { type: 'object', properties: { tag: { type: 'string' } }, required: ['tags'] },
            },
          },
        },
        path: '/inputSchema/properties/filters/required/0',
      },
    ],
  },
});
