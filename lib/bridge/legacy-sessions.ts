import { isObject } from '../json/is-object';
import { errorMessage, type JsonObject, type JsonRpcId } from '../mock-server/json-rpc';
import { ERROR_CODES } from '../spec/error-codes';
import { LEGACY_HEADERS } from '../spec/headers';
import { NOTIFICATIONS } from '../spec/methods';
import { classifyMessage } from '../wire/classify-message';
import { createEventStream, type EventStream } from './event-stream';
import { answerJson, answerSse, type GatewayContext, statusOfError } from './gateway-context';
import { explainExit, type StdioChannel } from './stdio-channel';

interface Session {
  id: string;
  channel: StdioChannel;
  /** Open request streams by request id (JSON text, so 1 and "1" stay apart), oldest first. */
  pending: Map<string, { stream: EventStream; progressToken?: unknown }>;
  /** The GET stream, where messages that answer no request go. */
  standalone?: EventStream;
  /** Such messages while no stream is open, delivered to the next one. */
  queue: unknown[];
  lastUsed: number;
}

/** Messages kept for a session while it has no open stream. */
const QUEUE_LIMIT = 200;

const keyOf = (id: JsonRpcId) => JSON.stringify(id);

/**
 * The 2025-11-25 side of the stdio gateway. On stdio a legacy session is the process itself:
 * `initialize` is its first message and the capabilities it declares hold until the process ends.
 * So every HTTP `initialize` gets a process of its own, and the bridge hands out an
 * `Mcp-Session-Id` that names it:
 *
 * - requests of the session go to its process with their ids as sent; each answer is an SSE
 *   stream, which also carries the server's requests (elicitation, sampling, roots) and
 *   notifications while the request runs, unless the client holds a GET stream, where they go
 *   instead; progress goes to the request whose token it names;
 * - notifications and the client's answers to server requests are passed on (202);
 * - a dropped stream is not a cancellation in this era: only the answer is lost;
 * - DELETE, or more than `maxSessions` sessions (the least recently used goes), stops the
 *   process; when a process ends, later requests naming its session get 404, the legacy signal
 *   to initialize again.
 */
