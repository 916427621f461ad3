import { defineRule } from '../rule';

const tool = {
  name: 'get_weather',
  inputSchema: { type: 'object' },
  outputSchema: { type: 'object', properties: { celsius: { type: 'number' } }, required: ['celsius'] },
};

export const structuredContentMissing = defineRule({
  id: 'structured-content-missing',
  severity: 'error',
  basis: 'spec-must',
  title: 'Tools with an outputSchema return structuredContent',
  description:
    "When a tool declares `outputSchema`, the server must return `structuredContent` that conforms to it on every successful result. Error results (`isError: true`) are exempt. This needs the tool's definition beside the result.",
  target: 'call-result',
  check({ target, path, report }) {
    const result = target.value;
    if (!target.tool || target.tool.outputSchema === undefined) return;
    // A result without resultType is still a tool result: the spec's older revisions had none and
    // clients read it as complete. Its missing resultType is schema-required's finding; this one is
    // independent of it, so both are reported together. Only another resultType (input_required, a
    // task) carries no structuredContent.
    const complete = !('resultType' in result) || result.resultType === 'complete';
    if (!complete || result.isError === true || 'structuredContent' in result) return;
    const name = typeof target.tool.name === 'string' ? `"${target.tool.name}"` : 'This tool';
    report({
      path,
      message: `${name} declares an outputSchema, so a successful result must include "structuredContent" that matches it (and, for older clients, the same JSON in a text block).`,
    });
  },
  cases: {
    pass: [
      {
        kind: 'call-result',
        tool,
        document: {
          resultType: 'complete',
          content: [{ type: 'text', text: '{"celsius":21}' }],
          structuredContent: { celsius: 21 },
        },
      },
      {
        kind: 'call-result',
        tool,
        document: {
          resultType: 'complete',
          isError: true,
          content: [{ type: 'text', text: 'City not found' }],
        },
      },
      { kind: 'call-result', tool, document: { resultType: 'input_required', requestState: 'eyJ4IjoxfQ' } },
    ],
    fail: [
      {
        kind: 'call-result',
        tool,
        document: { resultType: 'complete', content: [{ type: 'text', text: '21 °C' }] },
        path: '',
      },
      // Reported beside the missing resultType, not only once that is fixed.
      { kind: 'call-result', tool, document: { content: [{ type: 'text', text: '21 °C' }] }, path: '' },
    ],
  },
});
