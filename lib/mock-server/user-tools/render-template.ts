import { isObject } from '../../json/is-object';

const PLACEHOLDER = /\{\{\s*(?:arguments|args)((?:\.[A-Za-z0-9_-]+)*)\s*\}\}/g;
const WHOLE = /^\{\{\s*(?:arguments|args)((?:\.[A-Za-z0-9_-]+)*)\s*\}\}$/;

function lookup(args: unknown, path: string): unknown {
  let value = args;
  for (const key of path.split('.').filter(Boolean)) {
    if (!isObject(value) || !Object.hasOwn(value, key)) return undefined;
    value = value[key];
  }
  return value;
}

function asText(value: unknown): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * Fills a canned result from the call's arguments. In any string, `{{arguments.a.b}}` (or
 * `{{args.a.b}}`; `{{arguments}}` is the whole object) becomes the argument as text (JSON for
 * non-strings, empty when absent). Inside `structuredContent`, a string that is exactly one
 * placeholder becomes the argument's value with its JSON type, so numbers stay numbers.
 */
export function renderTemplate(template: unknown, args: unknown, typed = false): unknown {
  if (typeof template === 'string') {
    if (typed) {
      const whole = WHOLE.exec(template);
      if (whole) return lookup(args, whole[1] ?? '') ?? null;
    }
    return template.replace(PLACEHOLDER, (_, path: string) => asText(lookup(args, path)));
  }
  if (Array.isArray(template)) return template.map((item) => renderTemplate(item, args, typed));
  if (isObject(template)) {
    return Object.fromEntries(
      Object.entries(template).map(([key, value]) => [key, renderTemplate(value, args, typed)]),
    );
  }
  return template;
}
