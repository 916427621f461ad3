import { HEADERS, MCP_PARAM_HEADER_PREFIX } from '../spec/headers';
import { argumentHeaderValue, decodeHeaderValue } from './header-value';
import type { McpHeaderDeclaration } from './mcp-header-declarations';
import { mcpNameSource, readArgumentPath } from './request-headers';

/** Reads a header by name, case-insensitively (a `Headers` object qualifies). */
export interface HeaderSource {
  get(name: string): string | null;
}

export interface HeaderMismatch {
  header: string;
  /** What is wrong, in words for the -32020 message. */
  problem: string;
  /** The value the body implies (absent when the header should not be there or has no body twin). */
  expected?: string;
  /** The decoded header value received (absent when missing). */
  received?: string;
}

export interface CheckHeadersInput {
  headers: HeaderSource;
  method: string;
  params: unknown;
  /** The body's `_meta.protocolVersion`, when present. */
  bodyProtocolVersion?: string;
  /** For tools/call of a known tool: its valid x-mcp-header declarations. */
  declarations?: readonly McpHeaderDeclaration[];
}

/**
 * What a 2026-07-28 server checks before it trusts a request: the standard headers present and
 * equal to the body (`MCP-Protocol-Version`, `Mcp-Method`, `Mcp-Name`), and every declared
 * `Mcp-Param-*` header present exactly when its argument has a value, and equal to it once decoded
 * (integers compared numerically). Returns every mismatch (empty = consistent); each one is an
 * HTTP 400 with JSON-RPC error -32020.
 */
export function checkRequestHeaders(input: CheckHeadersInput): HeaderMismatch[] {
  const mismatches: HeaderMismatch[] = [];
  const read = (name: string) => {
    const raw = input.headers.get(name);
    if (raw === null) return undefined;
    const decoded = decodeHeaderValue(raw);
    if (!decoded.ok) {
      mismatches.push({ header: name, problem: `the value ${decoded.error}`, received: raw });
      return null;
    }
    return decoded.value;
  };

  const version = input.headers.get(HEADERS.protocolVersion);
  if (version === null) {
    mismatches.push({
      header: HEADERS.protocolVersion,
      problem: 'is missing; every request must carry it',
      expected: input.bodyProtocolVersion,
    });
  } else if (input.bodyProtocolVersion !== undefined && version.trim() !== input.bodyProtocolVersion) {
    mismatches.push({
      header: HEADERS.protocolVersion,
      problem: 'does not match params._meta["io.modelcontextprotocol/protocolVersion"]',
      expected: input.bodyProtocolVersion,
      received: version.trim(),
    });
  }

  const method = input.headers.get(HEADERS.method);
  if (method === null)
    mismatches.push({
      header: HEADERS.method,
      problem: 'is missing; every request must carry it',
      expected: input.method,
    });
  else if (method.trim() !== input.method) {
    mismatches.push({
      header: HEADERS.method,
      problem: 'does not match the body\'s "method" (values are case-sensitive)',
      expected: input.method,
      received: method.trim(),
    });
  }

  const name = mcpNameSource(input.method, input.params);
  if (name !== undefined) {
    const received = read(HEADERS.name);
    if (received === undefined)
      mismatches.push({
        header: HEADERS.name,
        problem: `is missing; ${input.method} must carry it`,
        expected: name,
      });
    else if (received !== null && received !== name) {
      mismatches.push({ header: HEADERS.name, problem: 'does not match the body', expected: name, received });
    }
  }

  if (input.method === 'tools/call' && input.declarations) {
    const args =
      typeof input.params === 'object' && input.params !== null
        ? (input.params as Record<string, unknown>).arguments
        : undefined;
    for (const declaration of input.declarations) {
      const header = `${MCP_PARAM_HEADER_PREFIX}${declaration.name}`;
      const argument = readArgumentPath(args, declaration.argumentPath);
      const received = read(header);
      if (received === null) continue;
      const expected = argumentHeaderValue(argument, declaration.type);
      const expectedText =
        expected.ok && expected.value !== undefined
          ? (decodeHeaderValue(expected.value) as { value: string }).value
          : undefined;
      if (expectedText === undefined) {
        // Absent or null argument: the header must not be expected (one that shows up anyway is ignored).
        continue;
      }
      if (received === undefined) {
        mismatches.push({
          header,
          problem: `is missing although arguments.${declaration.argumentPath.join('.')} has a value`,
          expected: expectedText,
        });
      } else if (
        declaration.type === 'integer'
          ? Number(received) !== Number(expectedText) || received.trim() === ''
          : received !== expectedText
      ) {
        mismatches.push({
          header,
          problem: `does not match arguments.${declaration.argumentPath.join('.')}`,
          expected: expectedText,
          received,
        });
      }
    }
  }
  return mismatches;
}
