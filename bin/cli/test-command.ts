import { createClient } from '../../lib/client/index';
import { observeOutcome, type StructuredValidator } from '../../lib/collection/check-expectations';
import { describeExpectation } from '../../lib/collection/describe-expectation';
import { readCollection } from '../../lib/collection/parse-collection';
import { type CollectionRun, runCollection } from '../../lib/collection/run-collection';
import { toJunit } from '../../lib/collection/to-junit';
import { compileSchema } from '../../lib/schema/compile-schema';
import { validateInstance } from '../../lib/schema/validate-instance';
import { parseHeaders, parseTimeout, parseUrl, plural } from './client-cli';
import { type CliIo, parseCommandArgs, UsageError } from './io';
import { readJsonInput } from './read-json-input';
import { terminalLines } from './terminal-safe';

export const testHelp = `Usage: mcp-tool-lab test <collection.json> --url <url> [options]

Runs a collection saved in the playground (or written by hand, see /docs/tools-in-ci) against a
server: every saved tools/call in file order, each judged by its expectations — not isError,
structuredContent valid against the outputSchema, text contains or matches, a JSON path equals a
value, latency under N ms. A call without expectations passes when the server returns a result.
Collections hold no credentials: pass them here with --header.

Options:
  --url <url>                 the MCP endpoint (default: the collection's server.url)
  -H, --header "Name: value"  send this header on every request (repeatable), e.g.
                              --header "Authorization: Bearer $TOKEN"
  --format <format>           text (default) | json | junit (JUnit XML for CI test reports)
  --timeout <ms>              per-request timeout (default 30000)
  -h, --help                  this help

Exit status: 0 every call passed, 1 a call failed, 2 usage, input or connection problem.
`;

/** structuredContent against the listed outputSchema, with lib/schema (the same engine the site uses). */
const validateStructured: StructuredValidator = async (schema, value) => {
  // A generous compile budget: the server is the user's own, and the first compile in a process is slow.
  const compiled = compileSchema(schema, { timeBudgetMs: 30_000 });
  if (!compiled.ok) return { ok: false, problem: compiled.problems.map((p) => p.message).join(' ') };
  return {
    ok: true,
    errors: validateInstance(compiled.validator, value).errors.map(
      (e) => `${e.instancePath || '(root)'} ${e.message}`,
    ),
  };
};

function formatText(run: CollectionRun, url: string): string {
  const lines = [`${run.name}: ${plural(run.calls.length, 'call')} against ${url}`];
  for (const call of run.calls) {
    const label = call.name ? `${call.id} (${call.name})` : call.id;
    lines.push(
      `  ${call.status === 'passed' ? 'PASS' : call.status === 'skipped' ? 'SKIP' : 'FAIL'} ${label}: tools/call ${call.tool} → ${call.kind ?? 'not run'} in ${call.durationMs} ms`,
    );
    if (call.status !== 'failed') continue;
    if (call.expectations.length === 0) lines.push(`         no result: ${call.problem ?? call.kind}`);
    for (const e of call.expectations)
      lines.push(`       ${e.pass ? 'ok  ' : 'FAIL'} ${describeExpectation(e.expectation)}: ${e.message}`);
  }
  const s = run.summary;
  lines.push(
    '',
    `${s.passed} passed, ${s.failed} failed${s.skipped ? `, ${s.skipped} skipped` : ''} (${run.durationMs} ms)`,
  );
  // Tool names, descriptions and messages come from servers: escape sequences are shown, not run.
  return terminalLines(lines);
}

export async function testCommand(argv: string[], io: CliIo, version: string): Promise<number> {
  const { values, positionals } = parseCommandArgs('test', {
    args: argv,
    allowPositionals: true,
    options: {
      url: { type: 'string' },
      header: { type: 'string', short: 'H', multiple: true },
      format: { type: 'string', default: 'text' },
      timeout: { type: 'string', default: '30000' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    io.stdout.write(testHelp);
    return 0;
  }
  const format = String(values.format);
  if (format !== 'text' && format !== 'json' && format !== 'junit')
    throw new UsageError(`unknown --format "${format}": use text, json or junit`);
  const timeout = parseTimeout(values.timeout);
  if (positionals.length !== 1)
    throw new UsageError(
      positionals.length === 0
        ? 'no collection: mcp-tool-lab test <collection.json> --url <url>'
        : `unexpected argument "${positionals[1]}": test runs one collection`,
    );
  const parsed = readCollection(await readJsonInput(positionals[0]!, io));
  if (!parsed.ok)
    throw new UsageError(`${positionals[0]} is not a valid collection:\n  ${parsed.errors.join('\n  ')}`);
  for (const warning of parsed.warnings) io.stderr.write(`mcp-tool-lab: ${positionals[0]}: ${warning}\n`);
  const collection = parsed.collection;
  const urlText = values.url ?? collection.server?.url;
  if (urlText === undefined)
    throw new UsageError('no server URL: pass --url <url> (the collection names no server.url)');
  const url = parseUrl(urlText);

  const client = createClient({
    url,
    fetch: (input, init) => fetch(input, init),
    headers: parseHeaders(values.header),
    clientInfo: { name: 'mcp-tool-lab-cli', version },
    timeouts: { requestMs: timeout, connectMs: timeout },
  });
  let run: CollectionRun;
  try {
    run = await runCollection(
      collection,
      async (call) => observeOutcome(await client.callTool(call.tool, call.arguments)),
      {
        validate: validateStructured,
      },
    );
  } finally {
    await client.close();
  }
  // Never connected at all: a connection problem (exit 2), not a failed test.
  const connected = client.timeline
    .events()
    .some(
      (e) =>
        e.type === 'negotiation' &&
        (e.step === 'modern' || e.step === 'legacy-ready' || e.step === 'remembered'),
    );
  if (!connected && collection.calls.length > 0) {
    io.stderr.write(
      terminalLines([`mcp-tool-lab: could not connect to ${url}: ${run.calls[0]?.problem ?? 'no answer'}`]),
    );
    return 2;
  }
  if (format === 'json') io.stdout.write(`${JSON.stringify({ url, ...run })}\n`);
  else if (format === 'junit') io.stdout.write(toJunit(run));
  else io.stdout.write(formatText(run, url));
  return run.summary.failed > 0 ? 1 : 0;
}
