import { readFile } from 'node:fs/promises';
import {
  type CallToolOutcome,
  createClient,
  describeClientError,
  type TaskView,
} from '../../lib/client/index';
import { stringifyDeep } from '../../lib/json/stringify-deep';
import { matchContentBlock } from '../../lib/spec/content-block-type';
import { withTasksExtension } from '../../lib/spec/extensions/task-lifecycle';
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
import { type CliIo, parseCommandArgs, readAll, UsageError } from './io';
import { terminalLines } from './terminal-safe';

export const callHelp = `Usage: mcp-tool-lab call <url> <tool> [json-args] [options]

Calls one tool and shows the result, checked against the tool's definition and the spec. The
arguments (a JSON object; "-" reads standard input, @file reads a file; default {}) are checked
against the tool's inputSchema first: a call that does not match is not sent unless --send-anyway.
A server that asks for input (an input_required result) gets the answers given with --input;
an elicitation without one is declined.

Options:
${clientOptionsHelp}
  --send-anyway               send even if the arguments break the inputSchema or the tool is not listed
  --input <key>=<json>        answer for the input request <key>, e.g. --input 'confirm={"action":"accept","content":{"ok":true}}'
                              (repeatable; also answers input requests inside a task)
  --tasks                     declare the io.modelcontextprotocol/tasks extension: the server may then
                              answer with a task, which is followed to its end with its steps printed;
                              Ctrl-C cancels the task (tasks/cancel), a second Ctrl-C quits at once
  --task-timeout <ms>         stop following a task after this long; it is not cancelled (default 1800000)

Exit status: 0 the tool ran (isError false) without error findings, 1 a tool error, a JSON-RPC
error (a failed task), a refused or failed call (a cancelled task), or error findings, 2 usage or
connection problem, 3 the tool ran without error findings but part of the result could not be
checked (too costly within the limits), 130 the call was interrupted (Ctrl-C).
`;

const callOptions = {
  ...clientParseOptions,
  'send-anyway': { type: 'boolean', default: false },
  input: { type: 'string', multiple: true },
  tasks: { type: 'boolean', default: false },
  'task-timeout': { type: 'string' },
} as const;

/** One line per step of a followed task: when it shows (seconds since the handle), what it is. */
function taskStepLine(task: TaskView, now: number, previous?: TaskView): string | undefined {
  const elapsed = `${((now - task.startedAt) / 1000).toFixed(1)} s`;
  if (!previous) {
    return `task ${task.taskId} created: ${task.status}${task.statusMessage ? ` — ${task.statusMessage}` : ''} (poll every ${task.pollIntervalMs ?? 1000} ms, kept ${task.ttlMs === null ? 'without limit' : `${Math.round(task.ttlMs / 1000)} s`})`;
  }
  if (previous.status === task.status && previous.statusMessage === task.statusMessage) return undefined;
  const asks =
    task.status === 'input_required' && task.inputRequests
      ? ` — asks for ${Object.keys(task.inputRequests).join(', ')} (answer with --input <key>=<json>)`
      : '';
  return `  [${elapsed}] ${task.status}${task.statusMessage ? `: ${task.statusMessage}` : ''}${asks}`;
}

async function readArguments(text: string | undefined, io: CliIo): Promise<unknown> {
  if (text === undefined) return {};
  let source = text;
  if (text === '-') source = await readAll(io.stdin);
  else if (text.startsWith('@')) {
    const file = text.slice(1);
    try {
      source = await readFile(file.startsWith('/') ? file : `${io.cwd}/${file}`, 'utf8');
    } catch (error) {
      throw new UsageError(`cannot read ${file}: ${(error as Error).message}`);
    }
  }
  try {
    return JSON.parse(source);
  } catch (error) {
    throw new UsageError(`the arguments are not valid JSON (${(error as Error).message})`);
  }
}

function parseInputs(values: readonly string[] | undefined): Map<string, unknown> {
  const answers = new Map<string, unknown>();
  for (const raw of values ?? []) {
    const eq = raw.indexOf('=');
    if (eq <= 0) throw new UsageError(`--input "${raw}" is not <key>=<json>`);
    try {
      answers.set(raw.slice(0, eq), JSON.parse(raw.slice(eq + 1)));
    } catch (error) {
      throw new UsageError(`--input ${raw.slice(0, eq)}: not valid JSON (${(error as Error).message})`);
    }
  }
  return answers;
}

