import { createClient, describeClientError } from '../../lib/client/index';
import { stringifyDeep } from '../../lib/json/stringify-deep';
import { prepareTools, type RenderTarget } from '../../lib/model/prepare-tools';
import { toolsOfDocument } from '../../lib/model/tools-of-document';
import type { Tool } from '../../lib/spec/tool';
import { parseHeaders, parseTimeout, parseUrl, plural } from './client-cli';
import { type CliIo, parseCommandArgs, UsageError } from './io';
import { readJsonInput } from './read-json-input';
import { terminalLines } from './terminal-safe';

const TARGETS: readonly RenderTarget[] = [
  'anthropic',
  'openai',
  'openai-responses',
  'openai-strict',
  'gemini',
];

export const renderHelp = `Usage: mcp-tool-lab render --for <provider> <file|url> [options]

Prints the "tools" payload a model API receives for these MCP tools: exactly what goes on the wire
(also through the Vercel AI SDK), with names the provider refuses renamed and schemas rewritten
where it would refuse them. What the conversion dropped, rewrote, renamed or refused is written to
standard error, each with the validator rule that flags it (https://…/docs/rules#<rule>).

The input is a file ("-" reads standard input) holding a tool definition, an array of tools, a
tools/list result or its JSON-RPC response — or the http(s) URL of an MCP server, listed live.

Providers (--for):
  anthropic           Messages API tools: {name, description, input_schema}
  openai              Chat Completions function tools: {type: "function", function: {…}}
  openai-responses    Responses function tools: {type: "function", name, …, strict: false}
  openai-strict       strict mode: every object closed, every property required (optional ones
                      nullable), unsupported keywords removed or the tool refused; Chat shape, or
                      Responses with --api responses
  gemini              {functionDeclarations: [...]}, converted as the AI SDK converts it

Options:
  --for <provider>            the provider (required)
  --api <chat|responses>      the OpenAI API shape for openai-strict (default chat)
  --format <payload|report>   payload (default): standard output is the payload alone, as JSON
                              (pipe it anywhere); report: one JSON object with the payload, the
                              tools' MCP and model names, refusals, notes and token counts
  --tokens                    count the tokens of the list, per tool (most first) and in total: an
                              offline estimate with the o200k_base tokenizer (a proxy for Claude
                              and Gemini; OpenAI adds its own per-tool overhead). With the payload
                              format the table goes to standard error, so standard output stays JSON
  --exact                     exact counts from the provider's count endpoint instead (implies
                              --tokens): one request for the list, one per tool. The key comes from
                              ANTHROPIC_API_KEY, OPENAI_API_KEY or GOOGLE_GENERATIVE_AI_API_KEY and
                              never appears in any output
  --model <id>                the model to count with (default claude-sonnet-4-5, gpt-4o, gemini-2.5-flash)
  --base-url <url>            another host for the count endpoint (a gateway that speaks the same API)
  -H, --header "Name: value"  send this header to a URL input (repeatable)
  --timeout <ms>              per-request timeout for a URL input (default 30000)
  -h, --help                  this help

Exit status: 0 every tool is in the payload, 1 some tool was refused (the reason is on standard
error), 2 usage, input, connection or token-count problem.
`;

const isUrl = (text: string) => /^https?:\/\//i.test(text);

async function readTools(
  source: string,
  io: CliIo,
  options: { headers: Record<string, string>; timeout: number; version: string },
): Promise<unknown[]> {
  if (!isUrl(source)) {
    const found = toolsOfDocument(await readJsonInput(source, io));
    if (!found.ok) throw new UsageError(`${source === '-' ? 'standard input' : source}: ${found.error}`);
    return found.tools;
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
    if (!listing.value.complete)
      io.stderr.write(
        terminalLines([
          `note: the listing is incomplete (${listing.value.stoppedBecause}); tools on later pages are missing.`,
        ]),
      );
    // What a client offers to a model: the tools it kept (excluded ones are noted by `list`).
    return listing.value.tools.map((entry) => entry.tool);
  } finally {
    await client.close();
  }
}

/**
 * JSON for a terminal: JSON.stringify already escapes C0 controls; this also escapes DEL, C1
 * controls, line separators and bidirectional controls, which a terminal would act on. Same value.
 */
