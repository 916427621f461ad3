import type { MockServerOptions } from './mock-server-options';
import { LOCAL_DEV_ORIGINS, splitOriginList } from './origin-policy';
import { randomStateSecret } from './sealed-state';

/** What a Node host (the CLI's `serve`, the site's /api/mcp route) reads from its environment. */
export interface HostEnvironment {
  /** `MCP_TOOL_LAB_STATE_SECRET`: the shared HMAC key for requestState and handles. */
  stateSecret?: string;
  /** `MCP_TOOL_LAB_ALLOWED_ORIGINS`: extra browser origins, comma- or space-separated (`*` = any). */
  allowedOrigins?: string;
  /**
   * `MCP_TOOL_LAB_ALLOWED_HOSTS`: hostnames the server answers for, comma- or space-separated.
   * When set, any other `Host` gets 403; unset, requests that arrive on loopback must name a
   * loopback host and others may name any.
   */
  allowedHosts?: string;
}

/**
 * The security options both Node hosts use:
 *
 * - origins: the server's own pages (same origin), local development pages
 *   (`http://localhost:*`, `http://127.0.0.1:*`, `http://[::1]:*`: a browser client under
 *   development, or MCP Inspector, calling the demo) and whatever the operator lists. Other
 *   origins get 403: the spec requires validating Origin, and a public endpoint that any site may
 *   script turns into someone else's free backend. Operators who want a fully public demo set
 *   `MCP_TOOL_LAB_ALLOWED_ORIGINS=*`.
 * - hosts: what the operator lists, if anything. Independently of it, a request that arrived on
 *   a loopback address must name a loopback host (DNS rebinding protection); the host tells the
 *   server per request (`RequestContext.loopback`).
 * - the state secret: from the environment, else random for this process. One process is fine;
 *   several instances must share it, or an MRTR retry reaching another instance fails its check.
 */
export function hostSecurityOptions(
  env: HostEnvironment,
): Pick<MockServerOptions, 'allowedOrigins' | 'allowedHosts' | 'stateSecret' | 'allowSameOrigin'> {
  const hosts = splitOriginList(env.allowedHosts).map((host) => host.toLowerCase());
  return {
    allowSameOrigin: true,
    allowedOrigins: [...LOCAL_DEV_ORIGINS, ...splitOriginList(env.allowedOrigins)],
    allowedHosts: hosts.length > 0 ? hosts : undefined,
    stateSecret:
      env.stateSecret !== undefined && env.stateSecret !== '' ? env.stateSecret : randomStateSecret(),
  };
}
