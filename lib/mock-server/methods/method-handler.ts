import type { McpHeaderDeclaration } from '../../wire/mcp-header-declarations';
import type { HttpReply } from '../http-response';
import type { ErrorReply, JsonObject } from '../json-rpc';
import type { MethodCall } from '../server-runtime';

/** What a handler's `prepare` found out about the call, for the later pipeline steps. */
export interface Prepared {
  /** Client capabilities the call needs (step 9, -32021). */
  requiredCapabilities?: JsonObject;
  /** `x-mcp-header` arguments whose `Mcp-Param-*` headers must match (step 10, -32020). */
  declarations?: readonly McpHeaderDeclaration[];
  /** The target in words, for error messages ("Tool deploy_release"). */
  what?: string;
  /** Whatever `run` needs (the resolved tool, prompt…). */
  value?: unknown;
}

export type PrepareVerdict = { ok: true; prepared: Prepared } | { ok: false; reply: ErrorReply };

/** How the server answers one method. */
export interface MethodHandler {
  /**
   * Step 7 (continued): the params beyond `_meta`, checked structurally and resolved (the tool,
   * prompt or resource named). Malformed or unknown → -32602. Absent: nothing to check.
   */
  prepare?(call: MethodCall): PrepareVerdict | Promise<PrepareVerdict>;
  /** Step 11: the answer. */
  run(call: MethodCall, prepared: Prepared): Promise<HttpReply> | HttpReply;
}
