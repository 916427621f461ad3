import { defineRule } from '../rule';
import { reportSchemaProblems } from './json-schema-shared';

export const jsonSchemaValid = defineRule({
  id: 'json-schema-valid',
  severity: 'error',
  basis: 'spec-must',
  title: 'inputSchema and outputSchema are valid JSON Schemas',
  description:
    'Both schemas must be valid for their dialect — JSON Schema 2020-12 when `$schema` is absent. That means keywords with the right shapes (`"required"` is an array of names, `"type"` a known type name), regular expressions that compile, and `$ref`s that resolve inside the document (`#/$defs/address`, `#anchor`). Clients refuse a tool whose schema they cannot compile. A wrong `"type"` at the root of `inputSchema` is reported once, by input-schema-type.',
  target: 'json-schema',
  check(ctx) {
    // The root "type" of an inputSchema is input-schema-type's finding (it must be "object"):
    // one spot, one finding, with its quick fix.
    reportSchemaProblems(
      ctx,
      ['invalid', 'not-a-schema', 'unresolved-ref', 'regex-invalid'],
      (path) => ctx.target.role === 'input' && path === '/type',
    );
  },
  cases: {
    pass: [
      {
        kind: 'tool',
        document: {
          name: 'a',
          inputSchema: {
            type: 'object',
            properties: { where: { $ref: '#/$defs/place' } },
            $defs: { place: { type: 'string' } },
          },
        },
      },
    ],
    fail: [
      {
        kind: 'tool',
        document: { name: 'a', inputSchema: { type: 'object', required: 'city' } },
        path: '/inputSchema/required',
      },
      {
        kind: 'tool',
        document: {
          name: 'a',
          inputSchema: { type: 'object', properties: { c: { $ref: '#/$defs/missing' } } },
        },
        path: '/inputSchema/properties/c/$ref',
      },
      {
        kind: 'tool',
        document: { name: 'a', inputSchema: { type: 'object' }, outputSchema: { type: 'strnig' } },
        path: '/outputSchema/type',
      },
    ],
  },
});
