import { isObject } from '../json/is-object';
import { showJson } from './json-value';

/** The text an enum option shows: a string as itself, anything else as JSON. */
export function optionLabel(value: unknown): string {
  if (value === '') return '(empty string)';
  return typeof value === 'string' ? value : showJson(value);
}

function discriminator(schema: Record<string, unknown>): string | undefined {
  if (!isObject(schema.properties)) return undefined;
  for (const [name, property] of Object.entries(schema.properties)) {
    if (isObject(property) && Object.hasOwn(property, 'const')) {
      return typeof property.const === 'string' ? property.const : `${name} = ${showJson(property.const)}`;
    }
  }
  return undefined;
}

/**
 * A label for one branch of a `oneOf`/`anyOf`: its `title`; else the name its `$ref` points to
 * ("#/$defs/circle" → "circle"); else the value of a `const` property (a discriminator such as
 * `kind: {const: "circle"}`); else its type; else the properties it requires ("with id, name");
 * else "Option N" (1-based).
 */
export function variantLabel(raw: unknown, resolved: unknown, index: number): string {
  if (isObject(resolved) && typeof resolved.title === 'string' && resolved.title.trim() !== '')
    return resolved.title.trim();
  if (isObject(raw) && typeof raw.$ref === 'string') {
    const last = raw.$ref.split('/').pop() ?? '';
    const name = decodeURIComponent(last.replace(/^#/, '')).replaceAll('~1', '/').replaceAll('~0', '~');
    if (name !== '') return name;
  }
  if (isObject(resolved)) {
    const tag = discriminator(resolved);
    if (tag !== undefined) return tag;
    if (Object.hasOwn(resolved, 'const')) return optionLabel(resolved.const);
    if (typeof resolved.type === 'string') return resolved.type;
    if (Array.isArray(resolved.type)) return resolved.type.join(' or ');
    if (isObject(resolved.properties)) return 'object';
    // "One of these must be given" branches: name them after what they require.
    if (Array.isArray(resolved.required) && resolved.required.length > 0)
      return `with ${resolved.required.map(String).join(', ')}`;
    if (resolved.items !== undefined) return 'array';
  }
  return `Option ${index + 1}`;
}

/** Makes labels unique by appending " (2)", " (3)"… to repeats (the first keeps its label). */
export function uniqueLabels(labels: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return labels.map((label) => {
    const count = (seen.get(label) ?? 0) + 1;
    seen.set(label, count);
    return count === 1 ? label : `${label} (${count})`;
  });
}
