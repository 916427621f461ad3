import type { Redis } from 'ioredis';
import { createMockServer, type MockServer } from '../mock-server/create-mock-server';
import { hostSecurityOptions } from '../mock-server/host-defaults';
import type { MockServerOptions } from '../mock-server/mock-server-options';
import type { RequestContext } from '../mock-server/request-context';
import { randomStateSecret } from '../mock-server/sealed-state';
import { clientAddress, isLoopbackAddress, type ProxyTrust, parseProxyTrust } from './client-address';
import { createRateLimit } from './create-rate-limit';
import { onShutdown } from './graceful-shutdown';
import { stampedAddresses } from './http-hardening';
import { connectRedis, sharedStateSecret } from './redis-connection';
import { createRedisDemoState } from './redis-demo-state';
import { createRedisTaskStore } from './redis-task-store';

/** The environment variables of a hosted /api/mcp (the "Host it yourself" docs page lists them). */
export interface HostedConfig {
  /** `REDIS_URL`: share demo state, rate counts and (unless set below) the state secret. */
  redisUrl?: string;
  /** `MCP_TOOL_LAB_STATE_SECRET`. */
  stateSecret?: string;
  /** `MCP_TOOL_LAB_ALLOWED_ORIGINS`. */
  allowedOrigins?: string;
  /** `MCP_TOOL_LAB_ALLOWED_HOSTS`. */
  allowedHosts?: string;
  /** `MCP_TOOL_LAB_TRUST_PROXY`, parsed. */
  trust: ProxyTrust;
  /** `MCP_TOOL_LAB_RATE_LIMIT`: requests per minute per client; 0 turns the limit off. Default 600. */
  ratePerMinute: number;
  /** `MCP_TOOL_LAB_MAX_LISTEN_STREAMS`: open listen streams per client and instance. Default 10. */
  maxListenStreams: number;
  /** `MCP_TOOL_LAB_LISTEN_MAX_SECONDS`: a listen stream ends gracefully after this. Default 240. */
  listenMaxSeconds: number;
  /**
   * `MCP_TOOL_LAB_MAX_TASKS`: tasks (io.modelcontextprotocol/tasks) one client may have running
   * on an instance; past it, a tool that may also run as an ordinary call does. Default 10.
   */
  maxTasks: number;
  /** `MCP_TOOL_LAB_CONFORMANCE=1`: add the official conformance suite's fixtures (test deployments). */
  conformance: boolean;
  /**
   * `MCP_TOOL_LAB_FAST_ROUTE`: on a Node server of its own (`next start`, the standalone server),
   * answer /api/mcp from node:http ahead of Next.js's router (about seven times less CPU per
   * request). Default on; `0` sends /api/mcp through the Next.js route like any other path.
   */
  fastRoute: boolean;
}

export type ConfigVerdict = { ok: true; config: HostedConfig } | { ok: false; problems: string[] };

type Env = Record<string, string | undefined>;

function whole(env: Env, name: string, fallback: number, min: number, max: number, problems: string[]) {
  const text = env[name]?.trim();
  if (text === undefined || text === '') return fallback;
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max) {
    problems.push(
      `${name} must be a whole number from ${min} to ${max}; got ${JSON.stringify(text.slice(0, 40))}`,
    );
    return fallback;
  }
  return Number(text);
}

