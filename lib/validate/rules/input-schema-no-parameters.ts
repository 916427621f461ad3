import { isObject } from '../../json/is-object';
import { defineRule } from '../rule';

/** Keywords that let an object schema accept some property. */
const OPENING = [
  'properties',
  'patternProperties',
  'additionalProperties',
  'unevaluatedProperties',
  'allOf',
  'anyOf',
  'oneOf',
  '$ref',
  'if',
  'dependentSchemas',
  'propertyNames',
];

export const inputSchemaNoParameters = defineRule({
  id: 'input-schema-no-parameters',
  severity: 'info',
  basis: 'advice',
  title: 'Tools without parameters say so',
  description:
    '`{"type": "object"}` accepts any object, so a model may invent arguments for a tool that takes none. The spec recommends `{"type": "object", "additionalProperties": false}`, which accepts only `{}`.',
  target: 'json-schema',
  check({ target, path, report }) {
    const schema = target.value;
    if (target.role !== 'input' || !isObject(schema) || schema.type !== 'object') return;
    if (OPENING.some((k) => k in schema)) return;
    report({
      path,
      message:
        'This schema declares no parameters but accepts any object. If the tool takes no arguments, add "additionalProperties": false.',
    });
  },
  cases: {
    pass: [
      { kind: 'tool', document: { name: 'a', inputSchema: { type: 'object', additionalProperties: false } } },
    ],
    fail: [{ kind: 'tool', document: { name: 'a', inputSchema: { type: 'object' } }, path: '/inputSchema' }],
  },
});
