import { isObject } from '../json/is-object';
import { errorMessage, type JsonObject, type JsonRpcId } from '../mock-server/json-rpc';
import { checkContentType, parseMessage, readBody } from '../mock-server/pipeline';
import { encodeBase64Url } from '../share/base64url';
import { ERROR_CODES } from '../spec/error-codes';
import { HEADERS, LEGACY_HEADERS } from '../spec/headers';
import { isLegacyVersion } from '../spec/versions';
import { BRIDGE_VIA } from './bridge-guard';
import { answerJson } from './gateway-context';
import { createLegacySessions } from './legacy-sessions';
import { createModernBackend } from './modern-backend';
import type { StdioEra } from './probe-stdio-era';
import type { StdioChannel, StdioLauncher } from './stdio-channel';

export interface StdioGatewayOptions {
  launch: StdioLauncher;
  /** What the probe found (or `--era` said). */
  era: StdioEra;
  /** The process the probe talked to; reused for the first request (modern) or session (legacy). */
  probed?: StdioChannel;
  note(text: string): void;
  maxBodyBytes: number;
  /** Legacy sessions alive at once; each is a process (default 8). */
  maxSessions?: number;
}

export interface StdioGateway {
  /** Answers one request that already passed the guard; `headers` (CORS) go on every answer. */
  handle(request: Request, headers: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

/** `Via` with the bridge's mode, so a client's timeline can say what is in between. */
export const STDIO_VIA = `${BRIDGE_VIA} (stdio)`;

const newSessionId = () => encodeBase64Url(crypto.getRandomValues(new Uint8Array(18)));

/**
 * Streamable HTTP in front of a stdio server, for both eras (docs/decisions/0006-bridge.md has the
 * whole mapping):
 *
 * - an `initialize` POST opens a 2025-11-25 session backed by a process of its own, and requests
 *   naming that `Mcp-Session-Id` (POST, GET, DELETE) go to it;
 * - every other POST is a 2026-07-28 request for the one shared process when the probe found a
 *   modern server; for a legacy server it gets the legacy signal (400 without a modern error), so a
 *   dual-era client falls back to `initialize`.
 */
export function createStdioGateway(options: StdioGatewayOptions): StdioGateway {
  const ctx = { launch: options.launch, note: options.note };
  const legacy = createLegacySessions(ctx, { maxSessions: options.maxSessions ?? 8, newSessionId });
  const modern =
    options.era.era === 'modern'
      ? createModernBackend(ctx, { supportedVersions: options.era.supportedVersions })
      : undefined;
  if (options.probed) {
    if (modern) modern.adopt(options.probed);
    else legacy.offerSpare(options.probed);
  }

  const fail = (
    status: number,
    code: number,
    message: string,
    headers: Record<string, string>,
    id?: JsonRpcId,
  ) => answerJson(status, errorMessage(id, { code, message }), headers);

  const sessionGone = (headers: Record<string, string>) =>
    fail(
      404,
      -32001,
      'Session not found: it ended (its process exited or was closed). Send initialize again.',
      headers,
    );

  return {
    async handle(request, cors) {
      const headers = { ...cors, Via: STDIO_VIA };
      const method = request.method.toUpperCase();
      const sessionId = request.headers.get(LEGACY_HEADERS.sessionId);
      if (method === 'GET' || method === 'DELETE') {
        if (sessionId === null) {
          return modern
            ? fail(
                405,
                ERROR_CODES.invalidRequest,
                `HTTP ${method} is not part of 2026-07-28 Streamable HTTP.`,
                {
                  ...headers,
                  Allow: 'POST, OPTIONS',
                },
              )
            : fail(400, -32000, `Bad Request: ${method} needs the Mcp-Session-Id of a session.`, headers);
        }
        if (!legacy.has(sessionId)) return sessionGone(headers);
        return method === 'GET' ? legacy.listen(sessionId, headers) : legacy.remove(sessionId, headers);
      }

      const contentType = checkContentType(request.headers.get('content-type'));
      if (contentType) return fail(contentType.status, contentType.code, contentType.message, headers);
      const body = await readBody(request, options.maxBodyBytes);
      if (!body.ok) return fail(body.reply.status, body.reply.code, body.reply.message, headers);
      const parsed = parseMessage(body.bytes);
      if (!parsed.ok) return fail(parsed.reply.status, parsed.reply.code, parsed.reply.message, headers);
      const value = parsed.value;

      if (sessionId !== null && legacy.has(sessionId)) return legacy.post(sessionId, value, headers);
      // A session id the bridge does not know: ended. (A modern request may carry a stale one, which
      // a 2026-07-28 server ignores; a legacy one gets 404, its signal to initialize again.)
      const legacyVersion = isLegacyVersion(request.headers.get(HEADERS.protocolVersion)?.trim() ?? '');
      if (sessionId !== null && (!modern || legacyVersion)) return sessionGone(headers);
      if (isObject(value) && value.method === 'initialize' && 'id' in value) {
        return legacy.open(request, value as JsonObject, headers);
      }
      if (modern) return modern.handle(request, value, headers);
      const id =
        isObject(value) && (typeof value.id === 'string' || typeof value.id === 'number')
          ? value.id
          : undefined;
      return fail(
        400,
        -32000,
        'Bad Request: no session. This stdio server speaks the handshake era (2025-11-25 or earlier): send initialize first, then the Mcp-Session-Id it returns on every request.',
        headers,
        id,
      );
    },

    async close() {
      await Promise.all([modern?.close(), legacy.close()]);
    },
  };
}
