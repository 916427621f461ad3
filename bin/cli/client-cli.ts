import { describeEvent } from '../../lib/client/describe-event';
import type { McpClient, ReadyConnection } from '../../lib/client/index';
import type { TimelineEvent, WarningEvent } from '../../lib/client/timeline-event';
import type { Diagnostic } from '../../lib/validate/diagnostic';
import { oauthOptionsHelp, oauthParseOptions } from './cli-oauth';
import { type CliIo, UsageError } from './io';
import { terminalSafe } from './terminal-safe';

/** Options shared by `list` and `call`. */
export const clientOptionsHelp = `  -H, --header "Name: value"  send this header on every request (repeatable), e.g.
                              --header "Authorization: Bearer $TOKEN"; credentials are masked in output
  --format <format>           text (default) | json
  --timeline                  also print every step on the wire (requests, responses, SSE events…)
  --reveal-secrets            show credential headers in the timeline instead of <redacted>
  --timeout <ms>              per-request timeout (default 30000)
  --lenient-number-headers    keep tools that mirror number arguments into headers (the spec forbids it)
  --no-info                   leave out info-level advice
${oauthOptionsHelp}
  -h, --help                  this help`;

export const clientParseOptions = {
  header: { type: 'string', short: 'H', multiple: true },
  format: { type: 'string', default: 'text' },
  timeline: { type: 'boolean', default: false },
  'reveal-secrets': { type: 'boolean', default: false },
  timeout: { type: 'string', default: '30000' },
  'lenient-number-headers': { type: 'boolean', default: false },
  'no-info': { type: 'boolean', default: false },
  ...oauthParseOptions,
  help: { type: 'boolean', short: 'h', default: false },
} as const;

/** Parses repeated `--header "Name: value"` options. */
export function parseHeaders(values: readonly string[] | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const raw of values ?? []) {
    const colon = raw.indexOf(':');
    const name = colon > 0 ? raw.slice(0, colon).trim() : '';
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) {
      throw new UsageError(`--header "${raw}" is not "Name: value" with a valid header name`);
    }
    headers[name] = raw.slice(colon + 1).trim();
  }
  return headers;
}

export function parseUrl(text: string | undefined): string {
  if (!text) throw new UsageError('no server URL: give the MCP endpoint, e.g. http://127.0.0.1:3000/mcp');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`"${text}" is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UsageError(`"${text}" is not an http(s) URL`);
  return url.href;
}

export function parseFormat(value: unknown): 'text' | 'json' {
  const format = String(value);
  if (format !== 'text' && format !== 'json')
    throw new UsageError(`unknown --format "${format}": use text or json`);
  return format;
}

export function parseTimeout(value: unknown): number {
  const timeout = Number(value);
  if (!Number.isInteger(timeout) || timeout < 1)
    throw new UsageError('--timeout must be a positive number of milliseconds');
  return timeout;
}

/** One line about the server, e.g. "fake 1.0.0 — 2026-07-28 (modern, via server/discover)". */
export function describeConnection(connection: ReadyConnection): string {
  const info = connection.serverInfo;
  const name = info?.name
    ? `${info.title ?? info.name}${info.version ? ` ${info.version}` : ''}`
    : '(unnamed server)';
  const how =
    connection.era === 'modern'
      ? connection.source === 'remembered'
        ? 'remembered'
        : 'via server/discover'
      : `legacy handshake${connection.sessionId ? ', session' : ''}`;
  return `${name} — ${connection.protocolVersion} (${connection.era}, ${how})`;
}

export function warningsOf(events: readonly TimelineEvent[]): WarningEvent[] {
  return events.filter((e): e is WarningEvent => e.type === 'warning');
}

export function formatDiagnostic(d: Diagnostic, where = ''): string {
  const at = d.path === '' && where === '' ? '' : ` [${[where, d.path].filter(Boolean).join(' ')}]`;
  return `${d.severity} ${d.rule}: ${d.message}${at}`;
}

export function writeTimeline(io: CliIo, client: McpClient): void {
  const events = client.timeline.events();
  const start = events[0]?.at ?? 0;
  io.stdout.write('\nTimeline:\n');
  for (const event of events)
    io.stdout.write(
      `${terminalSafe(`  ${String(event.seq).padStart(3)} +${String(event.at - start).padStart(5)} ms ${describeEvent(event)}`)}\n`,
    );
}

export { plural } from '../../lib/text/plural';