function describeContent(block: unknown): string {
  return matchContentBlock(block, {
    text: (b) => `  [text] ${String(b.text)}`,
    image: (b) => describeMedia(b),
    audio: (b) => describeMedia(b),
    resource_link: (b) => `  [resource_link] ${String(b.uri)}${b.name ? ` (${String(b.name)})` : ''}`,
    resource: (b) => {
      const r = (b.resource ?? {}) as Record<string, unknown>;
      return `  [resource] ${String(r.uri)}${typeof r.text === 'string' ? `: ${r.text.slice(0, 200)}` : ' (blob)'}`;
    },
    other: (b) =>
      typeof b === 'object' && b !== null
        ? `  [${String((b as { type?: unknown }).type)}] ${stringifyDeep(b, 200)}`
        : `  ${stringifyDeep(b)}`,
  });
}

function describeMedia(b: Record<string, unknown> & { type: 'image' | 'audio' }): string {
  return `  [${b.type} ${String(b.mimeType)}, ${typeof b.data === 'string' ? Math.floor((b.data.length * 3) / 4) : 0} bytes]`;
}

function formatOutcome(outcome: CallToolOutcome): string[] {
  const task = outcome.task
    ? ` as task ${outcome.task.taskId} (${outcome.task.status}${outcome.task.steps.length > 1 ? ` after ${outcome.task.steps.map((step) => step.status).join(' → ')}` : ''})`
    : '';
  const head = `tools/call ${outcome.toolName} → ${outcome.kind}${outcome.rounds > 1 ? ` after ${outcome.rounds} rounds` : ''}${task} (${outcome.durationMs} ms)`;
  switch (outcome.kind) {
    case 'complete':
    case 'tool-error': {
      const lines = [head];
      const content = Array.isArray(outcome.result.content) ? outcome.result.content : [];
      lines.push(...content.map(describeContent));
      if ('structuredContent' in outcome.result)
        // A server can nest it 100,000 levels deep: JSON.stringify would throw a RangeError.
        lines.push(`  structuredContent: ${stringifyDeep(outcome.result.structuredContent)}`);
      return lines;
    }
    case 'protocol-error':
      return [
        head,
        `  JSON-RPC error ${outcome.error.code}${outcome.status !== undefined ? ` (HTTP ${outcome.status})` : ''}: ${outcome.error.message}`,
      ];
    case 'refused':
      return [head, `  not sent (${outcome.reason}): ${outcome.message}`];
    case 'failed':
      return [head, `  ${describeClientError(outcome.error)}`];
  }
}

