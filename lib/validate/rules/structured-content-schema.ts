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

export const structuredContentSchema = defineRule({
  id: 'structured-content-schema',
  severity: 'error',
  basis: 'spec-must',
  title: 'structuredContent conforms to the outputSchema',
  description:
    "When a tool declares `outputSchema`, its results' `structuredContent` must conform to it, and clients should check. The finding points at the failing value inside `structuredContent`. On an error result (`isError: true`) the spec does not say the schema applies, so a mismatch there is a warning. This needs the tool's definition beside the result.",
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
    const compiled = compileSchema(outputSchema);
    if (!compiled.ok) return; // json-schema-valid reports the definition's own problems.
    const { errors } = validateInstance(compiled.validator, result.structuredContent);
    const base = joinPointer(path, 'structuredContent');
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
    ],
    fail: [
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
