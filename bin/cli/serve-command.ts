import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMockServer } from '../../lib/mock-server/create-mock-server';
import { hostSecurityOptions } from '../../lib/mock-server/host-defaults';
import {
  MISBEHAVIOUR_NAMES,
  type MisbehaviourName,
} from '../../lib/mock-server/misbehaviour/misbehaviour-catalogue';
import { createProtectedMockServer } from '../../lib/mock-server/protected/create-protected-mock-server';
import { parseProxyTrust } from '../../lib/node/client-address';
import { createNodeListener } from '../../lib/node/create-node-listener';
import { advertiseKeepAlive, hardenedServerOptions, hardenHttpServer } from '../../lib/node/http-hardening';
import { type CliIo, parseCommandArgs, UsageError } from './io';

export const DEFAULT_PORT = 8787;
const ENDPOINT = '/mcp';
const MAX_BODY_BYTES = 1024 * 1024;
/** Listen streams end gracefully after this (clients listen again), so none is held for ever. */
const DEFAULT_LISTEN_MAX_SECONDS = 600;
/** Longer than the slowest tool (misbehave_slow's 120 s), so only a stuck call is cut. */
const CALL_TIMEOUT_MS = 180_000;

export const serveHelp = `Usage: mcp-tool-lab serve [options]

Runs the mock MCP server (spec 2026-07-28, Streamable HTTP) at http://HOST:PORT${ENDPOINT}.
The first line on standard output is that URL; the server runs until Ctrl-C.

Options:
  --port <n>              port to listen on (default ${DEFAULT_PORT}; 0 picks a free one)
  --host <address>        address to bind (default 127.0.0.1; keep it local unless you mean it)
  --conformance           add the official conformance suite's fixture tools, prompts, resources
  --protected             require OAuth 2.1: the server is also its own authorization server
                          (metadata at /.well-known/…, consent page and token endpoint under /oauth;
                          tools:read for everything, deploy for deploy_release)
  --allow-origin <origin> also allow browser pages from this origin (repeatable; "*" = any)
  --misbehave <name>      switch on a rule-breaking scenario (repeatable): ${MISBEHAVIOUR_NAMES.join(', ')}
  --listen-max <seconds>  end each subscriptions/listen stream gracefully after this long
                          (default ${DEFAULT_LISTEN_MAX_SECONDS}; clients then listen again)
  -h, --help              this help

Browser pages of the same origin and http://localhost:*, http://127.0.0.1:* may always call.
A request that arrives on a loopback address must name a loopback host (DNS rebinding protection).

Environment:
  MCP_TOOL_LAB_STATE_SECRET     HMAC key for MRTR requestState and handles (default: random per
                                process; instances behind one load balancer must share one)
  MCP_TOOL_LAB_ALLOWED_ORIGINS  more allowed origins, comma-separated
  MCP_TOOL_LAB_ALLOWED_HOSTS    answer only these Host names (default: any, loopback names on loopback)
  MCP_TOOL_LAB_TRUST_PROXY      none (default), 1-9 proxies in X-Forwarded-For, or header:<name>
`;

interface ServeOptions {
  port: number;
  host: string;
  conformance: boolean;
  protected: boolean;
  origins: string[];
  misbehave: MisbehaviourName[];
  listenMaxSeconds: number;
}

