import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  BRIDGE_PATH,
  BRIDGE_TOKEN_HEADER,
  type BridgeEndpoint,
  bridgeLine,
  bridgeLink,
  newBridgeToken,
} from '../../../lib/bridge/bridge-endpoint';
import { createBridgeGuard, LOCAL_SITE_ORIGINS } from '../../../lib/bridge/bridge-guard';
import { createStdioGateway, type StdioGateway } from '../../../lib/bridge/create-stdio-gateway';
import { type ProbeOutcome, probeStdioEra, type StdioEra } from '../../../lib/bridge/probe-stdio-era';
import { shellWords } from '../../../lib/bridge/shell-words';
import { describeExit, type StdioChannel } from '../../../lib/bridge/stdio-channel';
import { parseOriginPattern } from '../../../lib/mock-server/origin-policy';
import { createNodeListener } from '../../../lib/node/create-node-listener';
import { LATEST_PROTOCOL_VERSION } from '../../../lib/spec/versions';
import { type CliIo, parseCommandArgs, UsageError } from '../io';
import { terminalLines } from '../terminal-safe';
import { startStdioProcess } from './stdio-process';
import { createTargetProxy } from './target-proxy';

/** Largest request body passed on (tool arguments with an image fit; a runaway upload does not). */
export const MAX_BODY_BYTES = 4 * 1024 * 1024;
/** Largest request head (Node answers 431 above it). */
export const MAX_HEADER_BYTES = 16 * 1024;
/** How long a stdio server has to answer the era probe before it counts as legacy. */
export const PROBE_TIMEOUT_MS = 10_000;
const HOST = '127.0.0.1';
/** The site the printed link opens and whose pages may call, unless --site or MCP_TOOL_LAB_SITE says. */
export const DEFAULT_SITE = 'http://127.0.0.1:3000';

export const bridgeHelp = `Usage: mcp-tool-lab bridge --target <url> [options]
       mcp-tool-lab bridge [options] -- <command> [args…]

Lets a browser page (the MCP Tool Lab playground) reach a server it cannot reach by itself, through
http://127.0.0.1:PORT${BRIDGE_PATH} on this machine only:

  --target <url>    an HTTP MCP server without CORS headers (a local one, typically): the bridge adds
                    CORS and passes everything else through byte for byte, SSE streams included
  -- <command> …    a stdio server: the bridge starts it and serves it as Streamable HTTP, for
                    2026-07-28 servers and 2025-11-25 (legacy) ones alike

Every request must carry the header ${BRIDGE_TOKEN_HEADER} with the token printed at launch (new
each time). Only pages from --site, http://localhost:3000, http://127.0.0.1:3000 and --allow-origin
may call; requests addressed to anything but 127.0.0.1 or localhost are refused.

Options:
  --port <n>              port on 127.0.0.1 (default 0: any free port)
  --site <origin>         the MCP Tool Lab site whose playground the printed link opens and whose
                          pages may call (default $MCP_TOOL_LAB_SITE or ${DEFAULT_SITE})
  --allow-origin <origin> also allow pages from this origin (repeatable; exact origins only)
  --format text|json      text (default), or json: the first stdout line is exactly
                          {"url": "http://127.0.0.1:P${BRIDGE_PATH}", "headers": {"${BRIDGE_TOKEN_HEADER}": "…"}}
  --era auto|modern|legacy  stdio only: probe the server with server/discover (default), or skip
                          the probe and assume 2026-07-28 (modern) or 2025-11-25 (legacy)
  -h, --help              this help

The bridge runs until Ctrl-C; it stops the stdio server when it exits. The server's stderr is shown.
`;

interface BridgeOptions {
  port: number;
  site: string;
  origins: string[];
  format: 'text' | 'json';
  era: 'auto' | 'modern' | 'legacy';
  target?: URL;
  command?: { command: string; args: string[] };
}

function originOf(text: string, flag: string): string {
  if (text.includes('*')) {
    throw new UsageError(
      `${flag} takes exact origins; "${text}" has a wildcard, which would let pages you did not mean to trust use your server.`,
    );
  }
  const pattern = parseOriginPattern(text);
  if (!pattern || (pattern.scheme !== 'http' && pattern.scheme !== 'https')) {
    throw new UsageError(
      `${flag} must be an origin such as https://lab.example or http://localhost:5173, got "${text}"`,
    );
  }
  return new URL(`${pattern.scheme}://${pattern.host}${pattern.port ? `:${pattern.port}` : ''}`).origin;
}

