import type { MockServerOptions } from './mock-server-options';
import { LOCAL_DEV_ORIGINS, LOOPBACK_HOSTNAMES, splitOriginList } from './origin-policy';
import { randomStateSecret } from './sealed-state';

/** What a Node host (the CLI's `serve`, the site's /api/mcp route) reads from its environment. */
export interface HostEnvironment {
  /** `MCP_TOOL_LAB_STATE_SECRET`: the shared HMAC key for requestState and handles. */
  stateSecret?: string;
  /** `MCP_TOOL_LAB_ALLOWED_ORIGINS`: extra browser origins, comma- or space-separated (`*` = any). */
  allowedOrigins?: string;
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
 * - hosts: a server bound to a loopback address answers only requests addressed to a loopback
 *   name (DNS rebinding protection); bound elsewhere, any `Host`.
 * - the state secret: from the environment, else random for this process. One process is fine;
 *   several instances must share it, or an MRTR retry reaching another instance fails its check.
 */
export function hostSecurityOptions(
  env: HostEnvironment,
  boundHost?: string,
): Pick<MockServerOptions, 'allowedOrigins' | 'allowedHosts' | 'stateSecret' | 'allowSameOrigin'> {
  const loopback = boundHost !== undefined && ['127.0.0.1', 'localhost', '::1', '[::1]'].includes(boundHost);
  return {
    allowSameOrigin: true,
    allowedOrigins: [...LOCAL_DEV_ORIGINS, ...splitOriginList(env.allowedOrigins)],
    allowedHosts: loopback ? [...LOOPBACK_HOSTNAMES] : undefined,
    stateSecret:
      env.stateSecret !== undefined && env.stateSecret !== '' ? env.stateSecret : randomStateSecret(),
  };
}
