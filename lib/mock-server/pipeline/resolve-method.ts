import { isObject } from '../../json/is-object';
import { ERROR_CODES } from '../../spec/error-codes';
import { isClientRequestMethod, REMOVED_METHODS } from '../../spec/methods';
import { type ErrorReply, reject } from '../json-rpc';

/**
 * Early in the pipeline (right after the JSON-RPC shape): methods that 2026-07-28 removed. They
 * get 404 + -32601 before any header or `_meta` check, because the clients that send them are
 * handshake-era clients that cannot send those; the message says what replaced the method, and
 * for `initialize` (the spec's SHOULD) names the versions this server speaks in `data.supported`.
 */
export function rejectRemovedMethod(
  method: string,
  params: unknown,
  supported: readonly string[],
): ErrorReply | undefined {
  const removed = REMOVED_METHODS.find((entry) => entry.method === method);
  if (!removed) return undefined;
  if (method === 'initialize') {
    const requested = isObject(params) ? params.protocolVersion : undefined;
    return reject(
      404,
      ERROR_CODES.methodNotFound,
      `initialize does not exist in ${supported.join(', ')}: this server is stateless and speaks only ${supported.join(', ')}. ${removed.reason}`,
      typeof requested === 'string'
        ? { supported: [...supported], requested }
        : { supported: [...supported] },
    );
  }
  return reject(
    404,
    ERROR_CODES.methodNotFound,
    `Method not found: ${method} was removed in 2026-07-28. ${removed.reason}`,
  );
}

/**
 * Step 7: is the method one this server implements? `implemented` lists the methods it answers
 * (prompts/*, resources/* and completion/complete only when it offers that capability). Unknown or
 * unoffered methods get HTTP 404 + -32601: the JSON-RPC body is what tells a modern server's 404
 * from a legacy server's.
 */
export function checkMethodKnown(method: string, implemented: ReadonlySet<string>): ErrorReply | undefined {
  if (implemented.has(method)) return undefined;
  const why = isClientRequestMethod(method)
    ? `${method} is part of MCP, but this server does not offer the capability behind it (see server/discover).`
    : `${method} is not an MCP 2026-07-28 request.`;
  return reject(404, ERROR_CODES.methodNotFound, `Method not found: ${why}`, {
    implemented: [...implemented],
  });
}
