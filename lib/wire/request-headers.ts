import { isObject } from '../json/is-object';
import { TASK_METHODS } from '../spec/extensions/tasks-extension';
import { ACCEPT_BOTH, HEADERS, mcpParamHeaderName } from '../spec/headers';
import { argumentHeaderValue, encodeHeaderValue } from './header-value';
import { analyzeMcpHeaders } from './mcp-header-declarations';

export interface RequestHeadersInput {
  /** The JSON-RPC method of the message. */
  method: string;
  /** Its params (for `Mcp-Name` and, on tools/call, `Mcp-Param-*`). */
  params?: unknown;
  /** The protocol version of this request (equal to `_meta.protocolVersion`). */
  protocolVersion: string;
  /** For tools/call: the tool's inputSchema, whose `x-mcp-header` declarations say what to mirror. */
  inputSchema?: unknown;
}

export interface RequestHeaders {
  headers: Record<string, string>;
  /** Why the request cannot be sent as is (an argument that cannot be mirrored); empty when fine. */
  problems: string[];
}

function readPath(root: unknown, path: readonly string[]): unknown {
  let value = root;
  for (const key of path) {
    if (!isObject(value) || !Object.hasOwn(value, key)) return undefined;
    value = value[key];
  }
  return value;
}

/**
 * The value `Mcp-Name` mirrors: the tool or prompt name, the resource URI, or — for the task
 * methods of io.modelcontextprotocol/tasks, which extend the rule — the task id.
 */
export function mcpNameSource(method: string, params: unknown): string | undefined {
  if (!isObject(params)) return undefined;
  if ((method === 'tools/call' || method === 'prompts/get') && typeof params.name === 'string')
    return params.name;
  if (method === 'resources/read' && typeof params.uri === 'string') return params.uri;
  if (
    (method === TASK_METHODS.get || method === TASK_METHODS.update || method === TASK_METHODS.cancel) &&
    typeof params.taskId === 'string'
  )
    return params.taskId;
  return undefined;
}

/**
 * The HTTP headers of a 2026-07-28 POST: `Content-Type`, `Accept`, `MCP-Protocol-Version`,
 * `Mcp-Method`, `Mcp-Name` where the method has one, and on tools/call one `Mcp-Param-{Name}` per
 * valid `x-mcp-header` declaration whose argument is present and not null. A tool whose
 * declarations break the rules gets no `Mcp-Param-*` headers (a client should not call it at all).
 */
export function buildRequestHeaders(input: RequestHeadersInput): RequestHeaders {
  const headers: Record<string, string> = {
    [HEADERS.contentType]: 'application/json',
    [HEADERS.accept]: ACCEPT_BOTH,
    [HEADERS.protocolVersion]: input.protocolVersion,
    [HEADERS.method]: input.method,
  };
  const problems: string[] = [];
  const name = mcpNameSource(input.method, input.params);
  if (name !== undefined) headers[HEADERS.name] = encodeHeaderValue(name);
  if (input.method === 'tools/call' && input.inputSchema !== undefined) {
    const analysis = analyzeMcpHeaders(input.inputSchema);
    if (analysis.problems.length > 0) {
      problems.push(...analysis.problems.map((p) => `invalid x-mcp-header: ${p.message}`));
    } else {
      const args = isObject(input.params) ? input.params.arguments : undefined;
      for (const declaration of analysis.declarations) {
        const result = argumentHeaderValue(readPath(args, declaration.argumentPath), declaration.type);
        if (!result.ok)
          problems.push(
            `argument ${declaration.argumentPath.join('.')} (${mcpParamHeaderName(declaration.name)}): ${result.error}`,
          );
        else if (result.value !== undefined) headers[mcpParamHeaderName(declaration.name)] = result.value;
      }
    }
  }
  return { headers, problems };
}

export { readPath as readArgumentPath };
