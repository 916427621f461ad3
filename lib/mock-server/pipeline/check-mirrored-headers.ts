import { ERROR_CODES } from '../../spec/error-codes';
import { HEADERS } from '../../spec/headers';
import {
  checkRequestHeaders,
  type HeaderMismatch,
  type HeaderSource,
} from '../../wire/check-request-headers';
import type { McpHeaderDeclaration } from '../../wire/mcp-header-declarations';
import { type ErrorReply, reject } from '../json-rpc';

/** One -32020 reply for the first mismatch (all of them ride along in `data.mismatches`). */
export function headerMismatchReply(mismatches: readonly HeaderMismatch[]): ErrorReply {
  const first = mismatches[0]!;
  const value = (label: string, text?: string) =>
    text === undefined ? '' : `; ${label} ${JSON.stringify(text)}`;
  return reject(
    400,
    ERROR_CODES.headerMismatch,
    `Header ${first.header} ${first.problem}${value('the body says', first.expected)}${value('the header says', first.received)}.`,
    { mismatches },
  );
}

/**
 * Steps 8 and 10: headers that mirror the body, compared after decoding (`=?base64?…?=`). Step 8
 * (`declarations` undefined) checks `Mcp-Method` on every request and `Mcp-Name` on tools/call,
 * prompts/get and resources/read; step 10 checks the `Mcp-Param-*` headers of the called tool's
 * `x-mcp-header` arguments. A mismatch, a missing header or a malformed value is HTTP 400 + -32020.
 * (`MCP-Protocol-Version` was settled in step 5.)
 */
export function checkMirroredHeaders(
  headers: HeaderSource,
  method: string,
  params: unknown,
  protocolVersion: string,
  declarations?: readonly McpHeaderDeclaration[],
): ErrorReply | undefined {
  const mismatches = checkRequestHeaders({
    headers,
    method,
    params,
    bodyProtocolVersion: protocolVersion,
    declarations,
  }).filter((mismatch) =>
    declarations === undefined
      ? mismatch.header === HEADERS.method || mismatch.header === HEADERS.name
      : mismatch.header.startsWith('Mcp-Param-'),
  );
  return mismatches.length > 0 ? headerMismatchReply(mismatches) : undefined;
}
