import { indexAjvTargets } from './ajv-targets';
import { planPattern } from './analyze-pattern';
import { hasExponentialShape } from './backtracking-shape';
import { checkRefs } from './check-refs';
import { type Dialect, describeJsonType, detectDialect } from './dialect';
import { type LruCache, textKeyedCache } from './lru-cache';
import { validateAgainstMetaSchema } from './meta-validator';
import { parsePattern } from './pattern-syntax';
import { resolveLimits, type SchemaLimits, type SchemaProblem } from './schema-problem';
import { walkSchema } from './walk-schema';
import { WorkLimitReached } from './work-meter';

/** At most this many problems are returned; a broken schema can otherwise yield thousands. */
export const MAX_PROBLEMS = 100;

export interface SchemaCheck {
  /** The dialect the schema is read in; absent when it could not be decided (or is unsupported). */
  dialect?: Dialect;
  /** Errors (the schema is unusable) and warnings (see SchemaProblem.severity), in that order of discovery. */
  problems: SchemaProblem[];
}

/** Internal result with what compileSchema needs besides the problems. */
export interface DetailedSchemaCheck extends SchemaCheck {
  elapsedMs: number;
  /** Subschema objects carrying OpenAPI's `nullable` (see SchemaIndex.nullable). */
  nullable: Record<string, unknown>[];
  /** Subschema objects with an empty `enum` (see SchemaIndex.emptyEnums). */
  emptyEnums: Record<string, unknown>[];
  /** Subschemas counted by the walk (0 when it did not get that far). */
  subschemas: number;
}

function patternProblems(patterns: ReturnType<typeof walkSchema>['index']['patterns']): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  for (const site of patterns) {
    const plan = planPattern(site.source);
    if (plan.engine === 'invalid') {
      problems.push({ kind: 'regex-invalid', severity: 'error', path: site.path, message: plan.message });
    } else if (plan.engine === 'unrunnable') {
      problems.push({ kind: 'regex-unsafe', severity: 'warning', path: site.path, message: plan.message });
    } else if (plan.caveat !== undefined) {
      problems.push({ kind: 'regex-unsafe', severity: 'warning', path: site.path, message: plan.caveat });
    } else if (plan.engine === 're2') {
      const parsed = parsePattern(site.source);
      if (parsed.ok && hasExponentialShape(parsed.ast)) {
        problems.push({
          kind: 'regex-backtracking',
          severity: 'warning',
          path: site.path,
          message: `The pattern ${JSON.stringify(site.source)} repeats something that itself repeats, e.g. (a+)+. It is checked in linear time here, but validators with a backtracking engine (most in JavaScript, Python and Java) can take exponential time on it and hang. Remove the nested repetition (e.g. (a+)+ becomes a+).`,
        });
      }
    }
  }
  return problems;
}

/** checkSchema plus timing; used by compileSchema to spend one time budget across both steps. */
export function checkSchemaDetailed(schema: unknown, limits: SchemaLimits): DetailedSchemaCheck {
  const started = performance.now();
  const done = (
    check: SchemaCheck,
    index?: {
      nullable: Record<string, unknown>[];
      emptyEnums: Record<string, unknown>[];
      subschemaCount: number;
    },
  ): DetailedSchemaCheck => ({
    ...check,
    problems: check.problems.slice(0, MAX_PROBLEMS),
    elapsedMs: performance.now() - started,
    nullable: index?.nullable ?? [],
    emptyEnums: index?.emptyEnums ?? [],
    subschemas: index?.subschemaCount ?? 0,
  });
  if (
    typeof schema !== 'boolean' &&
    (schema === null || typeof schema !== 'object' || Array.isArray(schema))
  ) {
    return done({
      problems: [
        {
          kind: 'not-a-schema',
          severity: 'error',
          path: '',
          message: `A JSON Schema must be an object (or a boolean); got ${describeJsonType(schema)}. For tool input use at least {"type": "object"}.`,
        },
      ],
    });
  }
  const detected = detectDialect(schema);
  if ('problem' in detected) return done({ problems: [detected.problem] });
  const { dialect } = detected;
  const walked = walkSchema(schema, dialect, limits);
  // Meta-validation recurses through the whole value and ref resolution trusts the index, so
  // neither runs on something that is not plain JSON or that broke a limit.
  if (walked.problems.some((p) => p.kind === 'not-a-schema' || p.kind === 'too-complex')) {
    return done({ dialect, problems: walked.problems });
  }
  const meta = validateAgainstMetaSchema(schema, dialect);
  const targets = indexAjvTargets(schema, walked.index.rootBase);
  // The meta-schema and the engine's own rules can flag the same keyword (e.g. a bad anchor name);
  // report each place once, in the meta-schema's words.
  const reported = new Set(meta.map((p) => p.path));
  const problems = [
    ...meta,
    ...[...walked.problems, ...targets.problems].filter((p) => !reported.has(p.path)),
    ...checkRefs(walked.index, targets),
    ...patternProblems(walked.index.patterns),
  ];
  return done({ dialect, problems }, walked.index);
}

