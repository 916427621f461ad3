import { isObject } from '../../json/is-object';
import { defineRule } from '../rule';
import { OPENAI_STRUCTURED_OUTPUTS } from './openai-sources';
import { schemaNodes } from './schema-nodes';

const MAX_REPORTS = 20;

export const openaiStrictAllRequired = defineRule({
  id: 'openai-strict-all-required',
  severity: 'error',
  basis: 'client-compat',
  title: 'OpenAI strict mode: every property is listed in "required"',
  description:
    'With `strict: true`, OpenAI requires every property of every object to be listed in `required`; an optional parameter is written as required with `null` allowed in its type (`"type": ["string", "null"]`). MCP tools commonly have optional parameters, so a host cannot switch strict mode on for them unchanged.',
  target: 'json-schema',
  profiles: ['openai-strict'],
  sources: [
    {
      ...OPENAI_STRUCTURED_OUTPUTS,
      quote: 'To use Structured Outputs, all fields or function parameters must be specified as required.',
    },
  ],
  check({ target, path, report }) {
    if (target.role !== 'input') return;
    let reported = 0;
    for (const { node, path: at, shape } of schemaNodes(target.value)) {
      if (!shape || !isObject(node.properties)) continue;
      const required = new Set(Array.isArray(node.required) ? node.required : []);
      const optional = Object.keys(node.properties).filter((k) => !required.has(k));
      if (optional.length === 0) continue;
      if (reported++ >= MAX_REPORTS) break;
      const names = optional
        .slice(0, 8)
        .map((k) => `"${k}"`)
        .join(', ');
      report({
        path: `${path}${at}`,
        message: `OpenAI strict mode refuses optional properties: ${names}${optional.length > 8 ? ` and ${optional.length - 8} more` : ''} ${optional.length === 1 ? 'is' : 'are'} not in "required". List ${optional.length === 1 ? 'it' : 'them'} in "required" and add "null" to the type of any that may be left out.`,
      });
    }
  },
  cases: {
    pass: [
      {
        kind: 'tool',
        profile: 'openai-strict',
        document: {
          name: 'search_issues',
          inputSchema: {
            type: 'object',
            properties: { query: { type: 'string' }, label: { type: ['string', 'null'] } },
            required: ['query', 'label'],
            additionalProperties: false,
          },
        },
      },
    ],
    fail: [
      {
        kind: 'tool',
        profile: 'openai-strict',
        document: {
          name: 'search_issues',
          inputSchema: {
            type: 'object',
            properties: { query: { type: 'string' }, label: { type: 'string' } },
            required: ['query'],
            additionalProperties: false,
          },
        },
        path: '/inputSchema',
      },
    ],
  },
});
