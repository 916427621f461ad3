import { isObject } from '../json/is-object';
import { acceptedForms } from '../mock-server/accept';
import { errorMessage, type JsonObject, type JsonRpcId } from '../mock-server/json-rpc';
import {
  checkEnvelope,
  checkMirroredHeaders,
  checkProtocolVersion,
  checkRequestMeta,
} from '../mock-server/pipeline';
import { ERROR_CODES } from '../spec/error-codes';
import { HEADERS } from '../spec/headers';
import { META_KEYS } from '../spec/meta-keys';
import { METHODS, NOTIFICATIONS } from '../spec/methods';
import { classifyMessage } from '../wire/classify-message';
import { analyzeMcpHeaders, type McpHeaderDeclaration } from '../wire/mcp-header-declarations';
import { createEventStream, type EventStream } from './event-stream';
import { answerJson, answerSse, type GatewayContext, statusOfError } from './gateway-context';
import { explainExit, type StdioChannel } from './stdio-channel';

interface Pending {
  clientId: JsonRpcId;
  method: string;
  /** Set when the answer is an SSE stream; otherwise `reply` resolves the JSON answer. */
  stream?: EventStream;
  reply?: (message: JsonObject) => void;
  /** The client's progress token, when the bridge replaced it with its own. */
  progress?: { bridgeToken: string; clientToken: string | number };
  /** Opted in to `notifications/message` for this request. */
  logs: boolean;
}

const LISTEN = METHODS.subscriptionsListen;

/** Returns a copy of `value` with `_meta[key]` replaced, when `value._meta` has that key. */
function withMeta(value: unknown, key: string, replacement: unknown): unknown {
  if (!isObject(value) || !isObject(value._meta) || !(key in value._meta)) return value;
  return { ...value, _meta: { ...value._meta, [key]: replacement } };
}

/**
 * The 2026-07-28 side of the stdio gateway: one long-lived server process shared by every HTTP
 * request, as the stateless protocol allows.
 *
 * - Requests are checked as a Streamable HTTP server must (`MCP-Protocol-Version` against the body
 *   and the versions the server announced, `_meta`, `Mcp-Method`, `Mcp-Name`, and `Mcp-Param-*`
 *   for tools whose `x-mcp-header` declarations the bridge saw in a `tools/list` result), then
 *   written to stdin with an id of the bridge's own: clients on different pages all start at 1.
 *   Progress tokens are replaced the same way; both are put back on the way out.
 * - Each answer is JSON, or SSE when the request can receive notifications (a progress token, a
 *   log level, `subscriptions/listen`). A listen stream carries the notifications whose
 *   `subscriptionId` names its request, with the id put back.
 * - An HTTP client that goes away cancels: the bridge sends `notifications/cancelled`, which is
 *   how stdio cancels (and how a stdio client ends a subscription).
 * - When the process ends, waiting requests get a 502 that says how and shows its last stderr
 *   lines; the next request starts it again.
 */
