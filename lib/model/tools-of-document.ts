import { isObject } from '../json/is-object';

export type ToolsOfDocument =
  | {
      ok: true;
      /** The entries as found: prepareTools refuses the ones that are not tools, with the reason. */
      tools: unknown[];
      shape: 'tool' | 'array' | 'tools-object' | 'json-rpc-response';
    }
  | { ok: false; error: string };

/**
 * The tool list in a pasted or loaded document: one tool definition, an array of them, a
 * `tools/list` result (or any object with a `tools` array), or the JSON-RPC response carrying one.
 */
export function toolsOfDocument(value: unknown): ToolsOfDocument {
  if (Array.isArray(value)) return { ok: true, tools: value, shape: 'array' };
  if (!isObject(value))
    return { ok: false, error: 'expected a tool definition, an array of tools, or a tools/list result' };
  if (Array.isArray(value.tools)) return { ok: true, tools: value.tools, shape: 'tools-object' };
  if (isObject(value.result) && Array.isArray(value.result.tools))
    return { ok: true, tools: value.result.tools, shape: 'json-rpc-response' };
  if (isObject(value.error) && 'jsonrpc' in value)
    return {
      ok: false,
      error: `this is a JSON-RPC error response (${String(value.error.message ?? value.error.code)}), not a tool list`,
    };
  if (typeof value.name === 'string' || 'inputSchema' in value)
    return { ok: true, tools: [value], shape: 'tool' };
  return {
    ok: false,
    error:
      'expected a tool definition ({"name", "inputSchema", …}), an array of tools, or a tools/list result ({"tools": [...]})',
  };
}
