import { defineRule } from '../rule';
import { OPENAI_STRUCTURED_OUTPUTS } from './openai-sources';
import { describesObject, schemaNodes } from './schema-nodes';

const MAX_REPORTS = 20;

export const openaiStrictClosedObjects = defineRule({
  id: 'openai-strict-closed-objects',
  severity: 'error',
  basis: 'client-compat',
  title: 'OpenAI strict mode: every object says "additionalProperties": false',
  description:
    'With `strict: true`, OpenAI accepts a function only when every object in its parameters schema, at every depth and in `$defs`, sets `"additionalProperties": false`. A host that turns strict mode on for MCP tools must refuse or rewrite the others. The quick fix adds the keyword.',
  target: 'json-schema',
  profiles: ['openai-strict'],
  sources: [
    {
      ...OPENAI_STRUCTURED_OUTPUTS,
      quote: 'additionalProperties: false must always be set in objects',
    },
  ],
  check({ target, path, report }) {
    if (target.role !== 'input') return;
    let reported = 0;
    for (const { node, path: at, shape } of schemaNodes(target.value)) {
      if (!shape || !describesObject(node) || node.additionalProperties === false) continue;
      if (reported++ >= MAX_REPORTS) break;
      report({
        path: `${path}${at}`,
        message: `OpenAI strict mode refuses this object schema: it ${node.additionalProperties === undefined ? 'does not set' : 'sets a value other than false for'} "additionalProperties". Add "additionalProperties": false.`,
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
            properties: {
              query: { type: 'string' },
              filter: { type: 'object', properties: {}, additionalProperties: false },
            },
            required: ['query', 'filter'],
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
          inputSchema: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] },
        },
        path: '/inputSchema',
      },
    ],
  },
});