export function createLegacySessions(
  ctx: GatewayContext,
  options: { maxSessions: number; newSessionId(): string },
) {
  const sessions = new Map<string, Session>();
  let spare: StdioChannel | undefined;
  let clock = 0;
  let launched = 0;

  const route = (session: Session, raw: unknown) => {
    const message = classifyMessage(raw);
    if (message.kind === 'result' || message.kind === 'error') {
      if (message.id === null) return;
      const entry = session.pending.get(keyOf(message.id));
      if (!entry) return;
      session.pending.delete(keyOf(message.id));
      entry.stream.send(raw);
      entry.stream.end();
      return;
    }
    if (message.kind === 'notification' && message.method === NOTIFICATIONS.progress) {
      const token = isObject(message.params) ? message.params.progressToken : undefined;
      for (const entry of session.pending.values()) {
        if (token !== undefined && entry.progressToken === token) {
          entry.stream.send(raw);
          return;
        }
      }
    }
    const open = session.standalone ?? [...session.pending.values()].at(-1)?.stream;
    if (open) {
      open.send(raw);
      return;
    }
    if (session.queue.length === QUEUE_LIMIT) {
      session.queue.shift();
      ctx.note(
        `session ${session.id}: more than ${QUEUE_LIMIT} server messages waiting for a stream; the oldest was dropped.`,
      );
    }
    session.queue.push(raw);
  };

  const flush = (session: Session, stream: EventStream) => {
    for (const message of session.queue.splice(0)) stream.send(message);
  };

  const end = (session: Session, why?: string) => {
    sessions.delete(session.id);
    for (const [key, entry] of session.pending) {
      if (why !== undefined) {
        entry.stream.send(
          errorMessage(JSON.parse(key) as JsonRpcId, {
            code: ERROR_CODES.internalError,
            message: `mcp-tool-lab bridge: ${why}`,
          }),
        );
      }
      entry.stream.end();
    }
    session.pending.clear();
    session.standalone?.end();
  };

  const evictIfFull = async () => {
    if (sessions.size < options.maxSessions) return;
    const oldest = [...sessions.values()].sort((a, b) => a.lastUsed - b.lastUsed)[0];
    if (!oldest) return;
    ctx.note(
      `more than ${options.maxSessions} legacy sessions: the least recently used (${oldest.id}) was closed.`,
    );
    end(oldest);
    await oldest.channel.stop();
  };

  return {
    /** Keeps the process the era probe started for the first session (the spec's probe-then-initialize). */
    offerSpare(channel: StdioChannel) {
      if (!channel.exited) spare = channel;
    },

    has: (id: string) => sessions.has(id),

    /** An `initialize` request: a new process, and a session once it answers with a result. */
    async open(request: Request, value: JsonObject, headers: Record<string, string>): Promise<Response> {
      await evictIfFull();
      const channel = spare && !spare.exited ? spare : ctx.launch(`session ${++launched}`);
      spare = undefined;
      const session: Session = {
        id: options.newSessionId(),
        channel,
        pending: new Map(),
        queue: [],
        lastUsed: ++clock,
      };
      const id = value.id as JsonRpcId;
      const outcome = await new Promise<{ answer?: JsonObject; exit?: string }>((resolve) => {
        channel.onMessage((raw) => {
          if (isObject(raw) && raw.id === id && !('method' in raw)) resolve({ answer: raw });
          else route(session, raw);
        });
        channel.onExit((exit) => {
          const why = explainExit(channel, exit);
          if (sessions.get(session.id) === session) ctx.note(`session ${session.id}: ${why}`);
          end(session, why);
          resolve({ exit: why });
        });
        request.signal.addEventListener('abort', () => void channel.stop(), { once: true });
        channel.send(value);
      });
      if (outcome.exit !== undefined) {
        return answerJson(
          502,
          errorMessage(id, {
            code: ERROR_CODES.internalError,
            message: `mcp-tool-lab bridge: ${outcome.exit}`,
          }),
          headers,
        );
      }
      const answer = outcome.answer!;
      if (isObject(answer.error)) {
        void channel.stop();
        return answerJson(statusOfError(answer.error.code), answer, headers);
      }
      sessions.set(session.id, session);
      return answerJson(200, answer, { ...headers, [LEGACY_HEADERS.sessionId]: session.id });
    },

    /** Any other POST naming a live session. */
    post(sessionId: string, value: unknown, headers: Record<string, string>): Response {
      const session = sessions.get(sessionId)!;
      session.lastUsed = ++clock;
      const message = classifyMessage(value);
      if (message.kind === 'invalid') {
        return answerJson(
          400,
          errorMessage(undefined, {
            code: ERROR_CODES.invalidRequest,
            message: `Invalid JSON-RPC message: ${message.reason}.`,
          }),
          headers,
        );
      }
      if (message.kind !== 'request') {
        session.channel.send(value);
        return new Response(null, { status: 202, headers });
      }
      const stream = createEventStream(() => {
        // In the handshake era a dropped stream does not cancel; the answer just has nowhere to go.
        if (session.pending.get(keyOf(message.id))?.stream === stream)
          session.pending.delete(keyOf(message.id));
      });
      const params = isObject(message.params) ? message.params : {};
      const meta = isObject(params._meta) ? params._meta : {};
      session.pending.set(keyOf(message.id), { stream, progressToken: meta.progressToken });
      if (!session.standalone) flush(session, stream);
      session.channel.send(value);
      return answerSse(stream.body, headers);
    },

    /** GET: the session's stream for messages that answer no request (one at a time). */
    listen(sessionId: string, headers: Record<string, string>): Response {
      const session = sessions.get(sessionId)!;
      session.lastUsed = ++clock;
      if (session.standalone && !session.standalone.closed) {
        return answerJson(
          409,
          errorMessage(undefined, {
            code: ERROR_CODES.invalidRequest,
            message: 'This session already has a GET stream open; only one is allowed.',
          }),
          headers,
        );
      }
      const stream = createEventStream(() => {
        if (session.standalone === stream) session.standalone = undefined;
      });
      session.standalone = stream;
      flush(session, stream);
      return answerSse(stream.body, headers);
    },

    /** DELETE: the client ends the session, and with it the process. */
    async remove(sessionId: string, headers: Record<string, string>): Promise<Response> {
      const session = sessions.get(sessionId)!;
      end(session);
      await session.channel.stop();
      return new Response(null, { status: 200, headers });
    },

    async close() {
      const all = [...sessions.values()];
      for (const session of all) end(session);
      await Promise.all([...all.map((session) => session.channel.stop()), spare?.stop()]);
    },
  };
}
