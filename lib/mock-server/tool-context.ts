import { canonicalJson } from '../schema/canonical-json';
import { LOGGING_LEVELS, type LoggingLevel } from '../spec/logging-levels';
import { NOTIFICATIONS } from '../spec/methods';
import { type JsonObject, notificationMessage } from './json-rpc';
import type { ToolContext } from './mock-tool';
import type { Notify } from './reply-channel';
import { digestText, type OpenedState } from './sealed-state';
import type { MethodCall } from './server-runtime';

/** How long an MRTR `requestState` stays valid: long enough for a person to answer. */
export const REQUEST_STATE_TTL_MS = 10 * 60 * 1000;

const MRTR_PURPOSE = 'mrtr';

/** Rejects with an AbortError when `signal` aborts before `ms` passed. */
export function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** What identifies "the same call" for a retry: the tool and its arguments, whatever the key order. */
async function callDigest(name: string, args: JsonObject): Promise<string> {
  return digestText(canonicalJson({ name, args }, 128)?.key ?? JSON.stringify({ name, args }));
}

export interface ToolContextInput {
  call: MethodCall;
  name: string;
  arguments: JsonObject;
  inputResponses?: JsonObject;
  requestState?: string;
  notify: Notify;
  signal: AbortSignal;
  /** This call may go on as a task (see ToolContext.taskAllowed). Default false. */
  taskAllowed?: boolean;
}

/** Builds the context a tool runs with: progress and logs go out through `notify`. */
export function createToolContext(input: ToolContextInput): ToolContext {
  const { call, notify } = input;
  const { runtime, meta } = call;
  const token = meta.progressToken;
  let lastProgress = Number.NEGATIVE_INFINITY;
  const threshold = meta.logLevel === undefined ? undefined : LOGGING_LEVELS.indexOf(meta.logLevel);
  return {
    name: input.name,
    requestId: call.id,
    arguments: input.arguments,
    clientCapabilities: meta.clientCapabilities,
    inputResponses: input.inputResponses,
    requestState: input.requestState,
    signal: input.signal,
    wantsProgress: token !== undefined,
    now: runtime.options.now,
    sleep: (ms) => abortableSleep(ms, input.signal),
    progress(progress, total, message) {
      // Progress must increase with every notification; a tool that repeats a value is skipped.
      if (token === undefined || !(progress > lastProgress)) return;
      lastProgress = progress;
      const params: JsonObject = { progressToken: token, progress };
      if (total !== undefined) params.total = total;
      if (message !== undefined) params.message = message;
      notify(notificationMessage(NOTIFICATIONS.progress, params));
    },
    log(level: LoggingLevel, data: unknown) {
      // Without a logLevel in _meta the server must not send log notifications for the request.
      if (threshold === undefined || LOGGING_LEVELS.indexOf(level) < threshold) return;
      notify(notificationMessage(NOTIFICATIONS.message, { level, logger: input.name, data }));
    },
    async sealRequestState(data, ttlMs = REQUEST_STATE_TTL_MS) {
      const digest = await callDigest(input.name, input.arguments);
      return runtime.sealer.seal(MRTR_PURPOSE, { call: digest, data }, ttlMs);
    },
    async openRequestState(): Promise<OpenedState | undefined> {
      if (input.requestState === undefined) return undefined;
      const opened = await runtime.sealer.open(MRTR_PURPOSE, input.requestState);
      if (!opened.ok) return opened;
      const sealed = opened.data as { call?: unknown; data?: unknown };
      // A state issued for other arguments (or another tool) must not unlock this call.
      if (sealed.call !== (await callDigest(input.name, input.arguments)))
        return { ok: false, reason: 'purpose' };
      return { ok: true, data: sealed.data };
    },
    seal: (purpose, data, ttlMs) => runtime.sealer.seal(purpose, data, ttlMs),
    open: (purpose, token) => runtime.sealer.open(purpose, token),
    async setToolVisible(name, visible) {
      if (call.scope === undefined) return 'no-scope';
      if (!runtime.registry.isSwitchable(name)) return 'unchanged';
      return (await runtime.demoState.setSwitch(call.scope, name, visible)) ? 'changed' : 'unchanged';
    },
    isToolVisible: async (name) => (await runtime.switchedOn(call.scope)).has(name),
    taskAllowed: input.taskAllowed === true,
  };
}
