import type { z } from 'zod';
import { encodePointer, getAtPointer } from '../json/json-pointer';
import { showValue } from '../schema/error-message';
import { JSON_INTEGER_MESSAGE } from '../spec/json-integer';
import { describePath, describeType } from './describe-value';

type ZodIssue = z.core.$ZodIssue;
type Segment = string | number;

/** A structural finding before it becomes a Diagnostic: which structural rule, where, and why. */
export interface StructuralIssue {
  rule: string;
  path: string;
  message: string;
  /** A part the structural pass could not check (a "could not be checked" warning, not an error). */
  unchecked?: true;
}

/** Hints appended when a well-known required member is missing. */
const REQUIRED_HINTS: Record<string, string> = {
  name: 'Every tool needs a unique programmatic name, e.g. "search_issues".',
  inputSchema: 'Tools without parameters can use {"type": "object", "additionalProperties": false}.',
  content: 'A complete tools/call result needs a content array (it may be empty).',
  resultType: 'Since 2026-07-28 every result says "complete" or "input_required".',
  ttlMs:
    'Cacheable results (server/discover, the list methods, resources/read) carry a freshness hint in milliseconds; 0 means stale at once.',
  cacheScope: 'Say "public" or "private" so caches know who may reuse the list.',
  _meta: 'Every 2026-07-28 request carries params._meta with the protocol version and client capabilities.',
  'io.modelcontextprotocol/protocolVersion': 'Name the protocol version of this request, e.g. "2026-07-28".',
  'io.modelcontextprotocol/clientCapabilities': "Declare this request's client capabilities ({} for none).",
  jsonrpc: 'JSON-RPC messages carry "jsonrpc": "2.0".',
};

function joinLabels(values: readonly unknown[]): string {
  return values.map((v) => showValue(v)).join(', ');
}

function typeWord(expected: string): string {
  switch (expected) {
    case 'object':
      return 'an object';
    case 'array':
      return 'an array';
    case 'int':
    case 'integer':
      return 'an integer';
    default:
      return `a ${expected}`;
  }
}

/** Picks the union branch that matched best: the one whose first problem lies deepest. */
function bestBranch(branches: readonly (readonly ZodIssue[])[]): readonly ZodIssue[] | undefined {
  let best: readonly ZodIssue[] | undefined;
  let bestDepth = -1;
  for (const branch of branches) {
    if (branch.length === 0) continue;
    const depth = Math.min(...branch.map((i) => i.path.length));
    if (depth > bestDepth || (depth === bestDepth && best && branch.length < best.length)) {
      best = branch;
      bestDepth = depth;
    }
  }
  return bestDepth > 0 ? best : undefined;
}

/**
 * Turns zod issues from the structural model into findings of the structural rules:
 * `schema-required`, `schema-type`, `schema-value` and `schema-range`, with JSON Pointers into
 * `root` and messages that say what to change. `base` is where the zod-checked value sits in root.
 */
