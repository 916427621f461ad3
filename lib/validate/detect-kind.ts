import { isObject } from '../json/is-object';
import { META_KEYS } from '../spec/index';
import type { DocumentKind } from './document-kind';
import { isTaskLike } from './walk-targets';

export interface KindGuess {
  kind: DocumentKind;
  /** Why this kind was assumed, in words the user can check. */
  reason: string;
  /** True when nothing matched and the kind is a fallback. */
  fallback: boolean;
}

const SUBSCRIPTION_ID = META_KEYS.subscriptionId;

/**
 * A complete result with nothing but `resultType` (and a `_meta` that is not a listen stream's):
 * every complete result of 2026-07-28 needs more, and the one it comes closest to is a tools/call
 * result with its `content` missing. Reading it as a generic message would hide that error.
 */
function isBareCompleteResult(result: Record<string, unknown>): boolean {
  if (result.resultType !== 'complete') return false;
  for (const key of Object.keys(result)) if (key !== 'resultType' && key !== '_meta') return false;
  return !(isObject(result._meta) && SUBSCRIPTION_ID in result._meta);
}

function guessResult(result: Record<string, unknown>): DocumentKind | undefined {
  if (Array.isArray(result.tools)) return 'tools-list-result';
  if (isTaskLike(result)) return 'task';
  if (
    'content' in result ||
    'structuredContent' in result ||
    'isError' in result ||
    result.resultType === 'input_required' ||
    isBareCompleteResult(result)
  ) {
    return 'call-result';
  }
  return undefined;
}

/**
 * Guesses which kind of document a parsed value is, from its shape alone. A JSON-RPC response that
 * wraps a `tools/list` or `tools/call` result counts as that result (the validators unwrap it);
 * any other JSON-RPC object is a message.
 */
export function detectKind(value: unknown): KindGuess {
  if (Array.isArray(value)) {
    return {
      kind: 'tools',
      reason: 'the document is an array, read as a list of tool definitions',
      fallback: false,
    };
  }
  if (!isObject(value)) {
    return {
      kind: 'tool',
      reason: 'the document is not an object; checked as a tool definition',
      fallback: true,
    };
  }
  if ('jsonrpc' in value || ('id' in value && ('result' in value || 'error' in value))) {
    if (isObject(value.result)) {
      const inner = guessResult(value.result);
      if (inner) {
        return {
          kind: inner,
          reason: isBareCompleteResult(value.result)
            ? 'a JSON-RPC response whose complete result has no member but "resultType": the closest kind is a tools/call result (which needs "content")'
            : inner === 'task'
              ? 'a JSON-RPC response whose result is a task (it has "taskId" and "status", or resultType "task")'
              : `a JSON-RPC response whose result looks like a ${inner === 'tools-list-result' ? 'tools/list' : 'tools/call'} result`,
          fallback: false,
        };
      }
    }
    return {
      kind: 'message',
      reason:
        'jsonrpc' in value
          ? 'it has a "jsonrpc" member'
          : 'it has an "id" with a "result" or "error", like a JSON-RPC response',
      fallback: false,
    };
  }
  const result = guessResult(value);
  if (result === 'tools-list-result') {
    return { kind: result, reason: 'it has a "tools" array', fallback: false };
  }
  if (result === 'task') {
    return {
      kind: result,
      reason:
        value.resultType === 'task'
          ? 'its resultType is "task" (a task handle of the io.modelcontextprotocol/tasks extension)'
          : 'it has "taskId" and "status", like a task of the io.modelcontextprotocol/tasks extension',
      fallback: false,
    };
  }
  if (result === 'call-result') {
    return {
      kind: result,
      reason:
        value.resultType === 'input_required'
          ? 'its resultType is "input_required"'
          : isBareCompleteResult(value)
            ? 'a complete result with no member but "resultType": the closest kind is a tools/call result (which needs "content")'
            : 'it has "content", "structuredContent" or "isError"',
      fallback: false,
    };
  }
  if ('inputSchema' in value || 'name' in value) {
    return { kind: 'tool', reason: 'it has "name" or "inputSchema"', fallback: false };
  }
  if ('method' in value) {
    return { kind: 'message', reason: 'it has a "method" member', fallback: false };
  }
  return { kind: 'tool', reason: 'nothing identified it; checked as a tool definition', fallback: true };
}
