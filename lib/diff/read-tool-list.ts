import { isObject } from '../json/is-object';
export type ToolDefinition = Record<string, unknown> & { name: string };

export type ReadToolListResult =
  | { ok: true; tools: ToolDefinition[]; shape: 'array' | 'tools-object' | 'json-rpc-response' }
  | { ok: false; error: string };

/**
 * Accepts the shapes a catalogue snapshot comes in: a `tools/list` result (or any object with a
 * `tools` array), the JSON-RPC response that carries one, or a bare array of tool definitions.
 * Every entry must be an object with a string `name`: a diff is keyed by name.
 */
export function readToolList(value: unknown): ReadToolListResult {
  let tools: unknown;
  let shape: 'array' | 'tools-object' | 'json-rpc-response';
  if (Array.isArray(value)) {
    tools = value;
    shape = 'array';
  } else if (isObject(value) && Array.isArray(value.tools)) {
    tools = value.tools;
    shape = 'tools-object';
  } else if (isObject(value) && isObject(value.result) && Array.isArray(value.result.tools)) {
    tools = value.result.tools;
    shape = 'json-rpc-response';
  } else if (isObject(value) && isObject(value.error)) {
    return {
      ok: false,
      error: `this is a JSON-RPC error response (${String(value.error.message ?? value.error.code)}), not a tool list`,
    };
  } else {
    return {
      ok: false,
      error:
        'expected a tools/list result ({"tools": [...]}), its JSON-RPC response, or an array of tool definitions',
    };
  }
  const list = tools as unknown[];
  for (let i = 0; i < list.length; i++) {
    const tool = list[i];
    if (!isObject(tool)) return { ok: false, error: `tools[${i}] is not an object` };
    if (typeof tool.name !== 'string')
      return { ok: false, error: `tools[${i}] has no string "name", so it cannot be matched` };
  }
  return { ok: true, tools: list as ToolDefinition[], shape };
}
