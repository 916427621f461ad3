// The one check of tool arguments (and of an elicitation's answer) against a JSON Schema: what
// callTool runs before it sends, and what the playground shows as you type — the same engine, the
// same words. The value-level check is asynchronous (the validator may be in a Worker); the text
// level splits into a synchronous read (JSON syntax, "must be an object") and the schema errors,
// which can be placed onto a newer text by their paths so a pending re-check does not flicker.

import { isObject } from '../json/is-object';
import { type JsonDocument, parseJson } from '../json/parse-json';
import type { InstanceError } from '../schema/validate-instance';
import type { ClientValidator } from './validation';

/**
 * The value-level check: schema errors, or why the schema could not be used (`unusable`), or why
 * the check could not finish (`unchecked`: too costly to decide is neither valid nor invalid).
 */
export interface ArgumentErrors {
  errors: InstanceError[];
  unusable?: string;
  unchecked?: string;
}

const NOT_AN_OBJECT = 'must be a JSON object';

/** Checks argument values against `inputSchema` (none: anything that is an object passes). */
export async function checkArguments(
  validator: ClientValidator,
  inputSchema: unknown,
  args: unknown,
): Promise<ArgumentErrors> {
  if (!isObject(args)) {
    return {
      errors: [{ instancePath: '', schemaPath: '', keyword: 'type', message: `arguments ${NOT_AN_OBJECT}` }],
    };
  }
  if (inputSchema === undefined) return { errors: [] };
  const checked = await validator.checkInstance(inputSchema, args);
  if (!checked.ok) return { errors: [], unusable: checked.error.message };
  if (!checked.value.usable) return { errors: [], unusable: checked.value.problems.join(' ') };
  const { errors, unchecked } = checked.value;
  return unchecked
    ? { errors: [], unchecked: `${unchecked.instancePath || '(root)'} ${unchecked.message}` }
    : { errors };
}

/** A problem with the arguments, where it is in the JSON text (offsets into the text, `to` exclusive). */
export interface ArgumentProblem {
  kind: 'syntax' | 'schema' | 'unusable-schema' | 'unchecked';
  /** RFC 6901 pointer into the arguments ("" = the whole object). */
  path: string;
  message: string;
  from: number;
  to: number;
  line: number;
  column: number;
}

export interface ArgumentCheck {
  /** The parsed arguments when the text is valid JSON. */
  value?: unknown;
  parsed: boolean;
  problems: ArgumentProblem[];
  /** The schema errors as lib/schema reports them (the form places them at their fields). */
  errors: InstanceError[];
  /** True while the schema's answer for this text is still on its way (problems shown are older). */
  pending?: boolean;
}

/** Argument text read once: the parsed document, and what can be said without the schema. */
export interface ArgumentText {
  text: string;
  /** Complete when syntax or shape already decide it (then the schema is not consulted). */
  check: ArgumentCheck;
  /** Present when the schema still has to be asked (the value is a JSON object). */
  doc?: JsonDocument;
}

/** JSON syntax and "must be an object": synchronous, cheap, no validator needed. */
export function readArgumentText(text: string): ArgumentText {
  const doc = parseJson(text);
  if (!doc.ok) {
    return {
      text,
      check: {
        parsed: false,
        errors: [],
        problems: doc.syntaxErrors.slice(0, 20).map((error) => ({
          kind: 'syntax',
          path: '',
          message: error.message,
          from: error.range.start.offset,
          to: Math.max(error.range.end.offset, error.range.start.offset + 1),
          line: error.range.start.line,
          column: error.range.start.column,
        })),
      },
    };
  }
  const value = doc.value;
  if (!isObject(value)) {
    return {
      text,
      check: {
        value,
        parsed: true,
        errors: [{ instancePath: '', schemaPath: '', keyword: 'type', message: NOT_AN_OBJECT }],
        problems: [
          { kind: 'schema', path: '', message: `(arguments) ${NOT_AN_OBJECT}`, ...placeAt(doc, text, '') },
        ],
      },
    };
  }
  return { text, doc, check: { value, parsed: true, problems: [], errors: [] } };
}

function placeAt(doc: JsonDocument, text: string, path: string) {
  const range = doc.rangeOf(path, 'anchor') ?? doc.rangeOf('', 'anchor');
  return range
    ? { from: range.start.offset, to: range.end.offset, line: range.start.line, column: range.start.column }
    : { from: 0, to: Math.min(1, text.length), line: 1, column: 1 };
}

/**
 * The full check of `read` given the schema's answer. `answer` may be for an older text (then
 * `pending` is set): its errors are placed by path onto this text, so marks stay put while the
 * newer answer is on its way. No answer at all (none yet) is pending with no schema problems.
 */
export function withSchemaAnswer(
  read: ArgumentText,
  answer: ArgumentErrors | undefined,
  pending: boolean,
): ArgumentCheck {
  const { doc, text } = read;
  if (!doc) return read.check;
  const base = read.check;
  if (!answer) return { ...base, pending: true };
  const flag = pending ? { pending: true } : {};
  if (answer.unusable !== undefined) {
    return {
      ...base,
      ...flag,
      problems: [
        {
          kind: 'unusable-schema',
          path: '',
          message: `The tool's inputSchema cannot be used to check arguments: ${answer.unusable || 'unknown problem'}`,
          ...placeAt(doc, text, ''),
        },
      ],
    };
  }
  if (answer.unchecked !== undefined) {
    return {
      ...base,
      ...flag,
      problems: [
        {
          kind: 'unchecked',
          path: '',
          message: `The arguments were not checked against the inputSchema: ${answer.unchecked}`,
          ...placeAt(doc, text, ''),
        },
      ],
    };
  }
  return {
    ...base,
    ...flag,
    errors: answer.errors,
    problems: answer.errors.slice(0, 50).map((error) => ({
      kind: 'schema',
      path: error.instancePath,
      message: `${error.instancePath || '(arguments)'} ${error.message}`,
      ...placeAt(doc, text, error.instancePath),
    })),
  };
}

/** Reads the text and asks the schema: the complete check, for a send or a test. */
export async function checkArgumentText(
  validator: ClientValidator,
  text: string,
  inputSchema: unknown,
): Promise<ArgumentCheck> {
  const read = readArgumentText(text);
  if (!read.doc) return read.check;
  if (inputSchema === undefined) return read.check;
  return withSchemaAnswer(read, await checkArguments(validator, inputSchema, read.check.value), false);
}
