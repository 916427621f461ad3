/** The JSON type of a value in words ("a string", "null", "an array"…), for messages. */
export function describeType(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  switch (typeof value) {
    case 'string':
      return 'a string';
    case 'number':
      return Number.isInteger(value) ? 'an integer' : 'a number';
    case 'boolean':
      return 'a boolean';
    case 'object':
      return 'an object';
    default:
      return typeof value;
  }
}

/** How a message names the node at a pointer: its property name, or its index in an array. */
export function describePath(pointer: string): string {
  if (pointer === '') return 'The document';
  const segments = pointer.split('/').slice(1);
  const last = (segments[segments.length - 1] ?? '').replace(/~1/g, '/').replace(/~0/g, '~');
  if (/^\d+$/.test(last)) {
    const parent = (segments[segments.length - 2] ?? '').replace(/~1/g, '/').replace(/~0/g, '~');
    return parent ? `"${parent}"[${last}]` : `Item ${last}`;
  }
  return `"${last}"`;
}