function parse(argv: string[]): ServeOptions | 'help' {
  const { values } = parseCommandArgs('serve', {
    args: argv,
    allowPositionals: false,
    options: {
      port: { type: 'string', default: String(DEFAULT_PORT) },
      host: { type: 'string', default: '127.0.0.1' },
      conformance: { type: 'boolean', default: false },
      protected: { type: 'boolean', default: false },
      'allow-origin': { type: 'string', multiple: true, default: [] },
      misbehave: { type: 'string', multiple: true, default: [] },
      'listen-max': { type: 'string', default: String(DEFAULT_LISTEN_MAX_SECONDS) },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return 'help';
  const port = Number(values.port);
  if (!/^\d+$/.test(String(values.port)) || port > 65535) {
    throw new UsageError(`--port must be a whole number from 0 to 65535, got "${String(values.port)}"`);
  }
  const listenMax = String(values['listen-max']);
  if (!/^[1-9]\d{0,5}$/.test(listenMax)) {
    throw new UsageError(
      `--listen-max must be a whole number of seconds from 1 to 999999, got "${listenMax}"`,
    );
  }
  const misbehave = values.misbehave as string[];
  const unknown = misbehave.filter((name) => !(MISBEHAVIOUR_NAMES as string[]).includes(name));
  if (unknown.length > 0) {
    throw new UsageError(`unknown --misbehave ${unknown.join(', ')}: use ${MISBEHAVIOUR_NAMES.join(', ')}`);
  }
  return {
    port,
    host: String(values.host),
    conformance: values.conformance === true,
    protected: values.protected === true,
    origins: values['allow-origin'] as string[],
    misbehave: misbehave as MisbehaviourName[],
    listenMaxSeconds: Number(listenMax),
  };
}

/** The URL to print: IPv6 addresses in brackets. */
function endpointUrl(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}${ENDPOINT}`;
}

/** `mcp-tool-lab serve`: runs until SIGINT/SIGTERM, then ends listen streams gracefully and exits 0. */
export async function serveCommand(argv: string[], io: CliIo, version: string): Promise<number> {
  const options = parse(argv);
  if (options === 'help') {
    io.stdout.write(serveHelp);
    return 0;
  }
  const trust = parseProxyTrust(process.env.MCP_TOOL_LAB_TRUST_PROXY);
  if (!trust.ok) throw new UsageError(trust.problem);
  const security = hostSecurityOptions({
    stateSecret: process.env.MCP_TOOL_LAB_STATE_SECRET,
    allowedOrigins: process.env.MCP_TOOL_LAB_ALLOWED_ORIGINS,
    allowedHosts: process.env.MCP_TOOL_LAB_ALLOWED_HOSTS,
  });
  const mock = (options.protected ? createProtectedMockServer : createMockServer)({
    ...security,
    allowedOrigins: [...(security.allowedOrigins ?? []), ...options.origins],
    serverInfo: { name: 'mcp-tool-lab-mock', title: 'MCP Tool Lab mock server', version },
    conformance: options.conformance,
    misbehaviour: Object.fromEntries(options.misbehave.map((name) => [name, true])),
    maxBodyBytes: MAX_BODY_BYTES,
    listenMaxMs: options.listenMaxSeconds * 1000,
    maxListenStreamsPerClient: 10,
    callTimeoutMs: CALL_TIMEOUT_MS,
  });
  const listener = createNodeListener(mock.handle, {
    fallbackOrigin: endpointUrl(options.host, options.port),
    maxBodyBytes: MAX_BODY_BYTES,
    trust: trust.trust,
    signalInContext: true,
  });
  const server = createServer(hardenedServerOptions(), (req, res) => {
    advertiseKeepAlive(req, res);
    const path = (req.url ?? '').split('?')[0] ?? '';
    const oauthPath = path.startsWith('/.well-known/') || path.startsWith('/oauth/');
    if (path !== ENDPOINT && !(options.protected && oauthPath)) {
      res
        .writeHead(404, { 'Content-Type': 'text/plain' })
        .end(`Not found: the MCP endpoint is ${ENDPOINT}\n`);
      return;
    }
    void listener(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new UsageError(
          error.code === 'EADDRINUSE'
            ? `port ${options.port} on ${options.host} is in use: pick another with --port (0 = any free port)`
            : `cannot listen on ${options.host}:${options.port}: ${error.message}`,
        ),
      ),
    );
    server.listen(options.port, options.host, () => resolve());
  });
  hardenHttpServer(server);
  const { port } = server.address() as AddressInfo;
  io.stdout.write(`${endpointUrl(options.host, port)}\n`);
  io.stderr.write(
    `mcp-tool-lab ${version}: mock MCP server (2026-07-28) listening${options.conformance ? ' with conformance fixtures' : ''}${options.protected ? ', protected by OAuth 2.1 (its own authorization server)' : ''}. Ctrl-C stops it.\n`,
  );
  return new Promise<number>((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      mock.close();
      server.close(() => resolve(0));
      server.closeIdleConnections();
      // Streams that ignore the graceful end must not keep the process alive.
      setTimeout(() => {
        server.closeAllConnections();
        resolve(0);
      }, 1000).unref();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}
