import { ERROR_CODES } from '../../spec/error-codes';
import { type ErrorReply, reject } from '../json-rpc';

/**
 * Step 2 (first): a declared `Content-Type` must be JSON (`application/json` or `+json`). A
 * missing one is accepted. Requiring JSON also means a cross-origin page cannot reach the server
 * with a "simple" form post that skips the CORS preflight.
 */
export function checkContentType(contentType: string | null): ErrorReply | undefined {
  if (contentType === null || contentType.trim() === '') return undefined;
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json' || type.endsWith('+json')) return undefined;
  return reject(
    415,
    ERROR_CODES.invalidRequest,
    `Content-Type "${type}" is not accepted: POST the JSON-RPC message as application/json.`,
  );
}

export type BodyVerdict = { ok: true; bytes: Uint8Array } | { ok: false; reply: ErrorReply };

function tooLarge(limit: number): ErrorReply {
  return reject(
    413,
    ERROR_CODES.invalidRequest,
    `The request body is larger than this server's limit of ${limit} bytes. Send smaller arguments.`,
  );
}

function timedOut(ms: number): ErrorReply {
  return {
    ...reject(
      408,
      ERROR_CODES.invalidRequest,
      `The request body did not arrive within ${Math.round(ms / 1000)} s. Send the whole JSON-RPC message at once.`,
    ),
    // The rest of a dripping body is not worth reading: the connection goes with the answer.
    headers: { Connection: 'close' },
  };
}

/** A body the host holds whole: as the caller gave it (text, or bytes) or an error reply. */
export type HeldBodyVerdict = { ok: true; body: string | Uint8Array } | { ok: false; reply: ErrorReply };

const encoder = new TextEncoder();

/**
 * Step 2, for a host that holds the whole body in memory (the Worker: what the page posted). The
 * same limits as readBody: a declared `Content-Length` over the limit, or a body over it in UTF-8,
 * is 413; no timeout applies, since nothing is still arriving. Text is measured without encoding it
 * when its length alone settles the question (one UTF-16 unit is 1 to 3 bytes of UTF-8).
 */
export function checkHeldBody(
  body: string | Uint8Array | null,
  contentLength: string | null,
  limit: number,
): HeldBodyVerdict {
  if (Number(contentLength ?? Number.NaN) > limit) return { ok: false, reply: tooLarge(limit) };
  if (body === null) return { ok: true, body: new Uint8Array(0) };
  if (typeof body !== 'string' || body.length * 3 <= limit) {
    const size = typeof body === 'string' ? 0 : body.byteLength;
    return size > limit ? { ok: false, reply: tooLarge(limit) } : { ok: true, body };
  }
  if (body.length > limit) return { ok: false, reply: tooLarge(limit) };
  const bytes = encoder.encode(body);
  return bytes.byteLength > limit ? { ok: false, reply: tooLarge(limit) } : { ok: true, body: bytes };
}

const unreadable = (): BodyVerdict => ({
  ok: false,
  reply: reject(400, ERROR_CODES.parseError, 'The request body could not be read to its end.'),
});

/**
 * Step 2: the body, read up to `limit` bytes within `timeoutMs`. A declared `Content-Length` over
 * the limit is refused before reading; otherwise the stream is counted as it arrives and cancelled
 * as soon as it passes the limit, so a huge or endless upload costs at most `limit` bytes of
 * memory. A body still incomplete after `timeoutMs` (a slow drip that would hold the connection
 * for minutes) is cancelled and answered 408.
 */
export async function readBody(request: Request, limit: number, timeoutMs = 10_000): Promise<BodyVerdict> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > limit) {
    await request.body?.cancel().catch(() => undefined);
    return { ok: false, reply: tooLarge(limit) };
  }
  if (request.body === null) return { ok: true, bytes: new Uint8Array(0) };
  const reader = request.body.getReader();
  let late = false;
  // No timer for an unbounded wait (a host whose bodies are in memory): a timer per request is a
  // measurable share of a Worker round trip.
  const timer = Number.isFinite(timeoutMs)
    ? setTimeout(() => {
        late = true;
        reader.cancel().catch(() => undefined);
      }, timeoutMs)
    : undefined;
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (late) return { ok: false, reply: timedOut(timeoutMs) };
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => undefined);
        return { ok: false, reply: tooLarge(limit) };
      }
      chunks.push(value);
    }
  } catch {
    return late ? { ok: false, reply: timedOut(timeoutMs) } : unreadable();
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }
  if (chunks.length === 1) return { ok: true, bytes: chunks[0]! };
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}
