import { isObject } from '../../json/is-object';
import { ERROR_CODES } from '../../spec/error-codes';
import type { JsonObject } from '../json-rpc';
import type { ToolOutcome } from '../mock-tool';
import type { OpenedState } from '../sealed-state';

/**
 * Whether the client can answer a form elicitation: `elicitation: {}` (form by default, for
 * backward compatibility) or one that lists `form`. A URL-only client cannot.
 */
export function supportsFormElicitation(capabilities: JsonObject): boolean {
  const elicitation = capabilities.elicitation;
  if (!isObject(elicitation)) return false;
  return Object.keys(elicitation).length === 0 || isObject(elicitation.form);
}

const REASONS: Record<Exclude<OpenedState, { ok: true }>['reason'], string> = {
  malformed: 'is not a requestState this server issued',
  // A bad signature means a changed token or another key: most often another server issued it
  // (an instance with another secret, or the playground's in-page mock), so the text blames neither.
  signature:
    "could not be verified with this server's key: it was changed, or another server issued it (an instance with a different MCP_TOOL_LAB_STATE_SECRET, or the playground's in-page mock, whose key never leaves its tab). Start the call again without requestState and answer the new request",
  purpose: 'was issued for a different call: retry with the same tool name and arguments',
  expired: 'has expired: start again without requestState',
};

/**
 * The answer to a `requestState` that cannot be trusted: -32602. The state is attacker-controlled
 * input; acting on a forged one could skip a confirmation.
 */
export function invalidRequestState(reason: Exclude<OpenedState, { ok: true }>['reason']): ToolOutcome {
  return {
    type: 'error',
    status: 200,
    code: ERROR_CODES.invalidParams,
    message: `Invalid params: requestState ${REASONS[reason]}.`,
  };
}
