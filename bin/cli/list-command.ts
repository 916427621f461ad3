import { createClient, describeClientError, type ToolListing } from '../../lib/client/index';
import { stringifyDeep } from '../../lib/json/stringify-deep';
import { countDiagnostics } from '../../lib/validate/validate-document';
import { createCliOAuth } from './cli-oauth';
import {
  clientOptionsHelp,
  clientParseOptions,
  describeConnection,
  formatDiagnostic,
  parseFormat,
  parseHeaders,
  parseTimeout,
  parseUrl,
  plural,
  warningsOf,
  writeTimeline,
} from './client-cli';
import { type CliIo, parseCommandArgs, UsageError } from './io';
import { terminalLines } from './terminal-safe';

export const listHelp = `Usage: mcp-tool-lab list <url> [options]

Connects to an MCP server over Streamable HTTP (2026-07-28, or a legacy 2025 server after the
initialize handshake) and lists its tools page by page, checked against the spec like the site does:
tools that break the x-mcp-header rules are excluded with the reason, duplicate names are dropped,
every page is validated, and the cache hints (ttlMs, cacheScope) are shown.

Options:
${clientOptionsHelp}

Exit status: 0 listed without errors, 1 error findings (schema errors, excluded tools, a broken
pagination), 2 usage or connection problem.
`;

function headersLine(entry: ToolListing['tools'][number]): string[] {
  return entry.headers.map(
    (h) => `      Mcp-Param-${h.name} ← arguments.${h.argumentPath.join('.')} (${h.type})`,
  );
}

function formatText(
  url: string,
  listing: ToolListing,
  connection: string,
  warnings: ReturnType<typeof warningsOf>,
): { text: string; errors: number; warnings: number } {
  const lines: string[] = [`Server: ${connection}`, `URL: ${url}`];
  const p = listing.provenance;
  const fresh = p.ttlLeftMs > 0 ? `fresh for ${p.ttlLeftMs} ms more` : 'stale now';
  lines.push(
    `${plural(listing.tools.length, 'tool')} on ${plural(listing.pages.length, 'page')}, from ${p.source === 'mixed' ? 'network and cache' : `the ${p.source}`}; ttlMs ${p.ttlMs} (${fresh}), cacheScope ${p.scope}${listing.complete ? '' : `; INCOMPLETE (${listing.stoppedBecause})`}`,
  );
  for (const page of listing.pages) {
    if (listing.pages.length > 1 || page.nextCursor !== undefined) {
      lines.push(
        `  page ${page.index + 1}: cursor ${page.cursor === undefined ? '(none)' : JSON.stringify(page.cursor)} → nextCursor ${page.nextCursor === undefined ? '(end)' : JSON.stringify(page.nextCursor)}, ${plural(page.toolCount, 'tool')}`,
      );
    }
  }
  lines.push('');
  for (const entry of listing.tools) {
    const title = typeof entry.tool.title === 'string' ? ` (${entry.tool.title})` : '';
    const description =
      typeof entry.tool.description === 'string'
        ? `  ${entry.tool.description.split('\n')[0]!.slice(0, 100)}`
        : '';
    lines.push(`  ${entry.name}${title}${description}`);
    lines.push(...headersLine(entry));
  }
  if (listing.excluded.length > 0) {
    lines.push('', `Excluded (${listing.excluded.length}):`);
    for (const excluded of listing.excluded)
      lines.push(
        `  ${excluded.name ?? `#${excluded.index + 1} of page ${excluded.page + 1}`}: ${excluded.reasons.join(' ')}`,
      );
  }
  const diagnostics = listing.pages.flatMap((page) => page.diagnostics.map((d) => ({ d, page: page.index })));
  if (warnings.length > 0) {
    lines.push('', 'Warnings:');
    for (const w of warnings) lines.push(`  warning ${w.code}: ${w.message}`);
  }
  if (diagnostics.length > 0) {
    lines.push('', 'Findings:');
    for (const { d, page } of diagnostics)
      lines.push(`  ${formatDiagnostic(d, listing.pages.length > 1 ? `page ${page + 1}` : '')}`);
  }
  const counts = countDiagnostics(diagnostics.map((x) => x.d));
  // An excluded tool is an error finding; the validator usually reports it already (same page and
  // tool path), so count only the exclusions it did not.
  const unreported = listing.excluded.filter(
    (e) =>
      !diagnostics.some(
        ({ d, page }) => page === e.page && d.severity === 'error' && d.path.startsWith(`/tools/${e.index}/`),
      ),
  ).length;
  const errors = counts.errors + unreported + (listing.stoppedBecause === 'cursor-loop' ? 1 : 0);
  const warningCount = counts.warnings + warnings.filter((w) => w.code !== 'tool-excluded').length;
  lines.push(
    '',
    `${plural(errors, 'error')}, ${plural(warningCount, 'warning')}, ${plural(counts.infos, 'info', 'info')}`,
  );
  // Every string from the server is hostile: escape sequences are written as visible escapes.
  return { text: terminalLines(lines), errors, warnings: warningCount };
}

