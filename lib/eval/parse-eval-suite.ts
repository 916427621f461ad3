// Reads eval suite files: JSON with positions (lib/json), the layout (EvalSuiteSchema), then what a
// schema cannot say (unique ids, safe patterns, arguments only with a tool). Every error names its
// place as line:column and path, so the editor can mark it and the CLI can print it.
import type { z } from 'zod';
import { isObject } from '../json/is-object';
import { encodePointer } from '../json/json-pointer';
import { type JsonDocument, parseJson } from '../json/parse-json';
import type { Range } from '../json/range';
import { planPattern } from '../schema/analyze-pattern';
import { EVAL_FORMAT, EVAL_LIMITS, EVAL_VERSION, type EvalSuite, EvalSuiteSchema } from './eval-suite-schema';

export interface SuiteProblem {
  /** RFC 6901 pointer into the file ("" = the whole file). */
  path: string;
  /** The same place for people: "cases[1].expect.tool". */
  where: string;
  message: string;
  /** Where it is in the text, when text was given. */
  range?: Range;
}

export type ParsedEvalSuite = { ok: true; suite: EvalSuite } | { ok: false; problems: SuiteProblem[] };

function where(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path)
    out += typeof part === 'number' ? `[${part}]` : `${out === '' ? '' : '.'}${String(part)}`;
  return out || '(the file)';
}

const problemAt = (path: readonly (string | number)[], message: string): SuiteProblem => ({
  path: encodePointer(path),
  where: where(path),
  message,
});

const EXPECT_SHAPES =
  'expect must be {"tool": name or null, "arguments"?, "argumentPatterns"?, "notCalled"?} or {"anyOf": [{"tool", "arguments"?, "argumentPatterns"?}, …], "notCalled"?}';

type Path = (string | number)[];
const pathOf = (path: readonly PropertyKey[]): Path =>
  path.filter((p): p is string | number => typeof p !== 'symbol');

/**
 * zod reports an expectation that fits neither shape as one union failure; the shape the value
 * was meant to have (it says "anyOf" or not) has the precise problems, so those are reported.
 */
function describeIssues(issue: z.core.$ZodIssue, value: unknown): SuiteProblem[] {
  const path = pathOf(issue.path);
  if (issue.code === 'invalid_union' && path.at(-1) === 'expect') {
    let target: unknown = value;
    for (const part of path)
      target =
        isObject(target) || Array.isArray(target) ? (target as Record<string, unknown>)[part] : undefined;
    const branch = issue.errors[isObject(target) && 'anyOf' in target ? 1 : 0] ?? [];
    if (isObject(target) && branch.length > 0)
      return branch.map((sub) => problemAt([...path, ...pathOf(sub.path)], sub.message));
    return [problemAt(path, EXPECT_SHAPES)];
  }
  return [problemAt(path, issue.message)];
}

function checkPatterns(
  patterns: Record<string, string> | undefined,
  at: (string | number)[],
  problems: SuiteProblem[],
) {
  for (const [key, pattern] of Object.entries(patterns ?? {})) {
    const plan = planPattern(pattern);
    if (plan.engine === 'invalid' || plan.engine === 'unrunnable')
      problems.push(problemAt([...at, key], plan.message));
    if (key.startsWith('/') && !/^(\/([^~/]|~[01])*)+$/.test(key))
      problems.push(problemAt([...at, key], `"${key}" is not a JSON Pointer (write ~0 for ~ and ~1 for /)`));
  }
}

/** Checks a suite value (already parsed from JSON). */
export function readEvalSuite(value: unknown): ParsedEvalSuite {
  if (isObject(value) && value.format !== undefined && value.format !== EVAL_FORMAT)
    return {
      ok: false,
      problems: [
        problemAt(
          ['format'],
          `format is ${JSON.stringify(value.format)}, not "${EVAL_FORMAT}": this is not an eval suite`,
        ),
      ],
    };
  if (isObject(value) && value.format === EVAL_FORMAT && value.version !== EVAL_VERSION)
    return {
      ok: false,
      problems: [
        problemAt(
          ['version'],
          `version ${JSON.stringify(value.version)} is not supported: this version of MCP Tool Lab reads version ${EVAL_VERSION}`,
        ),
      ],
    };
  const parsed = EvalSuiteSchema.safeParse(value);
  if (!parsed.success)
    return {
      ok: false,
      problems: parsed.error.issues.flatMap((issue) => describeIssues(issue, value)).slice(0, 20),
    };
  const suite = parsed.data;
  const problems: SuiteProblem[] = [];
  const ids = new Set<string>();
  suite.cases.forEach((c, i) => {
    if (ids.has(c.id))
      problems.push(problemAt(['cases', i, 'id'], `"${c.id}" is used twice; ids must be unique`));
    ids.add(c.id);
    const expect = c.expect;
    if ('anyOf' in expect)
      for (const [j, call] of expect.anyOf.entries())
        checkPatterns(
          call.argumentPatterns,
          ['cases', i, 'expect', 'anyOf', j, 'argumentPatterns'],
          problems,
        );
    else {
      if (expect.tool === null && (expect.arguments !== undefined || expect.argumentPatterns !== undefined))
        problems.push(
          problemAt(
            ['cases', i, 'expect', 'tool'],
            'tool is null (no tool call expected), so arguments and argumentPatterns cannot apply',
          ),
        );
      checkPatterns(expect.argumentPatterns, ['cases', i, 'expect', 'argumentPatterns'], problems);
      if (expect.tool !== null && expect.notCalled?.includes(expect.tool))
        problems.push(
          problemAt(['cases', i, 'expect', 'notCalled'], `"${expect.tool}" is both expected and forbidden`),
        );
    }
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, suite };
}

function placed(problems: SuiteProblem[], doc: JsonDocument): SuiteProblem[] {
  return problems.map((p) => {
    // A missing member has no range of its own: point at the object that lacks it.
    let pointer = p.path;
    let range = doc.rangeOf(pointer, 'anchor');
    while (!range && pointer !== '') {
      pointer = pointer.slice(0, pointer.lastIndexOf('/'));
      range = doc.rangeOf(pointer, 'anchor');
    }
    return range ? { ...p, range } : p;
  });
}

/** Parses suite file text: JSON first (syntax errors with their position), then readEvalSuite. */
export function parseEvalSuite(text: string): ParsedEvalSuite {
  if (text.length > EVAL_LIMITS.textBytes)
    return {
      ok: false,
      problems: [
        problemAt(
          [],
          `the file has ${text.length.toLocaleString('en')} characters; eval suites are limited to ${EVAL_LIMITS.textBytes.toLocaleString('en')}`,
        ),
      ],
    };
  const doc = parseJson(text);
  if (!doc.ok)
    return {
      ok: false,
      problems: doc.syntaxErrors.slice(0, 5).map((error) => ({
        path: '',
        where: '(the file)',
        message: `not valid JSON: ${error.message}`,
        range: error.range,
      })),
    };
  const read = readEvalSuite(doc.value);
  return read.ok ? read : { ok: false, problems: placed(read.problems, doc) };
}

/** One line per problem: "12:7 cases[1].expect.tool: message". */
export function formatSuiteProblems(problems: readonly SuiteProblem[]): string[] {
  return problems.map(
    (p) =>
      `${p.range ? `${p.range.start.line}:${p.range.start.column} ` : ''}${p.where === '(the file)' && p.range ? '' : `${p.where}: `}${p.message}`,
  );
}

/** The suite as file text, the same format the CLI reads (stable order, two-space indent). */
export function serializeEvalSuite(suite: EvalSuite): string {
  return `${JSON.stringify(suite, null, 2)}\n`;
}