export async function callCommand(argv: string[], io: CliIo, version: string): Promise<number> {
  const { values, positionals } = parseCommandArgs('call', {
    args: argv,
    allowPositionals: true,
    options: callOptions,
  });
  if (values.help) {
    io.stdout.write(callHelp);
    return 0;
  }
  const url = parseUrl(positionals[0]);
  const toolName = positionals[1];
  if (!toolName) throw new UsageError('no tool name: mcp-tool-lab call <url> <tool> [json-args]');
  if (positionals.length > 3)
    throw new UsageError(`unexpected argument "${positionals[3]}"; put the arguments in one JSON object`);
  const format = parseFormat(values.format);
  const timeout = parseTimeout(values.timeout);
  const args = await readArguments(positionals[2], io);
  const answers = parseInputs(values.input);
  const taskTimeout = values['task-timeout'] === undefined ? undefined : parseTimeout(values['task-timeout']);
  const oauth = await createCliOAuth(values, io);
  const base = answers.size > 0 ? { elicitation: { form: {} }, sampling: {}, roots: {} } : {};

  const client = createClient({
    url,
    fetch: (input, init) => fetch(input, init),
    headers: parseHeaders(values.header),
    revealSecrets: values['reveal-secrets'],
    lenientNumberHeaders: values['lenient-number-headers'],
    clientInfo: { name: 'mcp-tool-lab-cli', version },
    timeouts: { requestMs: timeout, connectMs: timeout },
    ...(answers.size > 0 || values.tasks
      ? { capabilities: values.tasks ? withTasksExtension(base) : base }
      : {}),
    ...(taskTimeout !== undefined
      ? { timeouts: { requestMs: timeout, connectMs: timeout, taskMs: taskTimeout } }
      : {}),
    onInputRequest: ({ key }) => answers.get(key),
    ...(oauth ? { auth: oauth.auth } : {}),
  });
  // With --tasks, Ctrl-C cancels the task (tasks/cancel, then a grace period); a second one quits.
  const interrupt = new AbortController();
  let interrupted = false;
  const onSigint = () => {
    if (interrupted) process.exit(130);
    interrupted = true;
    io.stderr.write('Cancelling the call… (Ctrl-C again to quit at once)\n');
    interrupt.abort();
  };
  if (values.tasks) process.on('SIGINT', onSigint);
  let previous: TaskView | undefined;
  const called = await client
    .callTool(toolName, args, {
      sendAnyway: values['send-anyway'],
      ...(values.tasks ? { signal: interrupt.signal } : {}),
      onTaskUpdate: (task) => {
        const line = format === 'text' ? taskStepLine(task, Date.now(), previous) : undefined;
        previous = task;
        // Every string from the server is hostile: escape sequences are written as visible escapes.
        if (line) io.stdout.write(terminalLines([line]));
      },
    })
    .finally(() => {
      process.off('SIGINT', onSigint);
      oauth?.close();
    });
  const outcome = values['no-info']
    ? { ...called, diagnostics: called.diagnostics.filter((d) => d.severity !== 'info') }
    : called;
  const connection = client.connection();
  await client.close();
  const events = client.timeline.events();
  // Connected at some point: the era was decided (a connection failure is exit status 2, not 1).
  const connected = events.some(
    (e) =>
      e.type === 'negotiation' &&
      (e.step === 'modern' || e.step === 'legacy-ready' || e.step === 'remembered'),
  );
  const warnings = warningsOf(events);
  const counts = countDiagnostics(outcome.diagnostics);
  const ranOk = outcome.kind === 'complete' && counts.errors === 0;
  const unchecked = outcome.diagnostics.some((d) => d.unchecked);
  const code = interrupted
    ? 130
    : !connected && (outcome.kind === 'failed' || outcome.kind === 'refused')
      ? 2
      : ranOk
        ? unchecked
          ? 3
          : 0
        : 1;
  if (format === 'json') {
    io.stdout.write(
      `${stringifyDeep({
        url,
        outcome,
        warnings: warnings.map((w) => ({ code: w.code, message: w.message })),
        summary: { errors: counts.errors, warnings: counts.warnings + warnings.length, infos: counts.infos },
        ...(values.timeline ? { timeline: events } : {}),
      })}\n`,
    );
    return code;
  }
  const listing = client.lastListing();
  const lines: string[] = [];
  if (connection.status === 'ready') lines.push(`Server: ${describeConnection(connection)}`);
  else if (listing) lines.push(`Server: ${listing.era} ${listing.protocolVersion}`);
  lines.push(...formatOutcome(outcome));
  if (outcome.argumentErrors.length > 0) {
    lines.push('', 'Arguments vs inputSchema:');
    for (const e of outcome.argumentErrors) lines.push(`  ${e.instancePath || '(root)'} ${e.message}`);
  }
  if (warnings.length > 0) {
    lines.push('', 'Warnings:');
    for (const w of warnings) lines.push(`  warning ${w.code}: ${w.message}`);
  }
  if (outcome.diagnostics.length > 0) {
    lines.push('', 'Findings on the result:');
    for (const d of outcome.diagnostics) lines.push(`  ${formatDiagnostic(d)}`);
  }
  lines.push(
    '',
    `${plural(counts.errors, 'error')}, ${plural(counts.warnings + warnings.length, 'warning')}, ${plural(counts.infos, 'info', 'info')}`,
  );
  // Every string from the server is hostile: escape sequences are written as visible escapes.
  (code === 2 ? io.stderr : io.stdout).write(terminalLines(lines));
  if (values.timeline) writeTimeline(io, client);
  return code;
}
