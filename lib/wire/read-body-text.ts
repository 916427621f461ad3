/** Why a body could not be read whole. */
export type BodyReadProblem = 'too-large' | 'aborted' | 'failed' | 'not-utf8';

export type BodyTextResult =
  | { ok: true; text: string; bytes: number }
  | { ok: false; problem: BodyReadProblem; bytes: number; message: string; partialText: string };

export interface ReadBodyTextOptions {
  /** Stop and fail once the body grows past this many bytes (a hostile server can send gigabytes). */
  maxBytes: number;
  /** Abort reading (the fetch's own signal also ends the stream; this one is checked between chunks). */
  signal?: AbortSignal;
}

/** True for the errors a stream read throws when its fetch was aborted. */
export function isAbortError(error: unknown, signal?: AbortSignal): boolean {
  if (signal?.aborted) return true;
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/**
 * Reads a whole response body as UTF-8 text, with a size cap. Never throws: an abort, a broken
 * connection, an oversized or non-UTF-8 body come back as a problem with the text read so far.
 */
export async function readBodyText(
  body: ReadableStream<Uint8Array> | null,
  options: ReadBodyTextOptions,
): Promise<BodyTextResult> {
  if (body === null) return { ok: true, text: '', bytes: 0 };
  const reader = body.getReader();
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let text = '';
  let bytes = 0;
  const fail = (problem: BodyReadProblem, message: string): BodyTextResult => {
    reader.cancel().catch(() => {});
    return { ok: false, problem, bytes, message, partialText: text };
  };
  try {
    for (;;) {
      if (options.signal?.aborted) return fail('aborted', 'reading the body was aborted');
      const { value, done } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      if (bytes > options.maxBytes) {
        return fail('too-large', `the body is larger than the limit of ${options.maxBytes} bytes`);
      }
      text += decoder.decode(value, { stream: true });
    }
    text += decoder.decode();
    return { ok: true, text, bytes };
  } catch (error) {
    if (isAbortError(error, options.signal)) return fail('aborted', 'reading the body was aborted');
    if (error instanceof TypeError && /decode|encoding|utf/i.test(error.message)) {
      return fail('not-utf8', 'the body is not valid UTF-8');
    }
    return fail('failed', `the connection failed while reading the body (${describeError(error)})`);
  } finally {
    try {
      reader.releaseLock();
    } catch {
      // Already released by cancel().
    }
  }
}

/** A short description of an unknown thrown value. */
export function describeError(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as { cause?: unknown }).cause;
    const causeText = cause instanceof Error ? `: ${cause.message}` : '';
    return `${error.name === 'Error' ? '' : `${error.name}: `}${error.message}${causeText}`;
  }
  return String(error);
}
