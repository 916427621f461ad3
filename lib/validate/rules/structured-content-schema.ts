import { joinPointer } from '../../json/json-pointer';
import { compileSchema, validateInstance } from '../../schema/index';
import { defineRule } from '../rule';

const tool = {
  name: 'get_weather',
  inputSchema: { type: 'object' },
  outputSchema: {
    type: 'object',
    properties: {
      celsius: { type: 'number' },
      conditions: { type: 'string', enum: ['sunny', 'cloudy', 'rain'] },
    },
    required: ['celsius', 'conditions'],
  },
};

/** A back-reference is valid ECMA-262 but beyond RE2: it runs on the step-limited backtracker. */
const pairTool = {
  name: 'make_pair',
  inputSchema: { type: 'object' },
  outputSchema: {
    type: 'object',
    properties: { code: { type: 'string', pattern: '^(a+)-\\1$' } },
    required: ['code'],
  },
};

const pairResult = (code: string) => ({
  resultType: 'complete',
  content: [{ type: 'text', text: JSON.stringify({ code }) }],
  structuredContent: { code },
});

export const structuredContentSchema = defineRule({
  id: 'structured-content-schema',
  severity: 'error',
  basis: 'spec-must',
  title: 'structuredContent conforms to the outputSchema',
  description:
    "When a tool declares `outputSchema`, its results' `structuredContent` must conform to it, and clients should check. The finding points at the failing value inside `structuredContent`. On an error result (`isError: true`) the spec does not say the schema applies, so a mismatch there is a warning. A value too costly to check within the validator's limits (a pattern that backtracks without end, a union over a deep recursion) gets a \"could not be checked\" warning instead: neither a pass nor a failure. This needs the tool's definition beside the result.",
  target: 'call-result',
  check({ target, path, report }) {
    const result = target.value;
    const outputSchema = target.tool?.outputSchema;
    if (
      outputSchema === undefined ||
      !('structuredContent' in result) ||
      result.resultType === 'input_required'
    )
      return;
    const base = joinPointer(path, 'structuredContent');
    const compiled = compileSchema(outputSchema);
    if (!compiled.ok) {
      // json-schema-valid reports the definition's own problems; a schema refused only for its size
      // is not wrong, so the result must not pass silently either.
      const tooComplex = compiled.problems.find((p) => p.kind === 'too-complex');
      if (tooComplex) {
        report({
          path: base,
          severity: 'warning',
          unchecked: true,
          message: `structuredContent could not be checked: the tool's outputSchema is beyond this validator's limits (${tooComplex.message.replace(/\.$/, '')}).`,
        });
      }
      return;
    }
    const { errors, unchecked } = validateInstance(compiled.validator, result.structuredContent);
    if (unchecked) {
      report({
        path: `${base}${unchecked.instancePath}`,
        severity: 'warning',
        unchecked: true,
        message: `structuredContent${unchecked.instancePath} ${unchecked.message}.`,
      });
      return;
    }
    for (const error of errors.slice(0, 50)) {
      report({
        path: `${base}${error.instancePath}`,
        severity: result.isError === true ? 'warning' : undefined,
        message: `structuredContent${error.instancePath || ''} ${error.message.replace(/\.$/, '')} (outputSchema${error.schemaPath.replace(/^#/, '')}).`,
      });
    }
  },
  cases: {
    pass: [
      {
        kind: 'call-result',
        tool,
        document: {
          resultType: 'complete',
          content: [{ type: 'text', text: '{"celsius":21,"conditions":"sunny"}' }],
          structuredContent: { celsius: 21, conditions: 'sunny' },
        },
      },
      { kind: 'call-result', tool: pairTool, document: pairResult('aa-aa') },
    ],
    fail: [
      {
        kind: 'call-result',
        tool: pairTool,
        document: pairResult('aa-aaa'),
        path: '/structuredContent/code',
      },
      {
        kind: 'call-result',
        tool,
        document: {
          resultType: 'complete',
          content: [{ type: 'text', text: '{"celsius":"21","conditions":"sunny"}' }],
          structuredContent: { celsius: '21', conditions: 'sunny' },
        },
        path: '/structuredContent/celsius',
      },
    ],
  },
});
