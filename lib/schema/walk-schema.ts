import { joinPointer } from '../json/json-pointer';
import type { Dialect } from './dialect';
import { REF_KEYWORDS, SUBSCHEMA_KEYWORDS, type SubschemaShape } from './schema-keywords';
import type { SchemaLimits, SchemaProblem } from './schema-problem';
import { decodeFragment, LOCAL_BASE, resolveUri, withoutFragment } from './schema-uri';

/** A reference keyword found in a subschema. */
export interface RefSite {
  /** Pointer of the keyword itself, e.g. "/properties/a/$ref". */
  path: string;
  keyword: string;
  ref: string;
  /** Absolute base URI the reference resolves against. */
  base: string;
}

/** A regular expression found in a subschema (`pattern` value or `patternProperties` key). */
export interface PatternSite {
  path: string;
  source: string;
}

/** What one pass over a schema learns. */
export interface SchemaIndex {
  /** The document's base URI: its root `$id`, or LOCAL_BASE. */
  rootBase: string;
  /**
   * Schema resources the dialect declares, by absolute URI without fragment (the root and every
   * `$id` in a subschema) → pointer. What the engine can actually resolve is in ajv-targets.
   */
  resources: Map<string, string>;
  /** Plain-name fragments the dialect declares (`$anchor`, `$dynamicAnchor`, draft-07 `$id: "#name"`), "uri#name" → pointer. */
  anchors: Map<string, string>;
  refs: RefSite[];
  patterns: PatternSite[];
  /**
   * Subschema objects with a `nullable` key. It is not JSON Schema (it is OpenAPI's), but ajv
   * hard-codes it into type checks, so compileSchema removes it from its private copy.
   */
  nullable: Record<string, unknown>[];
  /** Subschema objects whose `enum` is empty: compileSchema turns them into "no value matches". */
  emptyEnums: Record<string, unknown>[];
  subschemaCount: number;
}

class Stop extends Error {}

const CLOCK_EVERY = 256;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function isSchemaValue(value: unknown): value is Record<string, unknown> | boolean {
  return typeof value === 'boolean' || isPlainObject(value);
}

/**
 * Walks a schema once: checks that it is plain JSON, enforces the limits, and collects resources,
 * anchors, references and patterns. Stops at the first limit it exceeds.
 */
