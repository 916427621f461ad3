import type { CallToolOutcome, ClientError } from '@/lib/client/index';
import { ERROR_CODE_NAMES, ERROR_CODES } from '@/lib/spec/error-codes';
import { plural } from '@/lib/text/plural';
import type { Diagnostic } from '@/lib/validate/diagnostic';

/**
 * Plain-words explanations of how a call ended and what went wrong, kept apart from the components
 * so every panel tells the same story.
 */

export interface OutcomeHeading {
  title: string;
  tone: 'ok' | 'flawed' | 'tool-error' | 'protocol-error' | 'neutral' | 'failed';
  explanation: string;
}

export function outcomeHeading(outcome: CallToolOutcome): OutcomeHeading {
  switch (outcome.kind) {
    case 'complete': {
      // The heading must not call a result a plain success while the findings below say it breaks a rule.
      const errors = outcome.diagnostics.filter((d) => d.severity === 'error').length;
      if (errors > 0) {
        const count = plural(errors, 'error');
        return {
          title: `Complete, but ${count} in the result`,
          tone: 'flawed',
          explanation: `The tool ran and returned a result (resultType "complete"), but the validator found ${count} in it (listed below): the server must fix ${errors === 1 ? 'it' : 'them'}. A host would still hand this result to the model.`,
        };
      }
      return {
        title: 'Complete',
        tone: 'ok',
        explanation:
          'The tool ran and returned a result (resultType "complete"). This is what a host hands to the model.',
      };
    }
    case 'tool-error':
      return {
        title: 'Tool execution error',
        tone: 'tool-error',
        explanation:
          'The request was fine and the tool ran, but it failed: the result has isError: true. This is a normal result, not a protocol error: a host passes it to the model so that it can correct the call (other arguments, another tool).',
      };
    case 'protocol-error':
      if (outcome.task) {
        return {
          title: `Task failed: error ${outcome.error.code}`,
          tone: 'protocol-error',
          explanation: `The call became a task, and the task ended with status "failed" and this JSON-RPC error inlined: a protocol-level failure while it ran, so there is no result. (A tool that ran and reported a problem would have ended "completed", with isError: true.) ${errorCodeMeaning(outcome.error.code)}`,
        };
      }
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
      if (outcome.task && outcome.error.kind === 'aborted') {
        return {
          title: outcome.task.status === 'cancelled' ? 'Task cancelled' : 'Stopped following the task',
          tone: 'neutral',
          explanation: outcome.error.message,
        };
      }
      return {
        title: outcome.error.kind === 'aborted' ? 'Cancelled' : `Failed (${outcome.error.kind})`,
        tone: outcome.error.kind === 'aborted' ? 'neutral' : 'failed',
        explanation: clientErrorMeaning(outcome.error),
      };
  }
}

export interface StructuredVerdict {
  text: string;
  tone: 'ok' | 'error' | 'unchecked' | 'neutral';
}

/**
 * What to say of a result's `structuredContent` beside the tool's `outputSchema`: it agrees with the
 * findings (an error finding, or no structuredContent at all under an outputSchema, is never
 * "Conforms").
 */
export function structuredVerdict({
  value,
  outputSchema,
  findings,
  isError = false,
}: {
  value: unknown;
  outputSchema: unknown;
  /** Findings on the structured content (and its absence). */
  findings: readonly Diagnostic[];
  isError?: boolean;
}): StructuredVerdict {
  const errors = findings.filter((f) => f.severity === 'error');
  if (outputSchema === undefined)
    return {
      tone: 'neutral',
      text: 'The tool declares no outputSchema, so there is nothing to check it against.',
    };
  if (value === undefined) {
    return isError
      ? {
          tone: 'neutral',
          text: 'No structuredContent: error results (isError) are exempt from the outputSchema.',
        }
      : {
          tone: 'error',
          text: 'Missing: the tool declares an outputSchema, but this successful result has no structuredContent. The server must send it.',
        };
  }
  if (errors.length > 0)
    return {
      tone: 'error',
      text: `Does not conform to the outputSchema (${plural(errors.length, 'error')}). Shown anyway: the server must fix it, the client must not hide it.`,
    };
  if (findings.some((f) => f.unchecked))
    return {
      tone: 'unchecked',
      text: 'Could not be checked against the outputSchema: checking it would cost more than the validator allows (see the warning below). This is neither a pass nor a failure.',
    };
  return { tone: 'ok', text: 'Conforms to the outputSchema.' };
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