/** Reads and checks the environment; every problem is named, so a bad deployment fails at start. */
export function readHostedConfig(env: Env): ConfigVerdict {
  const problems: string[] = [];
  const trust = parseProxyTrust(env.MCP_TOOL_LAB_TRUST_PROXY);
  if (!trust.ok) problems.push(trust.problem);
  const redisUrl = env.REDIS_URL?.trim() || undefined;
  if (redisUrl !== undefined && !/^rediss?:\/\//.test(redisUrl))
    problems.push('REDIS_URL must start with redis:// or rediss://');
  const conformance = (env.MCP_TOOL_LAB_CONFORMANCE ?? '').trim();
  if (!['', '0', '1'].includes(conformance)) problems.push('MCP_TOOL_LAB_CONFORMANCE must be 1 or 0');
  const fastRoute = (env.MCP_TOOL_LAB_FAST_ROUTE ?? '').trim();
  if (!['', '0', '1'].includes(fastRoute)) problems.push('MCP_TOOL_LAB_FAST_ROUTE must be 1 or 0');
  const config: HostedConfig = {
    redisUrl,
    stateSecret: env.MCP_TOOL_LAB_STATE_SECRET || undefined,
    allowedOrigins: env.MCP_TOOL_LAB_ALLOWED_ORIGINS,
    allowedHosts: env.MCP_TOOL_LAB_ALLOWED_HOSTS,
    trust: trust.ok ? trust.trust : { kind: 'none' },
    ratePerMinute: whole(env, 'MCP_TOOL_LAB_RATE_LIMIT', 600, 0, 1_000_000_000, problems),
    maxListenStreams: whole(env, 'MCP_TOOL_LAB_MAX_LISTEN_STREAMS', 10, 1, 10_000, problems),
    listenMaxSeconds: whole(env, 'MCP_TOOL_LAB_LISTEN_MAX_SECONDS', 240, 1, 86_400, problems),
    maxTasks: whole(env, 'MCP_TOOL_LAB_MAX_TASKS', 10, 1, 10_000, problems),
    conformance: conformance === '1',
    fastRoute: fastRoute !== '0',
  };
  return problems.length > 0 ? { ok: false, problems } : { ok: true, config };
}

/** The site's /api/mcp: the mock server with the hosted limits, shared state when Redis is there. */
export interface HostedMockServer {
  /**
   * Answers one request. `context` is what a host that holds the socket knows (the node:http
   * adapter: the client address under the trusted-proxy rule, loopback arrival); without it (a
   * Next.js route handler) both come from the addresses `installHttpHardening` stamps.
   */
  handle(request: Request, context?: RequestContext): Promise<Response>;
  /**
   * Begins shutdown: open listen streams end with their final result, new ones are refused (503,
   * Retry-After), and every answer from then on carries `Connection: close`. Idempotent.
   */
  close(): Promise<void>;
}

/**
 * Builds /api/mcp from the environment. What it adds to the mock server: visitor scopes for demo
 * state (so no visitor changes what another sees), Redis-backed state and rate counts when
 * `REDIS_URL` is set (so instances behind a load balancer behave as one), and the per-request
 * context (client address under the trusted-proxy rule, loopback arrival) from the addresses
 * `installHttpHardening` stamps on each request.
 */
export function createHostedMockServer(
  config: HostedConfig,
  overrides: MockServerOptions = {},
): HostedMockServer {
  const redis: Redis | undefined = config.redisUrl ? connectRedis(config.redisUrl) : undefined;
  const security = hostSecurityOptions({
    stateSecret: config.stateSecret,
    allowedOrigins: config.allowedOrigins,
    allowedHosts: config.allowedHosts,
  });
  const stateSecret =
    config.stateSecret !== undefined
      ? config.stateSecret
      : redis
        ? () => sharedStateSecret(redis)
        : randomStateSecret();
  const demoState = redis ? createRedisDemoState(redis) : undefined;
  // A task runs where it was created; with Redis, any instance can read, answer or cancel it.
  const taskStore = redis ? createRedisTaskStore(redis) : undefined;
  const server: MockServer = createMockServer({
    ...security,
    stateSecret,
    scopes: 'visitor',
    demoState,
    ...(taskStore ? { taskStore } : {}),
    maxTasksPerClient: config.maxTasks,
    rateLimit:
      config.ratePerMinute > 0
        ? createRateLimit({ points: config.ratePerMinute, durationSeconds: 60, redis })
        : undefined,
    maxListenStreamsPerClient: config.maxListenStreams,
    // Serverless platforms cap response time; end listen streams gracefully before a typical cap.
    listenMaxMs: config.listenMaxSeconds * 1000,
    callTimeoutMs: 60_000,
    conformance: config.conformance,
    onError: (error) => console.error('mcp-tool-lab /api/mcp: internal error', error),
    ...overrides,
  });
  let closing = false;
  return {
    async handle(request, context) {
      const stamped = context ? undefined : stampedAddresses(request.headers);
      const response = await server.handle(
        request,
        context ?? {
          client: clientAddress(request.headers, config.trust, stamped?.peer || undefined),
          loopback: isLoopbackAddress(stamped?.local),
        },
      );
      // Going away: a keep-alive client sends its next request on a new connection, which the
      // closed listener of this instance no longer takes (the load balancer picks another).
      if (closing) response.headers.set('Connection', 'close');
      return response;
    },
    async close() {
      if (closing) return;
      closing = true;
      server.close();
      await demoState?.close();
      await taskStore?.close();
      redis?.disconnect();
    },
  };
}

/**
 * The route module's handler: builds the hosted server on its first request, not when Next.js
 * preloads the module. On a Node server of its own, instrumentation.ts answers /api/mcp ahead of
 * the route (`fastRoute`), so the route never runs there and must hold no second server (nor a
 * second Redis connection). The server it builds ends its listen streams on SIGTERM.
 */
export function hostedRouteHandler(config: HostedConfig): (request: Request) => Promise<Response> {
  let server: HostedMockServer | undefined;
  return (request) => {
    if (!server) {
      const created = createHostedMockServer(config);
      onShutdown(() => created.close());
      server = created;
    }
    return server.handle(request);
  };
}
