import { ERROR_CODES } from '../../spec/error-codes';
import { type ErrorReply, reject } from '../json-rpc';

export type ParseVerdict = { ok: true; value: unknown } | { ok: false; reply: ErrorReply };

const decoder = new TextDecoder('utf-8', { fatal: true });

const BOM = '\uFEFF';

/**
 * Text a host was given as a string, read as if it had arrived as UTF-8 bytes: a lone surrogate
 * (which UTF-8 cannot carry) becomes U+FFFD, as encoding it would make it, and a leading byte
 * order mark is dropped, as decoding drops it.
 */
function asDecoded(text: string): string {
  const wellFormed = (text as { isWellFormed?(): boolean }).isWellFormed?.() ?? true;
  const whole = wellFormed ? text : decoder.decode(new TextEncoder().encode(text));
  return whole.startsWith(BOM) ? whole.slice(1) : whole;
}

/**
 * Step 3: the body as JSON. Invalid UTF-8, an empty body and malformed JSON are all -32700 (HTTP
 * 400). The error has no id: the id cannot be read from text that does not parse. A body a host
 * holds as text (the Worker's) is parsed as the same text sent as UTF-8 would be.
 */
export function parseMessage(body: Uint8Array | string): ParseVerdict {
  let text: string;
  if (typeof body === 'string') text = asDecoded(body);
  else {
    try {
      text = decoder.decode(body);
    } catch {
      return {
        ok: false,
        reply: reject(400, ERROR_CODES.parseError, 'Parse error: the body is not valid UTF-8.'),
      };
    }
  }
  if (text.trim() === '') {
    return {
      ok: false,
      reply: reject(
        400,
        ERROR_CODES.parseError,
        'Parse error: the body is empty; POST one JSON-RPC message.',
      ),
    };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, reply: reject(400, ERROR_CODES.parseError, `Parse error: ${detail}`) };
  }
}
