import { createClient, describeClientError } from '../../lib/client/index';
import { diffTools } from '../../lib/diff/diff-tools';
import { readToolList, type ToolDefinition } from '../../lib/diff/read-tool-list';
import type { ToolChange, ToolDiff } from '../../lib/diff/tool-change';
import { parseFormat, parseHeaders, parseTimeout, parseUrl, plural } from './client-cli';
import { type CliIo, parseCommandArgs, UsageError } from './io';
import { readJsonInput } from './read-json-input';
import { terminalLines } from './terminal-safe';

export const diffHelp = `Usage: mcp-tool-lab diff <old> <new> [options]

Compares two versions of a server's tools and classifies every change: breaking for callers (a tool
removed or renamed, a new required parameter, a parameter removed, a type narrowed, an enum value
removed, a constraint tightened) or for consumers of structured results (an outputSchema property
removed or retyped), and not breaking (tools and optional parameters added, descriptions and titles).
Annotation changes that a host's safety policy cares about are flagged: a tool becoming destructive,
open-world, or no longer read-only.

Each side is a file ("-" reads standard input once) holding a tools/list result, its JSON-RPC
response, {"tools": [...]} or an array of tools — or the http(s) URL of an MCP server, listed live.

Options:
  -H, --header "Name: value"  send this header to URL sides (repeatable), e.g. "Authorization: Bearer $T"
  --format <format>           text (default) | json
  --fail-on <what>            breaking (default) | flagged (breaking or flagged) | any (any change)
  --timeout <ms>              per-request timeout for URL sides (default 30000)
  -h, --help                  this help

Output (json): {"changes":[{"tool","change","path","breaking","flagged","detail"}],
                "summary":{"oldTools","newTools","total","breaking","nonBreaking","flagged","byKind"},
                "old","new","notes"}

Exit status: 0 no breaking change (or none of what --fail-on names), 1 breaking changes,
2 usage, input or connection problem.
`;

const FAIL_ON = ['breaking', 'flagged', 'any'] as const;
type FailOn = (typeof FAIL_ON)[number];

interface Side {
  label: string;
  tools: ToolDefinition[];
  notes: string[];
}

const isUrl = (text: string) => /^https?:\/\//i.test(text);

async function readSide(
  source: string,
  io: CliIo,
  options: { headers: Record<string, string>; timeout: number; version: string },
): Promise<Side> {
  if (!isUrl(source)) {
    const value = await readJsonInput(source, io);
    const read = readToolList(value);
    if (!read.ok) throw new UsageError(`${source === '-' ? 'standard input' : source}: ${read.error}`);
    return { label: source === '-' ? '<stdin>' : source, tools: read.tools, notes: [] };
  }
  const url = parseUrl(source);
  const client = createClient({
    url,
    fetch: (input, init) => fetch(input, init),
    headers: options.headers,
    clientInfo: { name: 'mcp-tool-lab-cli', version: options.version },
    timeouts: { requestMs: options.timeout, connectMs: options.timeout },
  });
  try {
    const listing = await client.listTools();
    if (!listing.ok)
      throw new UsageError(`cannot list the tools of ${url}: ${describeClientError(listing.error)}`);
    const notes: string[] = [];
    // The diff is about what the server publishes, so tools the client would exclude count too.
    const excluded = listing.value.excluded
      .map((e) => e.tool)
      .filter(
        (t): t is ToolDefinition =>
          typeof t === 'object' && t !== null && typeof (t as { name?: unknown }).name === 'string',
      );
    if (excluded.length > 0)
      notes.push(
        `${url}: ${plural(excluded.length, 'tool')} that a careful client excludes (x-mcp-header rules) are compared too.`,
      );
    if (!listing.value.complete)
      notes.push(
        `${url}: the listing is incomplete (${listing.value.stoppedBecause}); tools on later pages are missing.`,
      );
    return {
      label: url,
      tools: [...listing.value.tools.map((e) => e.tool as ToolDefinition), ...excluded],
      notes,
    };
  } finally {
    await client.close();
  }
}

