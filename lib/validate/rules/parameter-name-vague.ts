import { isObject } from '../../json/is-object';
import { joinPointer } from '../../json/json-pointer';
import { defineRule } from '../rule';

/** Names that say nothing about what goes in them. */
export const VAGUE_PARAMETER_NAMES = new Set([
  'arg',
  'args',
  'argument',
  'arguments',
  'body',
  'data',
  'foo',
  'bar',
  'id',
  'info',
  'input',
  'item',
  'obj',
  'object',
  'param',
  'params',
  'payload',
  'stuff',
  'temp',
  'thing',
  'tmp',
  'user',
  'val',
  'value',
  'x',
]);

const SUGGESTIONS: Record<string, string> = {
  user: '"user_id" or "user_email"',
  id: '"issue_id" or "order_id"',
  data: '"csv_rows" or "report_json"',
  input: '"search_query" or "source_text"',
  value: '"temperature_celsius" or "new_title"',
};

export const parameterNameVague = defineRule({
  id: 'parameter-name-vague',
  severity: 'info',
  basis: 'advice',
  title: 'Parameter names say what they hold',
  description:
    'Models fill arguments by name first. A name like `user` or `id` leaves them guessing between an id, an email or a display name; `user_id` or `customer_email` does not.',
  target: 'json-schema',
  check({ target, path, report }) {
    if (target.role !== 'input' || !isObject(target.value) || !isObject(target.value.properties)) return;
    const names = Object.keys(target.value.properties);
    const lower = new Set(names.map((n) => n.toLowerCase()));
    for (const name of names) {
      if (!VAGUE_PARAMETER_NAMES.has(name.toLowerCase())) continue;
      // In a key/value pair ("key" + "value", "name" + "value") the sibling gives "value" its meaning.
      if (name.toLowerCase() === 'value' && (lower.has('key') || lower.has('name') || lower.has('field')))
        continue;
      report({
        path: joinPointer(path, 'properties', name),
        part: 'key',
        message: `The parameter name "${name}" is vague: say what it holds and in which form, e.g. ${SUGGESTIONS[name.toLowerCase()] ?? '"search_query" or "file_path"'}.`,
      });
    }
  },
  cases: {
    pass: [
      {
        kind: 'tool',
        document: { name: 'a', inputSchema: { type: 'object', properties: { user_id: { type: 'string' } } } },
      },
    ],
    fail: [
      {
        kind: 'tool',
        document: { name: 'a', inputSchema: { type: 'object', properties: { user: { type: 'string' } } } },
        path: '/inputSchema/properties/user',
      },
    ],
  },
});
