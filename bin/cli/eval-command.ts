import { createClient, describeClientError } from '../../lib/client/index';
import { readToolList } from '../../lib/diff/read-tool-list';
import {
  applyVariant,
  type EvalReport,
  type EvalTarget,
  evalToJunit,
  formatEvalReport,
  formatSuiteProblems,
  parseEvalSuite,
  runEval,
} from '../../lib/eval/index';
import {
  type AgentTool,
  createLanguageModel,
  createSecretScrubber,
  type ModelHandle,
  type ModelProblem,
  PROVIDER_IDS,
  PROVIDERS,
  type ProviderId,
  type RunnableToolCall,
  type ToolExecution,
} from '../../lib/model/index';
import { prepareTools, type RenderTarget } from '../../lib/model/prepare-tools';
import type { Tool } from '../../lib/spec/tool';
import { createCliOAuth, oauthOptionsHelp, oauthParseOptions } from './cli-oauth';
import { parseHeaders, parseTimeout, parseUrl, plural } from './client-cli';
import { type CliIo, parseCommandArgs, UsageError } from './io';
import { readInputText } from './read-input-text';
import { readJsonInput } from './read-json-input';
import { terminalLines } from './terminal-safe';

export const evalHelp = `Usage: mcp-tool-lab eval <suite.json> --url <url> --provider <provider> --model <model> [options]

Runs a tool-choice eval suite (format mcp-tool-lab/eval, see content/evals/ and
/schemas/eval-v1.schema.json): each case's prompt goes to the model with the server's tools. A run
passes when the model's first tool call names the expected tool and its arguments contain each
expected key with an equal value ("tool": null: no tool call). The run goes on after the first
call until the model stops or the step limit: tools run on the server, their results go back to
the model. Read-only tools (readOnlyHint: true) run; others only with --run-all-tools, else the
model is told the call was denied. The tools go to the model converted as
"mcp-tool-lab render" shows (names a provider refuses renamed, schemas rewritten where it needs). With --variant, every case also runs against edited tool
definitions, and the report shows the difference per case (an A/B of descriptions).

Options:
  --url <url>                 the MCP endpoint
  --provider <provider>       ${PROVIDER_IDS.join(' | ')}
  --model <id>                the provider's model id
  --base-url <url>            the provider's API base (required for openai-compatible, e.g.
                              http://localhost:11434/v1 for Ollama)
  --openai-api <api>          chat (default) | responses (OpenAI's Responses API)
  --runs <n>                  runs per case (default: the suite's "runs", else 1)
  --concurrency <n>           runs at once (default 4)
  --step-limit <n>            model calls per run (default 10)
  --variant <tools.json>      also run against these definitions: a tools/list result or an array
                              of tools; an entry with a server tool's name is laid over it (so
                              {"name", "description"} edits one description), a new name adds a tool
  --format <format>           text (default) | json | junit
  --no-stream                 ask for whole answers instead of streamed ones
  --strict                    OpenAI strict function calling: schemas rewritten as strict mode
                              needs (see "mcp-tool-lab render --for openai-strict")
  --run-all-tools             also run tools that are not marked read-only
  --idle-timeout <ms>         longest silence in a streamed answer (default 60000)
  --retries <n>               retries of a rate-limited or overloaded model call, each waiting
                              the provider's retry-after up to 20 s (default 2; 0 = none)
  --progress                  one line per finished run on standard error
  -H, --header "Name: value"  send this header to the MCP server (repeatable)
  --timeout <ms>              per-request timeout for the MCP server (default 30000)
${oauthOptionsHelp}
  -h, --help                  this help

API keys come from the environment only: ANTHROPIC_API_KEY, OPENAI_API_KEY,
GOOGLE_GENERATIVE_AI_API_KEY (openai-compatible reads OPENAI_API_KEY when set). They are sent in
the provider's header and appear in no output.

Exit status: 0 every case passed every run (against the server's tools), 1 a case failed, 2 usage,
input or connection problem, or the model could not be used at all (key, model id, base URL).
`;

const evalOptions = {
  url: { type: 'string' },
  provider: { type: 'string' },
  model: { type: 'string' },
  'base-url': { type: 'string' },
  'openai-api': { type: 'string', default: 'chat' },
  runs: { type: 'string' },
  concurrency: { type: 'string', default: '4' },
  'step-limit': { type: 'string', default: '10' },
  variant: { type: 'string' },
  format: { type: 'string', default: 'text' },
  'no-stream': { type: 'boolean', default: false },
  strict: { type: 'boolean', default: false },
  'run-all-tools': { type: 'boolean', default: false },
  'idle-timeout': { type: 'string', default: '60000' },
  retries: { type: 'string', default: '2' },
  progress: { type: 'boolean', default: false },
  header: { type: 'string', short: 'H', multiple: true },
  timeout: { type: 'string', default: '30000' },
  ...oauthParseOptions,
  help: { type: 'boolean', short: 'h', default: false },
} as const;