function parse(argv: string[], env: NodeJS.ProcessEnv): BridgeOptions | 'help' {
  const dashes = argv.indexOf('--');
  const own = dashes === -1 ? argv : argv.slice(0, dashes);
  const commandLine = dashes === -1 ? [] : argv.slice(dashes + 1);
  const { values, positionals } = parseCommandArgs('bridge', {
    args: own,
    allowPositionals: true,
    options: {
      target: { type: 'string' },
      port: { type: 'string', default: '0' },
      site: { type: 'string' },
      'allow-origin': { type: 'string', multiple: true, default: [] },
      format: { type: 'string', default: 'text' },
      era: { type: 'string', default: 'auto' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return 'help';
  if (positionals.length > 0) {
    throw new UsageError(
      `unexpected "${positionals[0]}": put the stdio server's command after "--", as in: mcp-tool-lab bridge -- node server.js`,
    );
  }
  const port = Number(values.port);
  if (!/^\d+$/.test(String(values.port)) || port > 65535) {
    throw new UsageError(`--port must be a whole number from 0 to 65535, got "${String(values.port)}"`);
  }
  const format = String(values.format);
  if (format !== 'text' && format !== 'json')
    throw new UsageError(`--format must be text or json, got "${format}"`);
  const era = String(values.era);
  if (era !== 'auto' && era !== 'modern' && era !== 'legacy') {
    throw new UsageError(`--era must be auto, modern or legacy, got "${era}"`);
  }
  const hasTarget = values.target !== undefined;
  if (hasTarget === commandLine.length > 0) {
    throw new UsageError(
      hasTarget
        ? 'give either --target <url> or -- <command>, not both'
        : 'say what to bridge: --target <url> for an HTTP server, or -- <command> [args…] for a stdio server',
    );
  }
  let target: URL | undefined;
  if (hasTarget) {
    try {
      target = new URL(String(values.target));
    } catch {
      throw new UsageError(
        `--target must be a URL such as http://localhost:8000/mcp, got "${String(values.target)}"`,
      );
    }
    if (target.protocol !== 'http:' && target.protocol !== 'https:') {
      throw new UsageError(`--target must be an http or https URL, got "${target.href}"`);
    }
    if (era !== 'auto')
      throw new UsageError('--era is for stdio servers; an HTTP server is passed through as it is');
  }
  const site = originOf(String(values.site ?? (env.MCP_TOOL_LAB_SITE || DEFAULT_SITE)), '--site');
  const extra = (values['allow-origin'] as string[]).map((origin) => originOf(origin, '--allow-origin'));
  return {
    port,
    site,
    origins: [...new Set([site, ...LOCAL_SITE_ORIGINS, ...extra])],
    format,
    era,
    target,
    command: commandLine.length > 0 ? { command: commandLine[0]!, args: commandLine.slice(1) } : undefined,
  };
}

async function startStdio(
  options: BridgeOptions & { command: { command: string; args: string[] } },
  io: CliIo,
  channels: Set<StdioChannel>,
): Promise<{ gateway: StdioGateway; era: StdioEra }> {
  // The server's output, and request headers in refusal notes, are hostile text: made terminal-safe.
  const log = (text: string) => io.stderr.write(terminalLines(text.split('\n')));
  const launch = (label: string) => {
    const channel = startStdioProcess({ ...options.command, label, log, cwd: io.cwd });
    channels.add(channel);
    channel.onExit(() => channels.delete(channel));
    return channel;
  };
  const shown = shellWords([options.command.command, ...options.command.args]);
  const first = launch('server');
  let outcome: ProbeOutcome;
  if (options.era === 'auto') {
    log(`mcp-tool-lab bridge: starting ${shown} and asking it server/discover…`);
    outcome = await probeStdioEra(first, {
      clientInfo: { name: 'mcp-tool-lab-bridge', version: '0.1.0' },
      timeoutMs: PROBE_TIMEOUT_MS,
    });
  } else {
    // No probe, but a command that cannot start should still fail here, not on the first request.
    await new Promise((resolve) => setTimeout(resolve, 50));
    outcome = first.exited
      ? { era: 'exited', exit: first.exited }
      : options.era === 'modern'
        ? { era: 'modern', supportedVersions: [LATEST_PROTOCOL_VERSION], reason: '--era modern' }
        : { era: 'legacy', reason: '--era legacy' };
  }
  if (outcome.era === 'exited') {
    const stderr = first.recentStderr().trim();
    throw new BridgeStartError(
      `the stdio server ${describeExit(outcome.exit)}${outcome.exit.startError ? '' : ' before it answered'}.${stderr ? ` Its last lines on stderr are shown above.` : ''} Command: ${shown}`,
    );
  }
  log(
    `mcp-tool-lab bridge: ${outcome.era === 'modern' ? '2026-07-28 (modern)' : '2025-11-25 or earlier (legacy)'} server: ${outcome.reason}.`,
  );
  const gateway = createStdioGateway({
    launch,
    era: outcome,
    probed: first,
    note: (text) => log(`mcp-tool-lab bridge: ${text}`),
    maxBodyBytes: MAX_BODY_BYTES,
  });
  return { gateway, era: outcome };
}

/** The bridge could not start what it bridges (exit status 1, unlike usage errors). */
class BridgeStartError extends Error {}

/**
 * `mcp-tool-lab bridge`: runs until SIGINT/SIGTERM/SIGHUP (or `control.signal`, for callers that
 * run it in-process), then stops the server it started.
 */
export async function bridgeCommand(
  argv: string[],
  io: CliIo,
  version: string,
  control: { signal?: AbortSignal } = {},
): Promise<number> {
  const options = parse(argv, process.env);
  if (options === 'help') {
    io.stdout.write(bridgeHelp);
    return 0;
  }
  const channels = new Set<StdioChannel>();
  const killAll = () => {
    for (const channel of channels) channel.kill();
  };
  process.on('exit', killAll);
  // Signals are handled from the start: Ctrl-C during the era probe must not leave the server behind.
  const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
  let interrupted = false;
  let onSignal = () => {
    interrupted = true;
    killAll();
  };
  const handler = () => onSignal();
  for (const signal of SIGNALS) process.on(signal, handler);
  control.signal?.addEventListener('abort', handler);
  const dispose = () => {
    for (const signal of SIGNALS) process.off(signal, handler);
    control.signal?.removeEventListener('abort', handler);
    process.off('exit', killAll);
  };
  const token = newBridgeToken();
  const guard = createBridgeGuard({ token, allowedOrigins: options.origins });
  const note = (text: string) => io.stderr.write(terminalLines(`mcp-tool-lab bridge: ${text}`.split('\n')));

  let gateway: StdioGateway | undefined;
  let era: StdioEra | undefined;
  try {
    if (options.command)
      ({ gateway, era } = await startStdio({ ...options, command: options.command }, io, channels));
  } catch (error) {
    killAll();
    dispose();
    if (interrupted) return 130;
    if (error instanceof BridgeStartError) {
      note(error.message);
      return 1;
    }
    throw error;
  }
  if (interrupted) {
    dispose();
    return 130;
  }
  const proxy = options.target
    ? createTargetProxy({
        target: options.target,
        maxBodyBytes: MAX_BODY_BYTES,
        note,
        corsHeaders: guard.corsHeaders,
      })
    : undefined;
  const listener = gateway
    ? createNodeListener(
        (request) => gateway.handle(request, guard.corsHeaders(request.headers.get('origin'))),
        {
          fallbackOrigin: `http://${HOST}`,
          maxBodyBytes: MAX_BODY_BYTES,
        },
      )
    : undefined;

  const server = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, (req, res) => {
    const headers = new Headers();
    try {
      for (let i = 0; i + 1 < req.rawHeaders.length; i += 2)
        headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/plain' }).end('Malformed request headers.\n');
      return;
    }
    const verdict = guard.check({ method: req.method ?? 'GET', url: req.url ?? '/', headers });
    if (verdict.kind === 'answer') {
      if (verdict.status !== 204) {
        note(
          `refused ${req.method} ${req.url} (HTTP ${verdict.status})${headers.get('origin') ? ` from ${headers.get('origin')}` : ''}: ${verdict.body ? JSON.parse(verdict.body).error.message.replace(/^mcp-tool-lab bridge: /, '') : ''}`,
        );
      }
      req.resume();
      res.writeHead(verdict.status, verdict.headers).end(verdict.body);
      return;
    }
    if (proxy) void proxy(req, res, verdict.origin);
    else void listener!(req, res);
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', (error: NodeJS.ErrnoException) =>
        reject(
          new UsageError(
            error.code === 'EADDRINUSE'
              ? `port ${options.port} on ${HOST} is in use: pick another with --port (0 = any free port)`
              : `cannot listen on ${HOST}:${options.port}: ${error.message}`,
          ),
        ),
      );
      server.listen(options.port, HOST, () => resolve());
    });
  } catch (error) {
    dispose();
    await gateway?.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const endpoint: BridgeEndpoint = {
    url: `http://${HOST}:${port}${BRIDGE_PATH}`,
    headers: { [BRIDGE_TOKEN_HEADER]: token },
  };
  if (options.format === 'json') io.stdout.write(`${bridgeLine(endpoint)}\n`);
  else {
    const what = options.target
      ? `CORS in front of ${options.target.href}`
      : `stdio server ${shellWords([options.command!.command, ...options.command!.args])}, ${era?.era === 'modern' ? '2026-07-28' : 'legacy 2025-11-25'}`;
    io.stdout.write(
      [
        `mcp-tool-lab bridge ${version}: ${what}`,
        `  URL     ${endpoint.url}`,
        `  Header  ${BRIDGE_TOKEN_HEADER}: ${token}`,
        `  Open    ${bridgeLink(options.site, endpoint)}`,
        `Pages that may call it: ${options.origins.join(', ')} (add more with --allow-origin).`,
        'The token is new on every launch; whoever has it can use the server. Ctrl-C stops the bridge.',
        '',
      ].join('\n'),
    );
  }

  return new Promise<number>((resolve) => {
    let stopping = false;
    onSignal = () => {
      if (stopping) {
        // A second Ctrl-C: no more waiting.
        killAll();
        dispose();
        resolve(130);
        return;
      }
      stopping = true;
      server.close();
      server.closeAllConnections();
      proxy?.close();
      void (gateway?.close() ?? Promise.resolve()).finally(() => {
        dispose();
        resolve(0);
      });
    };
  });
}
