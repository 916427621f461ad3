/**
 * How a model's tool call reaches the MCP server: through the playground's own client, exactly as
 * a call made by hand (arguments checked against the listed inputSchema, `Mcp-Param-*` headers,
 * MRTR rounds answered through the session's input dialog, every exchange on the wire timeline),
 * then into the history. The outcome goes back to the agent loop in its terms.
 */

import type { CallToolOutcome, McpClient } from '@/lib/client/index';
import { describeClientError } from '@/lib/client/index';
import type { RunnableToolCall } from '@/lib/model/run-agent';
import type { ToolExecution } from '@/lib/model/tool-output';
import type { SessionCallInfo } from './agent-transcript';

export interface ModelSession {
  /** The connected client, or undefined while not connected. */
  client(): McpClient | undefined;
  /** Adds a finished call to the playground's history (absent outside the playground). */
  record?(outcome: CallToolOutcome): void;
}

export const NOT_CONNECTED =
  'The MCP server is not connected, so the tool was not called: connect in the playground and ask again.';

/**
 * The loop's executeTool over the session; `remember` learns each call's timeline operation. The
 * arguments come already without the model API key (run-agent takes it out before the approver and
 * this runner see them), so a key a hostile provider echoes into a call reaches neither the MCP
 * server, the wire timeline, the history, its collections nor their exports.
 */
export function sessionToolRunner(
  session: ModelSession,
  remember: (callId: string, info: SessionCallInfo) => void = () => {},
) {
  return async (call: RunnableToolCall, signal: AbortSignal): Promise<ToolExecution> => {
    const client = session.client();
    if (!client) {
      remember(call.id, { kind: 'refused' });
      return { ok: false, error: NOT_CONNECTED };
    }
    const outcome = await client.callTool(call.mcpName, call.arguments, { signal });
    session.record?.(outcome);
    remember(call.id, {
      operationId: outcome.operationId,
      kind: outcome.kind,
    });
    return executionOf(outcome);
  };
}

/** lib/client's outcome as the loop's execution: results pass, everything else is an error text. */
export function executionOf(outcome: CallToolOutcome): ToolExecution {
  switch (outcome.kind) {
    case 'complete':
    case 'tool-error':
      return { ok: true, result: outcome.result };
    case 'protocol-error':
      return {
        ok: false,
        error: `The server answered with a JSON-RPC error ${outcome.error.code}: ${outcome.error.message}`,
      };
    case 'refused':
      return { ok: false, error: `The call was not sent: ${outcome.message}.` };
    case 'failed':
      return { ok: false, error: `The call failed: ${describeClientError(outcome.error)}` };
  }
}
