import type { MockTool } from '../mock-tool';
import { CONFORMANCE_CONTENT_TOOLS } from './content-tools';
import { CONFORMANCE_DIAGNOSTIC_TOOLS, CONFORMANCE_DYNAMIC_TOOL } from './diagnostic-tools';
import { CONFORMANCE_MRTR_TOOLS } from './mrtr-tools';
import { JSON_SCHEMA_2020_12_TOOL, X_MCP_HEADER_TOOL } from './schema-tools';
import { CONFORMANCE_TASK_TOOLS } from './task-tools';

/**
 * The fixture tools of the official conformance suite (@modelcontextprotocol/conformance), in list
 * order. Several checks read only the first tools/list page, so the tools they look for come
 * first: `test_simple_text` (header checks call the first listed tool with no arguments), then
 * `test_x_mcp_header` and `json_schema_2020_12_tool`.
 */
export const CONFORMANCE_TOOLS: readonly MockTool[] = [
  CONFORMANCE_CONTENT_TOOLS[0]!,
  X_MCP_HEADER_TOOL,
  JSON_SCHEMA_2020_12_TOOL,
  ...CONFORMANCE_CONTENT_TOOLS.slice(1),
  ...CONFORMANCE_DIAGNOSTIC_TOOLS,
  ...CONFORMANCE_MRTR_TOOLS,
  ...CONFORMANCE_TASK_TOOLS,
];

/** Switchable fixtures, placed at the very end of the whole list so switching moves nothing else. */
export const CONFORMANCE_SWITCHABLE_TOOLS: readonly MockTool[] = [CONFORMANCE_DYNAMIC_TOOL];