export async function listCommand(argv: string[], io: CliIo, _version: string): Promise<number> {
  const { values, positionals } = parseCommandArgs('list', {
    args: argv,
    allowPositionals: true,
    options: clientParseOptions,
  });
  if (values.help) {
    io.stdout.write(listHelp);
    return 0;
  }
  if (positionals.length > 1)
    throw new UsageError(`unexpected argument "${positionals[1]}"; list takes one URL`);
  const url = parseUrl(positionals[0]);
  const format = parseFormat(values.format);
  const timeout = parseTimeout(values.timeout);
  const headers = parseHeaders(values.header);
  const oauth = await createCliOAuth(values, io);

  const client = createClient({
    url,
    fetch: (input, init) => fetch(input, init),
    headers,
    revealSecrets: values['reveal-secrets'],
    lenientNumberHeaders: values['lenient-number-headers'],
    clientInfo: { name: 'mcp-tool-lab-cli', version: _version },
    timeouts: { requestMs: timeout, connectMs: timeout },
    ...(oauth ? { auth: oauth.auth } : {}),
  });
  const result = await client.listTools().finally(() => oauth?.close());
  const connection = client.connection();
  await client.close();
  const events = client.timeline.events();
  const connected = result.ok || (connection.status !== 'failed' && connection.status !== 'idle');
  if (!result.ok) {
    if (format === 'json') {
      io.stdout.write(
        `${stringifyDeep({ url, error: result.error, ...(values.timeline ? { timeline: events } : {}) })}\n`,
      );
    } else {
      io.stderr.write(
        terminalLines([
          `mcp-tool-lab: ${connected ? 'listing tools failed' : 'could not connect'}: ${describeClientError(result.error)}`,
        ]),
      );
      if (values.timeline) writeTimeline(io, client);
    }
    return connected ? 1 : 2;
  }
  const listing = values['no-info']
    ? {
        ...result.value,
        pages: result.value.pages.map((p) => ({
          ...p,
          diagnostics: p.diagnostics.filter((d) => d.severity !== 'info'),
        })),
      }
    : result.value;
  const connectionText =
    connection.status === 'ready'
      ? describeConnection(connection)
      : `${listing.era} ${listing.protocolVersion}`;
  const warnings = warningsOf(events);
  const summary = formatText(url, listing, connectionText, warnings);
  if (format === 'json') {
    const diagnostics = listing.pages.flatMap((p) => p.diagnostics);
    const counts = countDiagnostics(diagnostics);
    io.stdout.write(
      `${stringifyDeep({
        url,
        connection: connection.status === 'ready' ? connection : undefined,
        tools: listing.tools.map((t) => ({ name: t.name, definition: t.tool, headers: t.headers })),
        excluded: listing.excluded,
        duplicates: listing.duplicates,
        pages: listing.pages,
        provenance: listing.provenance,
        complete: listing.complete,
        ...(listing.stoppedBecause ? { stoppedBecause: listing.stoppedBecause } : {}),
        warnings: warnings.map((w) => ({
          code: w.code,
          message: w.message,
          ...(w.detail !== undefined ? { detail: w.detail } : {}),
        })),
        diagnostics,
        summary: { errors: summary.errors, warnings: summary.warnings, infos: counts.infos },
        ...(values.timeline ? { timeline: events } : {}),
      })}\n`,
    );
  } else {
    io.stdout.write(summary.text);
    if (values.timeline) writeTimeline(io, client);
  }
  return summary.errors > 0 ? 1 : 0;
}