function marker(change: ToolChange): string {
  return change.breaking ? 'BREAKING' : change.flagged ? 'FLAGGED ' : '        ';
}

function formatText(diff: ToolDiff, oldSide: Side, newSide: Side): string {
  const lines = [
    `${oldSide.label} (${plural(oldSide.tools.length, 'tool')}) → ${newSide.label} (${plural(newSide.tools.length, 'tool')})`,
    '',
  ];
  const byTool = new Map<string, ToolChange[]>();
  for (const change of diff.changes) byTool.set(change.tool, [...(byTool.get(change.tool) ?? []), change]);
  for (const [tool, changes] of byTool) {
    const only = changes.length === 1 ? changes[0]! : undefined;
    // An added or removed tool is one line; a changed tool lists its changes under its name.
    if (only && (only.change === 'tool-added' || only.change === 'tool-removed')) {
      lines.push(
        `${only.change === 'tool-added' ? '+' : '-'} ${tool} (${only.change === 'tool-added' ? 'added' : 'removed, BREAKING'})`,
      );
      continue;
    }
    lines.push(tool);
    for (const change of changes)
      lines.push(
        `  ${marker(change)} ${change.change}${change.path ? ` ${change.path}` : ''}: ${change.detail}`,
      );
  }
  if (diff.notes.length > 0) lines.push('', ...diff.notes.map((note) => `note: ${note}`));
  const s = diff.summary;
  if (lines.at(-1) !== '') lines.push('');
  lines.push(
    s.total === 0
      ? 'No changes.'
      : `${plural(s.total, 'change')}: ${s.breaking} breaking, ${s.nonBreaking} not breaking, ${s.flagged} flagged`,
  );
  // Tool names, descriptions and messages come from servers: escape sequences are shown, not run.
  return terminalLines(lines);
}

export async function diffCommand(argv: string[], io: CliIo, version: string): Promise<number> {
  const { values, positionals } = parseCommandArgs('diff', {
    args: argv,
    allowPositionals: true,
    options: {
      header: { type: 'string', short: 'H', multiple: true },
      format: { type: 'string', default: 'text' },
      'fail-on': { type: 'string', default: 'breaking' },
      timeout: { type: 'string', default: '30000' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    io.stdout.write(diffHelp);
    return 0;
  }
  const format = parseFormat(values.format);
  const failOn = String(values['fail-on']);
  if (!(FAIL_ON as readonly string[]).includes(failOn))
    throw new UsageError(`unknown --fail-on "${failOn}": use breaking, flagged or any`);
  const timeout = parseTimeout(values.timeout);
  if (positionals.length !== 2)
    throw new UsageError(
      positionals.length < 2
        ? 'diff needs two sides: mcp-tool-lab diff <old> <new> (files, "-" or server URLs)'
        : `unexpected argument "${positionals[2]}": diff compares exactly two sides`,
    );
  if (positionals[0] === '-' && positionals[1] === '-')
    throw new UsageError('standard input ("-") can be read only once');
  const headers = parseHeaders(values.header);
  const options = { headers, timeout, version };
  const oldSide = await readSide(positionals[0]!, io, options);
  const newSide = await readSide(positionals[1]!, io, options);
  const diff = diffTools(oldSide.tools, newSide.tools);
  const notes = [...oldSide.notes, ...newSide.notes, ...diff.notes];
  if (format === 'json') {
    io.stdout.write(
      `${JSON.stringify({ old: oldSide.label, new: newSide.label, changes: diff.changes, summary: diff.summary, notes })}\n`,
    );
  } else {
    io.stdout.write(formatText({ ...diff, notes }, oldSide, newSide));
  }
  const failing =
    (failOn as FailOn) === 'any'
      ? diff.summary.total
      : failOn === 'flagged'
        ? diff.summary.breaking + diff.summary.flagged
        : diff.summary.breaking;
  return failing > 0 ? 1 : 0;
}
