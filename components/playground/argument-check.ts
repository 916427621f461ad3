import type { Validation } from '@/lib/client/index';
import { parseJson } from '@/lib/json/parse-json';
import type { InstanceError } from '@/lib/schema/validate-instance';

/** A problem with the arguments, where it is in the JSON text (offsets into the text, `to` exclusive). */
export interface ArgumentProblem {
  kind: 'syntax' | 'schema' | 'unusable-schema';
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
  /** True when the schema was not checked yet because the validator is still loading. */
  pending?: boolean;
}

/**
 * Checks argument text against a tool's inputSchema before anything is sent: JSON syntax first,
 * then the schema (the same engine lib/client uses to refuse a call), each problem placed at the
 * value it is about so the editor can mark it. A schema that cannot be compiled is reported once.
 * The schema step needs the validator, which loads after the page: until it has, the result is
 * `pending` (pass the result of `await loadValidation()` to be sure of a full check).
 */
export function checkArguments(
  text: string,
  inputSchema: unknown,
  validation: Validation | undefined,
): ArgumentCheck {
  const doc = parseJson(text);
  if (!doc.ok) {
    return {
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
    };
  }
  const value = doc.value;
  const at = (path: string) => {
    const range = doc.rangeOf(path, 'anchor') ?? doc.rangeOf('', 'anchor');
    return range
      ? { from: range.start.offset, to: range.end.offset, line: range.start.line, column: range.start.column }
      : { from: 0, to: Math.min(1, text.length), line: 1, column: 1 };
  };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    const message = 'must be a JSON object';
    return {
      value,
      parsed: true,
      errors: [{ instancePath: '', schemaPath: '', keyword: 'type', message }],
      problems: [{ kind: 'schema', path: '', message: `(arguments) ${message}`, ...at('') }],
    };
  }
  if (inputSchema === undefined) return { value, parsed: true, problems: [], errors: [] };
  if (!validation) return { value, parsed: true, problems: [], errors: [], pending: true };
  const compiled = validation.compileSchema(inputSchema);
  if (!compiled.ok) {
    return {
      value,
      parsed: true,
      errors: [],
      problems: [
        {
          kind: 'unusable-schema',
          path: '',
          message: `The tool's inputSchema cannot be used to check arguments: ${compiled.problems[0]?.message ?? 'unknown problem'}`,
          ...at(''),
        },
      ],
    };
  }
  const result = validation.validateInstance(compiled.validator, value);
  return {
    value,
    parsed: true,
    errors: result.errors,
    problems: result.errors.slice(0, 50).map((error) => ({
      kind: 'schema',
      path: error.instancePath,
      message: `${error.instancePath || '(arguments)'} ${error.message}`,
      ...at(error.instancePath),
    })),
  };
}
