import type { HeaderEntry } from './secret-headers';

/** An HTTP request as the timeline records it: exact headers (secrets masked) and the exact body. */
export interface CurlRequest {
  method: string;
  url: string;
  headers: readonly HeaderEntry[];
  body?: string;
}

export interface CurlOptions {
  /**
   * Real values for masked headers, by lower-case header name. A secret header without a value here
   * stays masked, so a copied command never leaks a token by accident.
   */
  reveal?: Readonly<Record<string, string>>;
  /** One option per line with `\` continuations (default true); false gives a single line. */
  multiline?: boolean;
}

/** Quotes a word for a POSIX shell: single quotes, with `'` written as `'\''`. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/**
 * A `curl` command that repeats the request byte for byte: same method, URL, headers (in the order
 * sent) and body. `--no-buffer` lets an SSE answer print as it arrives; `--data-raw` keeps `@` in
 * the body literal. Secrets stay masked unless their value is passed in `reveal`.
 */
export function renderCurl(request: CurlRequest, options: CurlOptions = {}): string {
  const groups: string[] = [`curl --no-buffer -X ${request.method} ${shellQuote(request.url)}`];
  for (const header of request.headers) {
    const real = header.secret ? options.reveal?.[header.name.toLowerCase()] : undefined;
    const value = real ?? header.value;
    // curl reads "Name;" as an empty header, while "Name:" would remove the header instead.
    groups.push(`-H ${shellQuote(value === '' ? `${header.name};` : `${header.name}: ${value}`)}`);
  }
  if (request.body !== undefined) groups.push(`--data-raw ${shellQuote(request.body)}`);
  return options.multiline === false ? groups.join(' ') : groups.join(' \\\n  ');
}