function terminalJson(text: string): string {
  return text.replace(
    /[\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

function pretty(value: unknown): string {
  try {
    return JSON.stringify(value, null, 2);
  } catch {
    // Nested deeper than JSON.stringify recurses: compact, from an iterative writer.
    return stringifyDeep(value);
  }
}

export async function renderCommand(argv: string[], io: CliIo, version: string): Promise<number> {
  const { values, positionals } = parseCommandArgs('render', {
    args: argv,
    allowPositionals: true,
    options: {
      for: { type: 'string' },
      api: { type: 'string', default: 'chat' },
      format: { type: 'string', default: 'payload' },
      tokens: { type: 'boolean', default: false },
      exact: { type: 'boolean', default: false },
      model: { type: 'string' },
      'base-url': { type: 'string' },
      header: { type: 'string', short: 'H', multiple: true },
      timeout: { type: 'string', default: '30000' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    io.stdout.write(renderHelp);
    return 0;
  }
  const target = values.for as RenderTarget | undefined;
  if (target === undefined) throw new UsageError(`render needs --for: ${TARGETS.join(', ')}`);
  if (!TARGETS.includes(target))
    throw new UsageError(`unknown provider "${target}" for --for: use ${TARGETS.join(', ')}`);
  const api = String(values.api);
  if (api !== 'chat' && api !== 'responses')
    throw new UsageError(`unknown --api "${api}": use chat or responses`);
  if (api === 'responses' && target !== 'openai-strict')
    throw new UsageError(
      '--api chooses the shape of openai-strict only (use --for openai-responses for the other)',
    );
  const format = String(values.format);
  if (format !== 'payload' && format !== 'report')
    throw new UsageError(`unknown --format "${format}": use payload or report`);
  if (positionals.length !== 1)
    throw new UsageError(
      positionals.length === 0
        ? 'render needs one input: a file, "-" or a server URL'
        : `unexpected argument "${positionals[1]}": render takes one input`,
    );
  const wantTokens = values.tokens || values.exact;
  // Check the key before any work, so a missing one is a usage error and nothing is printed.
  const counting = wantTokens ? await import('./render-tokens') : undefined;
  const key = values.exact ? counting!.exactKey(target, io) : undefined;

  const tools = await readTools(positionals[0]!, io, {
    headers: parseHeaders(values.header),
    timeout: parseTimeout(values.timeout),
    version,
  });
  const result = prepareTools(tools as Tool[], target, { strictApi: api });

  const noteLines = result.notes.map(
    (n) =>
      `${n.kind === 'refused' ? 'refused' : 'note'}: ${n.tool}${n.path ? ` ${n.path}` : ''}: ${n.kind}: ${n.message}${n.rule ? ` [${n.rule}]` : ''}`,
  );
  noteLines.push(
    `${plural(result.tools.length, 'tool')} for ${target}${result.refused.length > 0 ? `, ${result.refused.length} refused` : ''}${result.notes.length > 0 ? `, ${plural(result.notes.length, 'note')}` : ''}.`,
  );
  io.stderr.write(terminalLines(noteLines));

  let tokens: Awaited<ReturnType<NonNullable<typeof counting>['countTokens']>> | undefined;
  if (counting) {
    tokens = await counting.countTokens(result, target, {
      ...(key ? { apiKey: key } : {}),
      ...(values.model ? { model: values.model } : {}),
      ...(values['base-url'] ? { baseUrl: values['base-url'] } : {}),
      io,
    });
  }

  if (format === 'payload') io.stdout.write(`${terminalJson(pretty(result.payload))}\n`);
  else
    io.stdout.write(
      `${terminalJson(
        pretty({
          target,
          payload: result.payload,
          tools: result.tools.map((t) => ({ mcpName: t.mcpName, modelName: t.modelName })),
          refused: result.refused,
          notes: result.notes,
          ...(tokens?.ok ? { tokens: tokens.report } : {}),
        }),
      )}\n`,
    );
  if (tokens) {
    if (!tokens.ok) {
      io.stderr.write(terminalLines([`mcp-tool-lab: counting tokens failed: ${tokens.message}`]));
      return 2;
    }
    if (format === 'payload') io.stderr.write(counting!.formatTokenTable(tokens.report));
  }
  return result.refused.length > 0 ? 1 : 0;
}