/**
 * Is this a usable schema? It must be an object or a boolean, in a supported dialect (no `$schema`
 * = 2020-12), valid against that dialect's meta-schema, with every `$ref` resolving inside the same
 * document (`#`, `#/json/pointer`, `#anchor`, `$id`-relative refs to embedded resources), no
 * reference that leaves the document (reported as `network-ref`/`unresolved-ref`, never fetched),
 * patterns that are valid ECMA-262 regular expressions, and within the limits (defaults in
 * DEFAULT_SCHEMA_LIMITS). Does not compile the schema, so it is cheap (tens of microseconds for a
 * typical tool schema). Never throws.
 *
 * Whether the root is `type: "object"` (an MCP `inputSchema` rule) is not checked here.
 */
export function checkSchema(schema: unknown, limits?: Partial<SchemaLimits>): SchemaCheck {
  const resolved = resolveLimits(limits);
  const cache = checkCacheFor(resolved);
  const key = cacheKey(schema);
  const cached = key === undefined ? undefined : cache.get(key);
  if (cached) return cached;
  let result: SchemaCheck;
  try {
    const { dialect, problems } = checkSchemaDetailed(schema, resolved);
    result = dialect === undefined ? { problems } : { dialect, problems };
  } catch (error) {
    if (error instanceof WorkLimitReached) throw error;
    result = { problems: [internalProblem(error)] };
  }
  if (key !== undefined) cache.set(key, result);
  return result;
}

/**
 * Checks are cached by content: an editor re-checks the same schemas on every keystroke. One cache
 * per set of limits, so the key is the schema's JSON text itself: a tools/list result holds
 * hundreds of schemas, and gluing the limits onto each key would copy every text once more.
 */
const checkCaches = new Map<string, LruCache<string, SchemaCheck>>();

function checkCacheFor(limits: SchemaLimits): LruCache<string, SchemaCheck> {
  const id = `${limits.maxDepth}/${limits.maxSubschemas}`;
  let cache = checkCaches.get(id);
  if (cache === undefined) {
    // Callers use one or two sets of limits; a hostile caller cycling through many gets a new cache each time.
    if (checkCaches.size >= 8) checkCaches.clear();
    // Keyed by the schema's text: bounded by the characters kept too, like the compile cache.
    cache = textKeyedCache<SchemaCheck>(2000, 8_000_000);
    checkCaches.set(id, cache);
  }
  return cache;
}

/** The cache key of a schema: its JSON text; undefined when it has no JSON text. */
function cacheKey(schema: unknown): string | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  try {
    return JSON.stringify(schema);
  } catch {
    return undefined; // cycles, BigInt, a stack too deep to serialise: check without caching
  }
}

/** A problem describing an unexpected failure (e.g. the engine running out of stack). */
export function internalProblem(error: unknown): SchemaProblem {
  const detail = error instanceof Error ? error.message : String(error);
  return {
    kind: 'too-complex',
    severity: 'error',
    path: '',
    message: `The schema could not be checked (${detail}). It is probably too large or too deeply nested; simplify it.`,
  };
}
