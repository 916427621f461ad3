import { isObject } from '../../json/is-object';
import { ERROR_CODES } from '../../spec/error-codes';
import { HEADERS } from '../../spec/headers';
import { META_KEYS } from '../../spec/meta-keys';
import { type ErrorReply, reject } from '../json-rpc';

/** The body's `_meta` protocol version, when it is a string. */
export function bodyProtocolVersion(params: unknown): string | undefined {
  if (!isObject(params) || !isObject(params._meta)) return undefined;
  const version = params._meta[META_KEYS.protocolVersion];
  return typeof version === 'string' ? version : undefined;
}

/**
 * Step 5: `MCP-Protocol-Version` against the body, then against what the server speaks.
 *
 * - header missing → -32020 (every POST carries it);
 * - header present, body key missing → passes here; the `_meta` step answers -32602, because the
 *   body is the source of truth and a missing `_meta` key makes the request malformed;
 * - both present and different → -32020;
 * - both present, equal, not supported → -32022 with `data.supported` and `data.requested`.
 *
 * All are HTTP 400. Returns undefined when the request may go on.
 */
export function checkProtocolVersion(
  header: string | null,
  params: unknown,
  supported: readonly string[],
): ErrorReply | undefined {
  if (header === null) {
    return reject(
      400,
      ERROR_CODES.headerMismatch,
      `The ${HEADERS.protocolVersion} header is missing; every POST must carry it, equal to params._meta["${META_KEYS.protocolVersion}"].`,
      { header: HEADERS.protocolVersion, expected: bodyProtocolVersion(params) },
    );
  }
  const headerVersion = header.trim();
  const body = bodyProtocolVersion(params);
  if (body === undefined) return undefined;
  if (body !== headerVersion) {
    return reject(
      400,
      ERROR_CODES.headerMismatch,
      `The ${HEADERS.protocolVersion} header ("${headerVersion}") does not match params._meta["${META_KEYS.protocolVersion}"] ("${body}").`,
      { header: HEADERS.protocolVersion, expected: body, received: headerVersion },
    );
  }
  if (!supported.includes(body)) {
    return reject(
      400,
      ERROR_CODES.unsupportedProtocolVersion,
      `Protocol version "${body}" is not supported; this server speaks ${supported.join(', ')}.`,
      { supported: [...supported], requested: body },
    );
  }
  return undefined;
}
