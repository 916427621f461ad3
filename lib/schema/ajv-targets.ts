import { isObject } from '../json/is-object';
import { joinPointer } from '../json/json-pointer';
import type { SchemaProblem } from './schema-problem';
import { decodeFragment, LOCAL_BASE, resolveUri, withoutFragment } from './schema-uri';

/**
 * Which `$id` resources and anchors ajv can resolve a `$ref` to. ajv registers them while walking
 * the schema with json-schema-traverse (`allKeys`), whose rules differ from the dialects': it skips
 * the root object (so an `$anchor` on the root cannot be referenced), never enters arrays other
 * than items/allOf/anyOf/oneOf (so anchors inside `prefixItems` are invisible), does enter unknown
 * keywords, checks anchor names with its own pattern, and throws on any URI registered twice. This
 * module repeats those rules so that checkSchema accepts exactly what compileSchema can compile.
 * The tables use plain objects and `in` on purpose: json-schema-traverse does, so inherited names
 * such as "constructor" behave the same way here.
 */
export interface AjvTargets {
  /** Resource URI (no fragment) → the resource's schema object. */
  resources: Map<string, unknown>;
  /** "uri#name" → pointer of the object carrying the anchor. */
  anchors: Map<string, string>;
  /** Anchor names carried by the root object (not resolvable by ajv; used for a clearer message). */
  rootAnchors: Set<string>;
  /** `$dynamicAnchor` names on the root object (the only ones ajv's `$dynamicRef` honours). */
  rootDynamicAnchors: Set<string>;
  problems: SchemaProblem[];
}

const KEYWORDS: Record<string, true> = {
  additionalItems: true,
  items: true,
  contains: true,
  additionalProperties: true,
  propertyNames: true,
  not: true,
  if: true,
  // biome-ignore lint/suspicious/noThenProperty: "then" is a JSON Schema keyword
  then: true,
  else: true,
};
const ARRAY_KEYWORDS: Record<string, true> = { items: true, allOf: true, anyOf: true, oneOf: true };
const PROPS_KEYWORDS: Record<string, true> = {
  $defs: true,
  definitions: true,
  properties: true,
  patternProperties: true,
  dependencies: true,
};
const SKIP_KEYWORDS: Record<string, true> = {
  default: true,
  enum: true,
  const: true,
  required: true,
  maximum: true,
  minimum: true,
  exclusiveMaximum: true,
  exclusiveMinimum: true,
  multipleOf: true,
  maxLength: true,
  minLength: true,
  pattern: true,
  format: true,
  maxItems: true,
  minItems: true,
  uniqueItems: true,
  maxProperties: true,
  minProperties: true,
};

/** ajv's own rule for anchor names (stricter than 2019-09, which also allows ":"). */
const ANCHOR = /^[a-z_][-a-z0-9._]*$/i;

/** Indexes what ajv will be able to resolve in a schema that is plain, acyclic JSON. */
export function indexAjvTargets(root: unknown, rootBase: string): AjvTargets {
  const targets: AjvTargets = {
    resources: new Map([[rootBase, root]]),
    anchors: new Map(),
    rootAnchors: new Set(),
    rootDynamicAnchors: new Set(),
    problems: [],
  };
  // ajv refuses a nested "$id" equal to the root's.
  const registered = new Map<string, string>(rootBase === LOCAL_BASE ? [] : [[rootBase, '']]);

  const register = (uri: string, path: string, keyword: string): boolean => {
    const earlier = registered.get(uri);
    if (earlier !== undefined) {
      targets.problems.push({
        kind: 'invalid',
        severity: 'error',
        path: joinPointer(path, keyword),
        message: `${uri} is already defined at ${earlier || 'the root'}; every "$id" and anchor must be unique within a schema (the same name twice is ambiguous).`,
      });
      return false;
    }
    registered.set(uri, path);
    return true;
  };

  const anchor = (value: unknown, keyword: string, base: string, path: string) => {
    if (typeof value !== 'string') return;
    if (!ANCHOR.test(value)) {
      targets.problems.push({
        kind: 'invalid',
        severity: 'error',
        path: joinPointer(path, keyword),
        message: `The anchor name ${JSON.stringify(value)} is not supported: use a letter or "_" first, then letters, digits, "-", "." or "_".`,
      });
      return;
    }
    const uri = `${base}#${value}`;
    if (register(uri, path, keyword)) targets.anchors.set(uri, path);
  };

  const visit = (node: unknown, path: string, base: string, isRoot: boolean): void => {
    if (!isObject(node)) return;
    let inner = base;
    if (isRoot) {
      if (typeof node.$anchor === 'string') targets.rootAnchors.add(node.$anchor);
      if (typeof node.$dynamicAnchor === 'string') {
        targets.rootAnchors.add(node.$dynamicAnchor);
        targets.rootDynamicAnchors.add(node.$dynamicAnchor);
      }
    } else {
      if (typeof node.$id === 'string') {
        const url = resolveUri(node.$id, base);
        if (url !== undefined) {
          const document = withoutFragment(url);
          if (url.hash.length > 1) {
            const uri = `${document}#${decodeFragment(url.hash.slice(1))}`;
            if (register(uri, path, '$id')) targets.anchors.set(uri, path);
          } else if (document !== LOCAL_BASE && register(document, path, '$id')) {
            // (An "$id" of "" in a document without a base changes nothing, for ajv too.)
            targets.resources.set(document, node);
          }
          inner = document;
        }
      }
      anchor(node.$anchor, '$anchor', inner, path);
      anchor(node.$dynamicAnchor, '$dynamicAnchor', inner, path);
    }
    for (const key of Object.keys(node)) {
      const value = node[key];
      const at = joinPointer(path, key);
      if (Array.isArray(value)) {
        if (key in ARRAY_KEYWORDS)
          for (let i = 0; i < value.length; i++) visit(value[i], joinPointer(at, i), inner, false);
      } else if (key in PROPS_KEYWORDS) {
        if (value !== null && typeof value === 'object') {
          for (const prop of Object.keys(value))
            visit((value as Record<string, unknown>)[prop], joinPointer(at, prop), inner, false);
        }
      } else if (key in KEYWORDS || !(key in SKIP_KEYWORDS)) {
        visit(value, at, inner, false);
      }
    }
  };

  visit(root, '', rootBase, true);
  return targets;
}
