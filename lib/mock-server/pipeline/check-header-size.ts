import { ERROR_CODES } from '../../spec/error-codes';
import { type ErrorReply, reject } from '../json-rpc';

/** Bytes the headers take on the wire: each `name: value` line with its CRLF. */
export function headerBytes(headers: Headers): number {
  let size = 0;
  headers.forEach((value, name) => {
    size += name.length + value.length + 4;
  });
  return size;
}

/**
 * Step 1 (first): the headers together (`size` bytes, counted as headerBytes does) may not pass
 * `limit` (431). Node's HTTP parser has its own cap (16 KiB by default) and answers 431 without a
 * body; this one applies on every host, the Worker included, and says what the limit is. `Mcp-Param-*` headers are where size comes
 * from in practice: a tool argument mirrored into a header.
 */
export function checkHeaderSize(size: number, limit: number): ErrorReply | undefined {
  if (size <= limit) return undefined;
  return reject(
    431,
    ERROR_CODES.invalidRequest,
    `The request headers take ${size} bytes, more than this server's limit of ${limit}. Send large values in the body, not in headers (an x-mcp-header argument this large should not be mirrored).`,
  );
}