function positiveInteger(value: unknown, option: string, max: number): number {
  const n = Number(value);
  if (!/^\d+$/.test(String(value)) || n < 1 || n > max)
    throw new UsageError(`${option} must be a whole number from 1 to ${max}, got "${String(value)}"`);
  return n;
}

/** Problems no run can get past (key, model id, base URL): a setup problem, exit 2, not a score. */
function isSetupProblem(problem: ModelProblem): boolean {
  if (problem.kind === 'network') return problem.status === undefined;
  return (
    problem.kind === 'auth' ||
    problem.kind === 'forbidden' ||
    problem.kind === 'not-found' ||
    problem.kind === 'bad-request'
  );
}

/** Which conversion of lib/model/prepare-tools.ts a provider's request goes through. */
function renderTargetOf(
  provider: ProviderId,
  openaiApi: 'chat' | 'responses',
  strict: boolean,
): RenderTarget {
  if (provider === 'anthropic') return 'anthropic';
  if (provider === 'google') return 'gemini';
  if (strict) return 'openai-strict';
  return provider === 'openai' && openaiApi === 'responses' ? 'openai-responses' : 'openai';
}

/**
 * The tools as the provider receives them (renames, schema rewrites: the same conversion the
 * playground's "What the model sees" shows); a tool the provider would refuse is left out and said.
 */
function offerTo(
  target: RenderTarget,
  openaiApi: 'chat' | 'responses',
  tools: readonly Tool[],
  label: string,
  io: CliIo,
): AgentTool[] {
  const prepared = prepareTools(tools, target, { strictApi: openaiApi });
  if (prepared.refused.length > 0)
    io.stderr.write(
      terminalLines(
        prepared.refused.map(
          (r) =>
            `mcp-tool-lab: ${label}: "${r.mcpName}" is not offered to the model (${target} refuses it): ${r.reason}`,
        ),
      ),
    );
  return prepared.tools;
}

