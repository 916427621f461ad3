/** Any JSON document, `null` included (unlike the spec's `JSONValue`). */
export type JsonDoc = null | boolean | number | string | JsonDoc[] | { [key: string]: JsonDoc };

/** A path from the root: object keys and array indexes. */
export type JsonPath = readonly (string | number)[];

export function isJsonObject(value: JsonDoc | undefined): value is { [key: string]: JsonDoc } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Sets an own property even when the key is `__proto__`, which plain assignment would turn into a
 * prototype change instead of a key.
 */
export function defineKey(target: { [key: string]: JsonDoc }, key: string, value: JsonDoc): void {
  // Only `__proto__` is an accessor on Object.prototype; any other key assigns as an own property, and
  // assignment costs a fraction of defineProperty (the mutation tests make millions of keys).
  if (key === '__proto__')
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

/** A deep copy that keeps `-0` and `__proto__` keys. */
export function cloneJson(value: JsonDoc): JsonDoc {
  if (Array.isArray(value)) return value.map(cloneJson);
  if (isJsonObject(value)) {
    const out: { [key: string]: JsonDoc } = {};
    for (const key of Object.keys(value)) defineKey(out, key, cloneJson(value[key] as JsonDoc));
    return out;
  }
  return value;
}

/** Every node of a document with its path, root first (pre-order). */
export function collectNodes(root: JsonDoc): { path: JsonPath; value: JsonDoc }[] {
  const out: { path: JsonPath; value: JsonDoc }[] = [];
  const walk = (value: JsonDoc, path: JsonPath) => {
    out.push({ path, value });
    if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) walk(item, [...path, i]);
    } else if (isJsonObject(value)) {
      for (const key of Object.keys(value)) walk(value[key] as JsonDoc, [...path, key]);
    }
  };
  walk(root, []);
  return out;
}
