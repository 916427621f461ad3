import { ERROR_CODES } from '../../spec/error-codes';
import { type ErrorReply, reject } from '../json-rpc';

export type ParseVerdict = { ok: true; value: unknown } | { ok: false; reply: ErrorReply };

const decoder = new TextDecoder('utf-8', { fatal: true });

/**
 * Step 3: the body as JSON. Invalid UTF-8, an empty body and malformed JSON are all -32700 (HTTP
 * 400). The error has no id: the id cannot be read from text that does not parse.
 */
export function parseMessage(bytes: Uint8Array): ParseVerdict {
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    return {
      ok: false,
      reply: reject(400, ERROR_CODES.parseError, 'Parse error: the body is not valid UTF-8.'),
    };
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