export async function evalCommand(argv: string[], io: CliIo, version: string): Promise<number> {
  const { values, positionals } = parseCommandArgs('eval', {
    args: argv,
    allowPositionals: true,
    options: evalOptions,
  });
  if (values.help) {
    io.stdout.write(evalHelp);
    return 0;
  }
  if (positionals.length !== 1)
    throw new UsageError(
      positionals.length === 0
        ? 'no suite: mcp-tool-lab eval <suite.json> --url <url> --provider <provider> --model <model>'
        : `unexpected argument "${positionals[1]}": eval runs one suite`,
    );
  const format = String(values.format);
  if (format !== 'text' && format !== 'json' && format !== 'junit')
    throw new UsageError(`unknown --format "${format}": use text, json or junit`);
  const provider = String(values.provider ?? '');
  if (!(PROVIDER_IDS as string[]).includes(provider))
    throw new UsageError(
      values.provider === undefined
        ? `no --provider: use ${PROVIDER_IDS.join(', ')}`
        : `unknown --provider "${provider}": use ${PROVIDER_IDS.join(', ')}`,
    );
  if (values.model === undefined)
    throw new UsageError("no --model: give the provider's model id, e.g. --model gpt-5-mini");
  const openaiApi = String(values['openai-api']);
  if (openaiApi !== 'chat' && openaiApi !== 'responses')
    throw new UsageError(`unknown --openai-api "${openaiApi}": use chat or responses`);
  if (values.strict && provider !== 'openai' && provider !== 'openai-compatible')
    throw new UsageError("--strict is for openai and openai-compatible (OpenAI's strict function calling)");
  const target = renderTargetOf(provider as ProviderId, openaiApi, values.strict);
  if (values.url === undefined)
    throw new UsageError('no --url: give the MCP endpoint, e.g. http://127.0.0.1:8787/mcp');
  const url = parseUrl(values.url);
  const runs = values.runs === undefined ? undefined : positiveInteger(values.runs, '--runs', 100);
  const concurrency = positiveInteger(values.concurrency, '--concurrency', 64);
  const stepLimit = positiveInteger(values['step-limit'], '--step-limit', 100);
  const idleMs = positiveInteger(values['idle-timeout'], '--idle-timeout', 3_600_000);
  const retries = values.retries === '0' ? 0 : positiveInteger(values.retries, '--retries', 10);
  const timeout = parseTimeout(values.timeout);
  const headers = parseHeaders(values.header);

  const suiteFile = positionals[0]!;
  const parsed = parseEvalSuite(await readInputText(suiteFile, io));
  if (!parsed.ok)
    throw new UsageError(
      `${suiteFile} is not a valid eval suite:\n  ${formatSuiteProblems(parsed.problems).join('\n  ')}`,
    );
  const suite = parsed.suite;
  const variantEntries =
    values.variant === undefined ? undefined : readToolList(await readJsonInput(values.variant, io));
  if (variantEntries && !variantEntries.ok)
    throw new UsageError(`${values.variant}: ${variantEntries.error}`);

  const env = io.env ?? process.env;
  const info = PROVIDERS[provider as ProviderId];
  const apiKey = env[info.keyEnv] || undefined;
  const made = await createLanguageModel({
    provider: provider as ProviderId,
    model: values.model,
    ...(apiKey !== undefined ? { apiKey } : {}),
    ...(values['base-url'] !== undefined ? { baseUrl: values['base-url'] } : {}),
    ...(provider === 'openai' ? { openaiApi } : {}),
    fetch: (input, init) => fetch(input, init),
  });
  const scrub = createSecretScrubber([apiKey]);
  if (!made.ok) throw new UsageError(scrub.text(made.error));
  const model: ModelHandle = made.value;

  const oauth = await createCliOAuth(values, io);
  const client = createClient({
    url,
    fetch: (input, init) => fetch(input, init),
    headers,
    clientInfo: { name: 'mcp-tool-lab-cli', version },
    timeouts: { requestMs: timeout, connectMs: timeout },
    ...(oauth ? { auth: oauth.auth } : {}),
  });
  try {
    const listing = await client.listTools();
    if (!listing.ok) {
      io.stderr.write(
        terminalLines([
          `mcp-tool-lab: could not list the tools of ${url}: ${describeClientError(listing.error)}`,
        ]),
      );
      return 2;
    }
    const serverTools = listing.value.tools.map((t) => t.tool as Tool);
    const base: EvalTarget = {
      label: 'server tools',
      tools: offerTo(target, openaiApi, serverTools, 'server tools', io),
      mcpTools: serverTools,
    };
    let variant: EvalTarget | undefined;
    if (variantEntries?.ok) {
      const applied = applyVariant(serverTools, variantEntries.tools);
      if (!applied.ok) throw new UsageError(`${values.variant}: ${applied.error}`);
      if (applied.changed.length === 0 && applied.added.length === 0)
        io.stderr.write(
          terminalLines([
            `mcp-tool-lab: ${values.variant} changes no tool: both runs use the same definitions`,
          ]),
        );
      variant = {
        label: values.variant!,
        tools: offerTo(target, openaiApi, applied.tools, values.variant!, io),
        mcpTools: applied.tools,
      };
    }

    const executeTool = async (call: RunnableToolCall, signal: AbortSignal): Promise<ToolExecution> => {
      const outcome = await client.callTool(call.mcpName, call.arguments, { signal });
      switch (outcome.kind) {
        case 'complete':
        case 'tool-error':
          return { ok: true, result: outcome.result };
        case 'protocol-error':
          return { ok: false, error: `JSON-RPC error ${outcome.error.code}: ${outcome.error.message}` };
        case 'refused':
          return { ok: false, error: `the client did not send it: ${outcome.message}` };
        case 'failed':
          return { ok: false, error: describeClientError(outcome.error) };
      }
    };
    const report: EvalReport = await runEval({
      suite,
      model,
      target: base,
      ...(variant ? { variant } : {}),
      executeTool,
      ...(values['run-all-tools'] ? { approve: async () => ({ decision: 'approve' as const }) } : {}),
      ...(runs !== undefined ? { runs } : {}),
      concurrency,
      stepLimit,
      stream: !values['no-stream'],
      agent: { timeouts: { idleMs }, retry: { maxRetries: retries } },
      ...(values.progress
        ? {
            onProgress: (p) =>
              io.stderr.write(
                terminalLines([
                  `[${p.done}/${p.total}] ${p.target === 'variant' ? 'variant ' : ''}${p.caseId} run ${p.result.run}: ${p.result.passed ? 'PASS' : 'FAIL'} (${p.result.tool ?? 'no tool'})`,
                ]),
              ),
          }
        : {}),
    });

    const allRuns = [...report.cases, ...(report.variant?.cases ?? [])].flatMap((c) => c.runs);
    const blocking = allRuns.length > 0 && allRuns.every((r) => r.errored) ? allRuns[0]!.problem : undefined;
    if (blocking && isSetupProblem(blocking)) {
      io.stderr.write(
        terminalLines([`mcp-tool-lab: the model could not be used: ${scrub.text(blocking.message)}`]),
      );
      return 2;
    }
    if (format === 'json') io.stdout.write(`${JSON.stringify(scrub.value({ url, ...report }))}\n`);
    else if (format === 'junit') io.stdout.write(scrub.text(evalToJunit(report)));
    else io.stdout.write(terminalLines(formatEvalReport(report, url).map((line) => scrub.text(line))));
    const errored = report.runs.errored;
    if (errored > 0 && format !== 'text')
      io.stderr.write(
        terminalLines([`mcp-tool-lab: ${plural(errored, 'run')} failed on a model error (see the report)`]),
      );
    return report.passed === report.total ? 0 : 1;
  } finally {
    await client.close();
    oauth?.close();
  }
}