export function createModernBackend(ctx: GatewayContext, options: { supportedVersions: readonly string[] }) {
  let channel: StdioChannel | undefined;
  let nextId = 1;
  const pending = new Map<number, Pending>();
  const progressRoutes = new Map<string, number>();
  const declarations = new Map<string, McpHeaderDeclaration[]>();

  const finish = (childId: number) => {
    const entry = pending.get(childId);
    if (!entry) return undefined;
    pending.delete(childId);
    if (entry.progress) progressRoutes.delete(entry.progress.bridgeToken);
    return entry;
  };

  const deliver = (entry: Pending, message: JsonObject) => {
    if (entry.stream) {
      entry.stream.send(message);
      entry.stream.end();
    } else entry.reply?.(message);
  };

  const learnTools = (result: unknown) => {
    if (!isObject(result) || !Array.isArray(result.tools)) return;
    for (const tool of result.tools) {
      if (isObject(tool) && typeof tool.name === 'string') {
        declarations.set(tool.name, analyzeMcpHeaders(tool.inputSchema).declarations);
      }
    }
  };

  const onMessage = (raw: unknown) => {
    const message = classifyMessage(raw);
    if (message.kind === 'result' || message.kind === 'error') {
      if (typeof message.id !== 'number') return; // The probe's answer, or someone else's id.
      const entry = finish(message.id);
      if (!entry) return; // Cancelled meanwhile: a late answer is dropped, as clients do.
      if (message.kind === 'result' && entry.method === METHODS.toolsList) learnTools(message.result);
      const restored: JsonObject = { ...message.message, id: entry.clientId };
      if (message.kind === 'result' && entry.method === LISTEN) {
        restored.result = withMeta(message.result, META_KEYS.subscriptionId, entry.clientId);
      }
      deliver(entry, restored);
      return;
    }
    if (message.kind === 'notification') {
      const params = isObject(message.params) ? message.params : {};
      if (message.method === NOTIFICATIONS.progress) {
        const token = params.progressToken;
        const childId = typeof token === 'string' ? progressRoutes.get(token) : undefined;
        const entry = childId === undefined ? undefined : pending.get(childId);
        if (entry?.stream && entry.progress) {
          entry.stream.send({
            ...message.message,
            params: { ...params, progressToken: entry.progress.clientToken },
          });
          return;
        }
      }
      const meta = isObject(params._meta) ? params._meta : {};
      const subscription = meta[META_KEYS.subscriptionId];
      if (typeof subscription === 'number') {
        const entry = pending.get(subscription);
        if (entry?.stream && entry.method === LISTEN) {
          entry.stream.send({
            ...message.message,
            params: withMeta(params, META_KEYS.subscriptionId, entry.clientId),
          });
          return;
        }
      }
      if (message.method === NOTIFICATIONS.cancelled && typeof params.requestId === 'number') {
        // On stdio a server ends a listen stream this way; on HTTP the bridge closes the stream.
        const entry = finish(params.requestId);
        entry?.stream?.end();
        if (entry) return;
      }
      if (message.method === NOTIFICATIONS.message) {
        const listeners = [...pending.values()].filter((entry) => entry.logs && entry.stream);
        if (listeners.length === 1) {
          listeners[0]!.stream!.send(message.message);
          return;
        }
      }
      ctx.note(`the server sent ${message.method}, which belongs to no open request; it was dropped.`);
      return;
    }
    if (message.kind === 'request') {
      // 2026-07-28 servers must not send requests; answer so the server is not left waiting.
      ctx.note(
        `the server sent a "${message.method}" request; 2026-07-28 servers may not, so it was refused.`,
      );
      channel?.send(
        errorMessage(message.id, {
          code: ERROR_CODES.methodNotFound,
          message: 'The bridge serves 2026-07-28 clients, which never answer server requests.',
        }),
      );
      return;
    }
    ctx.note(`the server wrote a message that is not JSON-RPC (${message.reason}); it was dropped.`);
  };

  const attach = (started: StdioChannel): StdioChannel => {
    channel = started;
    started.onMessage(onMessage);
    started.onExit((exit) => {
      if (channel === started) channel = undefined;
      const why = explainExit(started, exit);
      ctx.note(`${why}\nThe next request starts it again.`);
      for (const childId of [...pending.keys()]) {
        const entry = finish(childId)!;
        deliver(
          entry,
          errorMessage(entry.clientId, {
            code: ERROR_CODES.internalError,
            message: `mcp-tool-lab bridge: ${why}`,
          }) as JsonObject,
        );
      }
    });
    return started;
  };

  const current = (): StdioChannel => (channel && !channel.exited ? channel : attach(ctx.launch('server')));

  return {
    /** Takes over the process the era probe started, so the first request needs no new one. */
    adopt(probed: StdioChannel) {
      if (!probed.exited) attach(probed);
    },

    async handle(request: Request, value: unknown, headers: Record<string, string>): Promise<Response> {
      const envelope = checkEnvelope(value);
      if (!envelope.ok)
        return answerJson(envelope.reply.status, errorMessage(envelope.id, envelope.reply), headers);
      if (envelope.envelope.kind === 'notification') {
        // No client notification is defined over HTTP in 2026-07-28. A stray notifications/cancelled
        // cannot be forwarded: its requestId is the client's, and another page may use the same one.
        if (envelope.envelope.method !== NOTIFICATIONS.cancelled) current().send(value);
        return new Response(null, { status: 202, headers });
      }
      const { id, method, params } = envelope.envelope;
      const reject = (reply: { status: number; code: number; message: string; data?: unknown }) =>
        answerJson(reply.status, errorMessage(id, reply), headers);
      const version = checkProtocolVersion(
        request.headers.get(HEADERS.protocolVersion),
        params,
        options.supportedVersions,
      );
      if (version) return reject(version);
      const meta = checkRequestMeta(params);
      if (!meta.ok) return reject(meta.reply);
      const standard = checkMirroredHeaders(request.headers, method, params, meta.meta.protocolVersion);
      if (standard) return reject(standard);
      if (method === METHODS.toolsCall && isObject(params) && typeof params.name === 'string') {
        const known = declarations.get(params.name);
        const mirrored =
          known && known.length > 0
            ? checkMirroredHeaders(request.headers, method, params, meta.meta.protocolVersion, known)
            : undefined;
        if (mirrored) return reject(mirrored);
      }

      const childId = nextId++;
      const entry: Pending = {
        clientId: id,
        method,
        logs: meta.meta.logLevel !== undefined,
      };
      let forwarded: JsonObject = { ...(value as JsonObject), id: childId };
      if (meta.meta.progressToken !== undefined) {
        const bridgeToken = `bridge-progress-${childId}`;
        entry.progress = { bridgeToken, clientToken: meta.meta.progressToken };
        progressRoutes.set(bridgeToken, childId);
        forwarded = {
          ...forwarded,
          params: withMeta(params, META_KEYS.progressToken, bridgeToken) as JsonObject,
        };
      }
      const cancel = () => {
        if (!finish(childId)) return;
        channel?.send({
          jsonrpc: '2.0',
          method: NOTIFICATIONS.cancelled,
          params: { requestId: childId, reason: 'The HTTP client closed the connection.' },
        });
      };
      request.signal.addEventListener('abort', cancel, { once: true });

      const wantsStream =
        method === LISTEN ||
        ((entry.progress !== undefined || entry.logs) &&
          acceptedForms(request.headers.get(HEADERS.accept)).sse);
      if (wantsStream) {
        entry.stream = createEventStream(cancel);
        pending.set(childId, entry);
        current().send(forwarded);
        return answerSse(entry.stream.body, headers);
      }
      const answered = new Promise<JsonObject>((resolve) => {
        entry.reply = resolve;
      });
      pending.set(childId, entry);
      current().send(forwarded);
      const message = await answered;
      const error = isObject(message.error) ? message.error : undefined;
      const status = error
        ? typeof error.message === 'string' && error.message.startsWith('mcp-tool-lab bridge:')
          ? 502
          : statusOfError(error.code)
        : 200;
      return answerJson(status, message, headers);
    },

    async close() {
      for (const childId of [...pending.keys()]) finish(childId)?.stream?.end();
      await channel?.stop();
    },
  };
}