export function walkSchema(
  root: unknown,
  dialect: Dialect,
  limits: SchemaLimits,
): { index: SchemaIndex; problems: SchemaProblem[] } {
  const keywords = SUBSCHEMA_KEYWORDS[dialect];
  const refKeywords = REF_KEYWORDS[dialect];
  const index: SchemaIndex = {
    rootBase: LOCAL_BASE,
    resources: new Map(),
    anchors: new Map(),
    refs: [],
    patterns: [],
    nullable: [],
    emptyEnums: [],
    subschemaCount: 0,
  };
  const problems: SchemaProblem[] = [];
  const ancestors = new Set<object>();
  const started = performance.now();
  let visited = 0;

  const report = (kind: SchemaProblem['kind'], path: string, message: string) => {
    problems.push({ kind, severity: 'error', path, message });
  };

  const tick = (path: string) => {
    visited++;
    if (visited % CLOCK_EVERY === 0 && performance.now() - started > limits.timeBudgetMs) {
      report(
        'too-complex',
        path,
        `Checking this schema took longer than the ${limits.timeBudgetMs} ms budget, so it was stopped here. Make the schema smaller.`,
      );
      throw new Stop();
    }
  };

  /** A plain JSON value (not a subschema); `level` counts the containers above and including it. */
  const visitValue = (value: unknown, path: string, level: number): void => {
    tick(path);
    if (value === null || typeof value === 'string' || typeof value === 'boolean') return;
    if (typeof value === 'number') {
      if (!Number.isFinite(value))
        report('not-a-schema', path, `${String(value)} is not a JSON number; use a finite number.`);
      return;
    }
    if (typeof value !== 'object') {
      report(
        'not-a-schema',
        path,
        `A ${typeof value} is not a JSON value; schemas may hold only JSON (objects, arrays, strings, finite numbers, booleans, null).`,
      );
      return;
    }
    if (level > limits.maxDepth) {
      report(
        'too-complex',
        path,
        `This value nests more than ${limits.maxDepth} objects or arrays deep (the maxDepth limit); flatten it.`,
      );
      throw new Stop();
    }
    if (ancestors.has(value)) {
      report('not-a-schema', path, 'This value contains itself (a cycle); JSON cannot express that.');
      return;
    }
    ancestors.add(value);
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        if (!(i in value))
          report(
            'not-a-schema',
            joinPointer(path, i),
            'This array has a hole (a missing element); JSON arrays cannot.',
          );
        else visitValue(value[i], joinPointer(path, i), level + 1);
      }
    } else if (!isPlainObject(value)) {
      report(
        'not-a-schema',
        path,
        'Only plain objects are JSON; this is an instance of a class (a Date, Map, RegExp…).',
      );
    } else {
      for (const key of Object.keys(value)) visitValue(value[key], joinPointer(path, key), level + 1);
    }
    ancestors.delete(value);
  };

  const declareAnchor = (name: string, base: string, path: string) => {
    const key = `${base}#${name}`;
    if (!index.anchors.has(key)) index.anchors.set(key, path);
  };

  /** Handles `$id` (and anchors) of one schema object; returns the base for its contents. */
  const enterResource = (node: Record<string, unknown>, path: string, base: string): string => {
    let inner = base;
    const id = node.$id;
    if (typeof id === 'string') {
      if (dialect === 'draft-07' && id.startsWith('#')) {
        if (id.length > 1) declareAnchor(decodeFragment(id.slice(1)), base, path);
      } else {
        const url = resolveUri(id, base);
        if (url === undefined) {
          report(
            'invalid',
            joinPointer(path, '$id'),
            `"$id" ${JSON.stringify(id)} is not a valid URI reference.`,
          );
        } else if (withoutFragment(url) !== base && (dialect === 'draft-07' || url.hash.length <= 1)) {
          // A fragment in a 2019+ "$id" is a meta-schema error (reported there), not a new resource.
          inner = withoutFragment(url);
          if (!index.resources.has(inner)) index.resources.set(inner, path);
          if (dialect === 'draft-07' && url.hash.length > 1)
            declareAnchor(decodeFragment(url.hash.slice(1)), inner, path);
        }
      }
    }
    if (dialect !== 'draft-07' && typeof node.$anchor === 'string') declareAnchor(node.$anchor, inner, path);
    if (dialect === '2020-12' && typeof node.$dynamicAnchor === 'string')
      declareAnchor(node.$dynamicAnchor, inner, path);
    return inner;
  };

  const visitSchema = (
    node: Record<string, unknown> | boolean,
    path: string,
    depth: number,
    base: string,
  ): void => {
    tick(path);
    index.subschemaCount++;
    if (index.subschemaCount > limits.maxSubschemas) {
      report(
        'too-complex',
        path,
        `This schema has more than ${limits.maxSubschemas} subschemas (the maxSubschemas limit); split or simplify it.`,
      );
      throw new Stop();
    }
    if (depth > limits.maxDepth) {
      report(
        'too-complex',
        path,
        `Subschemas nest more than ${limits.maxDepth} levels deep here (the maxDepth limit); flatten the schema, e.g. by moving parts to "$defs" and using "$ref".`,
      );
      throw new Stop();
    }
    if (typeof node === 'boolean') return;
    if (ancestors.has(node)) {
      report(
        'not-a-schema',
        path,
        'This schema contains itself (a cycle); JSON cannot express that. Use "$ref" for recursion.',
      );
      return;
    }
    ancestors.add(node);
    if (Object.hasOwn(node, 'nullable')) index.nullable.push(node);
    const inner = enterResource(node, path, base);
    for (const key of Object.keys(node)) {
      const value = node[key];
      const at = joinPointer(path, key);
      const shape = keywords[key];
      if (shape !== undefined) {
        visitKeyword(shape, value, at, depth, inner);
        if (key === 'patternProperties' && isPlainObject(value)) {
          for (const source of Object.keys(value))
            index.patterns.push({ path: joinPointer(at, source), source });
        }
        continue;
      }
      if (key === 'enum' && Array.isArray(value) && value.length === 0) {
        // Allowed by the meta-schemas (the spec only says SHOULD be non-empty), refused by ajv:
        // compileSchema compiles it as what it means, a schema no value matches.
        index.emptyEnums.push(node);
        problems.push({
          kind: 'empty-enum',
          severity: 'warning',
          path: at,
          message:
            'An empty "enum" matches no value at all; JSON Schema says it should have at least one element, and some validators refuse to compile it. List the allowed values, or use the schema false if nothing is allowed.',
        });
      }
      if (typeof value === 'string') {
        if (refKeywords.includes(key)) index.refs.push({ path: at, keyword: key, ref: value, base: inner });
        else if (key === 'pattern') index.patterns.push({ path: at, source: value });
      }
      visitValue(value, at, 1);
    }
    ancestors.delete(node);
  };

  const visitKeyword = (
    shape: SubschemaShape,
    value: unknown,
    path: string,
    depth: number,
    base: string,
  ): void => {
    const one = (child: unknown, at: string) => {
      if (isSchemaValue(child)) visitSchema(child, at, depth + 1, base);
      else visitValue(child, at, 1);
    };
    if (shape === 'schema' || (shape === 'schema-or-array' && !Array.isArray(value))) {
      one(value, path);
    } else if ((shape === 'array' || shape === 'schema-or-array') && Array.isArray(value)) {
      tick(path);
      for (let i = 0; i < value.length; i++) {
        if (i in value) one(value[i], joinPointer(path, i));
        else
          report(
            'not-a-schema',
            joinPointer(path, i),
            'This array has a hole (a missing element); JSON arrays cannot.',
          );
      }
    } else if ((shape === 'map' || shape === 'map-of-schema-or-names') && isPlainObject(value)) {
      tick(path);
      for (const key of Object.keys(value)) one(value[key], joinPointer(path, key));
    } else {
      // The wrong shape for this keyword: the meta-schema reports it; here it only has to be JSON.
      visitValue(value, path, 1);
    }
  };

  if (isSchemaValue(root)) {
    const rootId =
      isPlainObject(root) && typeof root.$id === 'string' ? resolveUri(root.$id, LOCAL_BASE) : undefined;
    index.rootBase = rootId === undefined ? LOCAL_BASE : withoutFragment(rootId);
    index.resources.set(index.rootBase, '');
    try {
      visitSchema(root, '', 0, LOCAL_BASE);
    } catch (error) {
      if (!(error instanceof Stop)) throw error;
    }
  }
  return { index, problems };
}
