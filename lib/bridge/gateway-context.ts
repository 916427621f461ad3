import { SSE_HEADERS } from '../mock-server/http-response';
import { ERROR_CODES } from '../spec/error-codes';
import type { StdioLauncher } from './stdio-channel';

/** What both halves of the stdio gateway need from the process around them. */
export interface GatewayContext {
  /** Starts another copy of the server command. */
  launch: StdioLauncher;
  /** A line for the person running the bridge (its stderr). */
  note(text: string): void;
}

/**
 * The HTTP status for a JSON-RPC error the server answered with, as 2026-07-28 Streamable HTTP
 * assigns them: 404 for an unknown method (its body tells it apart from a wrong path), 400 for
 * malformed requests and the header/version/capability errors, 200 for errors in the method's own
 * domain (an unknown tool, failed params), the way the official SDK answers them.
 */
export function statusOfError(code: unknown): number {
  switch (code) {
    case ERROR_CODES.methodNotFound:
      return 404;
    case ERROR_CODES.parseError:
    case ERROR_CODES.invalidRequest:
    case ERROR_CODES.headerMismatch:
    case ERROR_CODES.missingRequiredClientCapability:
    case ERROR_CODES.unsupportedProtocolVersion:
      return 400;
    default:
      return 200;
  }
}

export function answerJson(status: number, body: unknown, headers: Record<string, string>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...headers, 'Content-Type': 'application/json' },
  });
}

export function answerSse(body: ReadableStream<Uint8Array>, headers: Record<string, string>): Response {
  return new Response(body, { status: 200, headers: { ...headers, ...SSE_HEADERS } });
}
