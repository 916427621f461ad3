import type { MockTool } from '../mock-tool';
import { textResult } from '../mock-tool';

/**
 * The suite's JSON Schema 2020-12 fixture: a schema using `$schema`, `$defs` with an `$anchor`,
 * composition, conditionals and `additionalProperties: false`, which the server must list
 * unchanged (SEP-1613, SEP-2106).
 */
export const JSON_SCHEMA_2020_12_TOOL: MockTool = {
  definition: {
    name: 'json_schema_2020_12_tool',
    description: 'Tool with JSON Schema 2020-12 features',
    inputSchema: {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      $defs: {
        address: {
          $anchor: 'addressDef',
          type: 'object',
          properties: { street: { type: 'string' }, city: { type: 'string' } },
        },
      },
      properties: {
        name: { type: 'string' },
        address: { $ref: '#/$defs/address' },
        contactMethod: { type: 'string', enum: ['phone', 'email'] },
        phone: { type: 'string' },
        email: { type: 'string' },
      },
      allOf: [{ anyOf: [{ required: ['phone'] }, { required: ['email'] }] }],
      if: { properties: { contactMethod: { const: 'phone' } }, required: ['contactMethod'] },
      // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then/else keyword, which the fixture must carry.
      then: { required: ['phone'] },
      else: { required: ['email'] },
      additionalProperties: false,
    },
  },
  run: ({ arguments: args }) => textResult(`Contact details accepted for ${String(args.name ?? 'someone')}.`),
};

/**
 * An `x-mcp-header` fixture with one argument of each allowed type, for the suite's custom-header
 * checks (Base64 decoding, literal values, a missing header).
 */
export const X_MCP_HEADER_TOOL: MockTool = {
  definition: {
    name: 'test_x_mcp_header',
    description:
      'Conformance fixture: region, priority and dry_run are mirrored as Mcp-Param-Region, -Priority and -Dry-Run.',
    inputSchema: {
      type: 'object',
      properties: {
        region: { type: 'string', description: 'Where to run.', 'x-mcp-header': 'Region' },
        priority: { type: 'integer', description: 'Scheduling priority.', 'x-mcp-header': 'Priority' },
        dry_run: { type: 'boolean', description: 'Only pretend.', 'x-mcp-header': 'Dry-Run' },
        note: { type: 'string', description: 'Free text, not mirrored.' },
      },
      required: ['region'],
    },
  },
  run: ({ arguments: args }) =>
    textResult(`Headers matched the body: region ${JSON.stringify(args.region)}.`),
};
