import type { CallToolOutcome, ClientError } from '@/lib/client/index';
import { ERROR_CODE_NAMES, ERROR_CODES } from '@/lib/spec/error-codes';

/**
 * Plain-words explanations of how a call ended and what went wrong, kept apart from the components
 * so every panel tells the same story.
 */

export interface OutcomeHeading {
  title: string;
  tone: 'ok' | 'tool-error' | 'protocol-error' | 'neutral' | 'failed';
  explanation: string;
}

export function outcomeHeading(outcome: CallToolOutcome): OutcomeHeading {
  switch (outcome.kind) {
    case 'complete':
      return {
        title: 'Complete',
        tone: 'ok',
        explanation:
          'The tool ran and returned a result (resultType "complete"). This is what a host hands to the model.',
      };
    case 'tool-error':
      return {
        title: 'Tool execution error',
        tone: 'tool-error',
        explanation:
          'The request was fine and the tool ran, but it failed: the result has isError: true. This is a normal result, not a protocol error: a host passes it to the model so that it can correct the call (other arguments, another tool).',
      };
    case 'protocol-error':
      return {
        title: `Protocol error ${outcome.error.code}`,
        tone: 'protocol-error',
        explanation: `The server rejected the request itself with a JSON-RPC error${outcome.status !== undefined ? ` (HTTP ${outcome.status})` : ''}, so the tool produced no result. ${errorCodeMeaning(outcome.error.code)}`,
      };
    case 'refused':
      return {
        title: 'Not sent',
        tone: 'neutral',
        explanation: `The client refused to send this call: ${outcome.message}.`,
      };
    case 'failed':
      return {
        title: outcome.error.kind === 'aborted' ? 'Cancelled' : `Failed (${outcome.error.kind})`,
        tone: outcome.error.kind === 'aborted' ? 'neutral' : 'failed',
        explanation: clientErrorMeaning(outcome.error),
      };
  }
}

/** What a JSON-RPC error code means for a tools/call. */
export function errorCodeMeaning(code: number): string {
  const name = ERROR_CODE_NAMES[code];
  switch (code) {
    case ERROR_CODES.invalidParams:
      return 'InvalidParams (-32602): an unknown tool, or arguments the server refuses before running the tool. Since SEP-1303, servers should report bad arguments as a tool execution error instead, so the model can fix them.';
    case ERROR_CODES.headerMismatch:
      return 'HeaderMismatch (-32020): an Mcp-Name or Mcp-Param-* header disagrees with the body. A proxy may have rewritten it, or the tool definition changed since it was listed.';
    case ERROR_CODES.missingRequiredClientCapability:
      return 'MissingRequiredClientCapability (-32021): the tool needs a client capability (e.g. elicitation) that this request did not declare.';
    case ERROR_CODES.unsupportedProtocolVersion:
      return 'UnsupportedProtocolVersion (-32022): the server does not speak the protocol version of the request.';
    case ERROR_CODES.methodNotFound:
      return 'MethodNotFound (-32601): the server does not offer tools/call at all.';
    case ERROR_CODES.invalidRequest:
      return 'InvalidRequest (-32600): the message is not a valid request (envelope or _meta).';
    case ERROR_CODES.internalError:
      return 'InternalError (-32603): the server failed while handling the request.';
    case ERROR_CODES.parseError:
      return 'ParseError (-32700): the server could not read the body as JSON.';
    default:
      return name
        ? `${name} (${code}).`
        : `Code ${code} is not defined by the specification (the server's own).`;
  }
}

/** What each kind of client failure means, in one or two sentences. */
export function clientErrorMeaning(error: ClientError): string {
  switch (error.kind) {
    case 'network':
      return `The browser could not complete the request (${error.message}). Nothing came back that this page may read: the server is down, the address is wrong, or CORS blocked it.`;
    case 'timeout':
      return `No answer in ${Math.round(error.timeoutMs / 1000)} s (${error.message}). The client gave up and closed the stream, which cancels the work on a 2026-07-28 server.`;
    case 'aborted':
      return 'You cancelled the call: the client closed the stream, which is how a call is cancelled over HTTP.';
    case 'http':
      return `HTTP ${error.status} without a JSON-RPC answer: ${error.message}.${error.status === 401 || error.status === 403 ? ' The server wants credentials: add an Authorization header in the connection panel.' : ''}`;
    case 'protocol':
      return `JSON-RPC error ${error.error.code}: ${error.error.message}. ${errorCodeMeaning(error.error.code)}`;
    case 'malformed':
      return `The server's answer breaks the protocol: ${error.message}.`;
    case 'too-large':
      return `The answer passed the client's size limit of ${Math.round(error.limitBytes / 1024 / 1024)} MiB (${error.message}).`;
    case 'unsupported':
      return `Not possible with this server: ${error.message}.`;
    case 'local':
      return `The request was not sent: ${error.message}.`;
    case 'auth':
      return `Authorization stopped at ${error.step.replace(/-/g, ' ')}: ${error.message}${error.fix ? ` Fix: ${error.fix}` : ''}`;
  }
}
