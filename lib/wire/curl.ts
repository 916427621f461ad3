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

/** One round of an MRTR call as recorded: the request, and the `requestState` it carried (if any). */
export interface ReplayRound extends CurlRequest {
  /** The `params.requestState` this request echoed (absent on the first round). */
  requestState?: string;
}

/** Reads the first `requestState` of a JSON or SSE answer on stdin (no jq needed: POSIX sed). */
const EXTRACT_STATE = `sed -n 's/.*"requestState"[[:space:]]*:[[:space:]]*"\\([^"]*\\)".*/\\1/p' | head -n 1`;

/**
 * A POSIX shell script that repeats an MRTR call from its first round: each round is sent as
 * recorded, except that the `requestState` it echoes is the one the server just issued in the
 * previous answer (read with sed). A recorded `requestState` is sealed by the server instance that
 * issued it (the in-page mock seals with a key of the tab's own), so sending it anywhere else, or
 * later, fails its integrity check; the fresh one passes, and the script reproduces the call.
 * Each answer is printed; a round that gets no `requestState` stops the script with a message.
 */
export function renderCurlReplay(rounds: readonly ReplayRound[], options: CurlOptions = {}): string {
  const lines: string[] = [
    '#!/bin/sh',
    `# The call in ${rounds.length} rounds, replayed from the first: every retry carries the requestState`,
    '# the server issued in the answer before it (a recorded one was sealed for the server that sent it).',
  ];
  rounds.forEach((round, i) => {
    const n = i + 1;
    let body = round.body;
    let dataArgument: string | undefined;
    const previous = `state${n - 1}`;
    if (body !== undefined && round.requestState !== undefined && i > 0) {
      const at = body.indexOf(round.requestState);
      if (at !== -1) {
        dataArgument = `--data-raw ${shellQuote(body.slice(0, at))}"$${previous}"${shellQuote(body.slice(at + round.requestState.length))}`;
        body = undefined;
      }
    }
    const { requestState: _state, body: _recorded, ...request } = round;
    const command = renderCurl({ ...request, ...(body === undefined ? {} : { body }) }, options);
    const full = dataArgument
      ? `${command}${options.multiline === false ? ' ' : ' \\\n  '}${dataArgument}`
      : command;
    const silent = full.replace(/^curl --no-buffer/, 'curl --silent --show-error --no-buffer');
    lines.push(
      '',
      `# Round ${n} of ${rounds.length}${n === 1 ? ': the first call' : ': the retry, with the fresh requestState'}`,
    );
    if (n === rounds.length) {
      lines.push(silent);
      return;
    }
    lines.push(`answer${n}=$(${silent})`, `printf '%s\\n' "$answer${n}"`);
    lines.push(`state${n}=$(printf '%s' "$answer${n}" | ${EXTRACT_STATE})`);
    lines.push(
      `[ -n "$state${n}" ] || { echo "round ${n} got no requestState (answer above): the server did not ask for input this time" >&2; exit 1; }`,
    );
  });
  return `${lines.join('\n')}\n`;
}
