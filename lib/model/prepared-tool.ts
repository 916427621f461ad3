/**
 * The shapes `prepareTools` returns: the tools as a model API receives them, what the conversion
 * changed, and the provider's exact `tools` JSON.
 */

/** The provider API (and mode) a tool list is prepared for. */
export type RenderTarget = 'anthropic' | 'openai' | 'openai-responses' | 'openai-strict' | 'gemini';

/** One MCP tool as it is handed to a model API (and to the Vercel AI SDK's `tool()`). */
export interface PreparedTool {
  /** The tool's name on the MCP server: what `tools/call` needs. */
  mcpName: string;
  /** The name the model sees and calls; differs from `mcpName` when the provider refuses that one. */
  modelName: string;
  description?: string;
  /**
   * The JSON Schema handed to the provider (or to the AI SDK, which sends it as is, except for
   * Gemini, where the SDK converts it to the OpenAPI subset shown in the payload).
   */
  inputSchema: Record<string, unknown>;
  /** Present for OpenAI targets: the `strict` flag to send (Responses defaults to strict when it is absent). */
  strict?: boolean;
}

/** One change the conversion made, or one tool it could not keep. */
export interface ConversionNote {
  /** The MCP name of the tool. */
  tool: string;
  /** The tool's position in the input list, so a view can point into a pasted document. */
  toolIndex: number;
  /** JSON Pointer into the MCP tool definition ("/inputSchema/properties/q/default"; "" = the tool). */
  path: string;
  kind: 'dropped' | 'rewritten' | 'refused' | 'renamed';
  message: string;
  /** The validator rule that flags the same thing (documented at /docs/rules#<rule>). */
  rule?: string;
}

/** A tool the conversion could not offer to the model, and why. */
export interface RefusedTool {
  mcpName: string;
  reason: string;
}

export interface PrepareToolsResult {
  /** The tools that are sent, in the order the payload lists them. */
  tools: PreparedTool[];
  refused: RefusedTool[];
  notes: ConversionNote[];
  /**
   * Exactly the provider's `tools` JSON: an array for Anthropic and OpenAI, and for Gemini the
   * `{ functionDeclarations }` object that goes into its `tools` array.
   */
  payload: unknown;
}
