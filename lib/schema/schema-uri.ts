// URI handling for $id and $ref, on the WHATWG URL class (available in Node, workers and pages).

/**
 * The base URI of a document without an absolute `$id`. A `$ref` that resolves to another document
 * under this base was relative to nothing real, so it cannot be resolved locally.
 */
export const LOCAL_BASE = 'schema-local://document/schema.json';

/** WHATWG URL resolution; undefined when the reference cannot be resolved against the base. */
export function resolveUri(ref: string, base: string): URL | undefined {
  try {
    return new URL(ref, base);
  } catch {
    return undefined;
  }
}

/** The URI without its fragment (and without a trailing empty "#"). */
export function withoutFragment(url: URL): string {
  const copy = new URL(url.href);
  copy.hash = '';
  return copy.href.replace(/#$/, '');
}

/** Percent-decodes a URI fragment; malformed escapes are kept as written. */
export function decodeFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}