export function mapZodIssues(
  issues: readonly ZodIssue[],
  root: unknown,
  base: readonly Segment[] = [],
): StructuralIssue[] {
  const out: StructuralIssue[] = [];
  const visit = (issue: ZodIssue, prefix: readonly Segment[]) => {
    const segments = [...prefix, ...(issue.path as Segment[])];
    const path = encodePointer(segments);
    const at = getAtPointer(root, path);
    const label = describePath(path);
    switch (issue.code) {
      case 'invalid_type': {
        if (!at.found) {
          const key = String(segments[segments.length - 1] ?? '');
          const parent = encodePointer(segments.slice(0, -1));
          // Hints about tools do not fit tools/call params, which also need a "name".
          const hint = key === 'name' && /\/params$/.test(parent) ? undefined : REQUIRED_HINTS[key];
          out.push({
            rule: 'schema-required',
            path: parent,
            message: `Missing required property "${key}".${hint ? ` ${hint}` : ''}`,
          });
        } else if (issue.message === JSON_INTEGER_MESSAGE && typeof at.value !== 'number') {
          out.push({
            rule: 'schema-type',
            path,
            message: `${label} must be an integer, but it is ${describeType(at.value)}.`,
          });
        } else if (issue.expected === 'int' || issue.expected === 'integer') {
          out.push({
            rule: 'schema-range',
            path,
            message: `${label} must be an integer; it is ${showValue(at.value)}.`,
          });
        } else {
          out.push({
            rule: 'schema-type',
            path,
            message: `${label} must be ${typeWord(issue.expected)}, but it is ${describeType(at.value)}.`,
          });
        }
        return;
      }
      case 'invalid_value':
        if (!at.found) {
          const key = String(segments[segments.length - 1] ?? '');
          out.push({
            rule: 'schema-required',
            path: encodePointer(segments.slice(0, -1)),
            message: `Missing required property "${key}" (${issue.values.length === 1 ? showValue(issue.values[0]) : `one of ${joinLabels(issue.values)}`}).`,
          });
          return;
        }
        out.push({
          rule: 'schema-value',
          path,
          message:
            issue.values.length === 1
              ? `${label} must be ${showValue(issue.values[0])}; it is ${showValue(at.value)}.`
              : `${label} must be one of ${joinLabels(issue.values)}; it is ${showValue(at.value)}.`,
        });
        return;
      case 'too_small':
      case 'too_big': {
        const small = issue.code === 'too_small';
        const bound = String(small ? issue.minimum : issue.maximum);
        const limit = issue.inclusive ? (small ? 'at least' : 'at most') : small ? 'more than' : 'less than';
        const rule =
          issue.origin === 'array' || issue.origin === 'set'
            ? `${label} must have ${limit} ${bound} ${bound === '1' ? 'item' : 'items'}`
            : issue.origin === 'string'
              ? `${label} must be ${limit} ${bound} characters long`
              : `${label} must be ${limit} ${bound}`;
        out.push({ rule: 'schema-range', path, message: `${rule}; it is ${showValue(at.value)}.` });
        return;
      }
      case 'not_multiple_of':
        out.push({
          rule: 'schema-range',
          path,
          message: `${label} must be a multiple of ${String(issue.divisor)}; it is ${showValue(at.value)}.`,
        });
        return;
      case 'invalid_union': {
        if ('discriminator' in issue && issue.discriminator) {
          const options = (issue as { options?: unknown[] }).options ?? [];
          const value = getAtPointer(root, path);
          out.push({
            rule: value.found ? 'schema-value' : 'schema-required',
            path: value.found ? path : encodePointer(segments.slice(0, -1)),
            message: value.found
              ? `${label} must be one of ${joinLabels(options)}; it is ${showValue(value.value)}.`
              : `Missing required property "${String(segments[segments.length - 1])}" (one of ${joinLabels(options)}).`,
          });
          return;
        }
        const branch = bestBranch(issue.errors);
        if (branch) {
          for (const inner of branch) visit(inner, segments);
          return;
        }
        const expected = [
          ...new Set(
            issue.errors.flatMap((b) =>
              b
                .filter((i) => i.code === 'invalid_type' && i.path.length === 0)
                .map((i) => typeWord((i as { expected: string }).expected)),
            ),
          ),
        ];
        out.push({
          rule: at.found ? 'schema-type' : 'schema-required',
          path: at.found ? path : encodePointer(segments.slice(0, -1)),
          message: at.found
            ? expected.length > 0
              ? `${label} must be ${expected.join(' or ')}, but it is ${describeType(at.value)}.`
              : `${label} does not match any of the allowed shapes.`
            : `Missing required property "${String(segments[segments.length - 1])}".`,
        });
        return;
      }
      default:
        out.push({ rule: 'schema-value', path, message: `${label}: ${issue.message}` });
    }
  };
  for (const issue of issues) visit(issue, base);
  return out;
}
