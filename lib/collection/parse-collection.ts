import type { z } from 'zod';
import { isObject } from '../json/is-object';
import { parseJson } from '../json/parse-json';
import { planPattern } from '../schema/analyze-pattern';
import {
  COLLECTION_FORMAT,
  COLLECTION_LIMITS,
  COLLECTION_VERSION,
  type Collection,
  CollectionSchema,
} from './collection-schema';
import { parseJsonPath } from './json-path';
import { scrubArguments, scrubServerUrl } from './scrub-secrets';

export type ParsedCollection =
  | { ok: true; collection: Collection; warnings: string[] }
  | { ok: false; errors: string[] };

/** "calls[2].expect[0].pattern" from zod's path. */
function where(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path)
    out += typeof part === 'number' ? `[${part}]` : `${out === '' ? '' : '.'}${String(part)}`;
  return out || '(the file)';
}

function describeIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.slice(0, 20).map((issue) => `${where(issue.path)}: ${issue.message}`);
}

/**
 * Checks a collection value: the layout (CollectionSchema), then what a schema cannot say — ids
 * are unique, patterns are valid ECMAScript and safe to run, JSON paths are singular queries.
 * Values that look like credentials are taken out (never kept, even from a file), with a warning.
 */
export function readCollection(value: unknown): ParsedCollection {
  if (isObject(value) && value.format !== undefined && value.format !== COLLECTION_FORMAT)
    return {
      ok: false,
      errors: [
        `format is ${JSON.stringify(value.format)}, not "${COLLECTION_FORMAT}": this is not a collection file`,
      ],
    };
  if (isObject(value) && value.format === COLLECTION_FORMAT && value.version !== COLLECTION_VERSION)
    return {
      ok: false,
      errors: [
        `version ${JSON.stringify(value.version)} is not supported: this version of MCP Tool Lab reads version ${COLLECTION_VERSION}`,
      ],
    };
  const parsed = CollectionSchema.safeParse(value);
  if (!parsed.success) return { ok: false, errors: describeIssues(parsed.error.issues) };
  const collection = parsed.data;
  const errors: string[] = [];
  const warnings: string[] = [];
  const ids = new Set<string>();
  collection.calls.forEach((call, i) => {
    if (ids.has(call.id)) errors.push(`calls[${i}].id: "${call.id}" is used twice; ids must be unique`);
    ids.add(call.id);
    call.expect.forEach((e, j) => {
      const at = `calls[${i}].expect[${j}]`;
      if (e.type === 'text-matches') {
        const plan = planPattern(e.pattern);
        if (plan.engine === 'invalid' || plan.engine === 'unrunnable')
          errors.push(`${at}.pattern: ${plan.message}`);
      } else if (e.type === 'json-path-equals') {
        const path = parseJsonPath(e.path);
        if (!path.ok) errors.push(`${at}.path: ${path.error}`);
      }
    });
    const scrubbed = scrubArguments(call.arguments, `calls[${i}].arguments`);
    if (scrubbed.removed.length > 0) {
      call.arguments = scrubbed.value as typeof call.arguments;
      warnings.push(
        `${scrubbed.removed.join(', ')}: looked like a secret and was emptied; fill it in before running`,
      );
    }
  });
  if (collection.server?.url !== undefined) {
    const scrubbed = scrubServerUrl(collection.server.url);
    if (scrubbed.removed.length > 0) {
      collection.server.url = scrubbed.value;
      warnings.push(
        `server.url: ${scrubbed.removed.join(' and ')} removed (collections hold no credentials)`,
      );
    }
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, collection, warnings };
}

/** Parses collection file text: JSON first (with line and column on a syntax error), then readCollection. */
export function parseCollection(text: string): ParsedCollection {
  if (text.length > COLLECTION_LIMITS.textBytes)
    return {
      ok: false,
      errors: [
        `the file is ${Math.round(text.length / 1e6)} MB; collections are limited to ${COLLECTION_LIMITS.textBytes / 1e6} MB`,
      ],
    };
  const doc = parseJson(text);
  if (!doc.ok) {
    const first = doc.syntaxErrors[0];
    return {
      ok: false,
      errors: [
        first
          ? `not valid JSON: ${first.range.start.line}:${first.range.start.column}: ${first.message}`
          : 'not valid JSON',
      ],
    };
  }
  return readCollection(doc.value);
}
