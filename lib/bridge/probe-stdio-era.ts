import { isObject } from '../json/is-object';
import { ERROR_CODES } from '../spec/error-codes';
import type { Implementation } from '../spec/implementation';
import { META_KEYS } from '../spec/meta-keys';
import { METHODS } from '../spec/methods';
import { isModernVersion, LATEST_PROTOCOL_VERSION } from '../spec/versions';
import { classifyMessage } from '../wire/classify-message';
import type { StdioChannel, StdioExit } from './stdio-channel';

/** The id of the probe; a string, so it never meets the numbers the gateway uses afterwards. */
export const PROBE_ID = 'mcp-tool-lab-bridge-probe';

export type StdioEra =
  | { era: 'modern'; supportedVersions: string[]; reason: string }
  | { era: 'legacy'; reason: string };

export type ProbeOutcome = StdioEra | { era: 'exited'; exit: StdioExit };

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The `server/discover` request the probe sends (the spec's recommended era probe on stdio). */
export function probeRequest(clientInfo: Implementation): Record<string, unknown> {
  return {
    jsonrpc: '2.0',
    id: PROBE_ID,
    method: METHODS.discover,
    params: {
      _meta: {
        [META_KEYS.protocolVersion]: LATEST_PROTOCOL_VERSION,
        [META_KEYS.clientCapabilities]: {},
        [META_KEYS.clientInfo]: clientInfo,
      },
    },
  };
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * Reads the answer to the probe, as the spec's backward-compatibility rules for stdio say: a
 * `DiscoverResult` that offers a modern version means modern; an UnsupportedProtocolVersion error
 * (-32022) naming a modern version also means modern; any other answer means legacy (legacy
 * servers commonly answer -32601 or -32602, and the verdict must not hang on one code).
 */
export function judgeProbeAnswer(message: unknown): StdioEra {
  const m = classifyMessage(message);
  if (m.kind === 'result') {
    const versions = isObject(m.result) ? strings(m.result.supportedVersions) : [];
    if (versions.some(isModernVersion)) {
      return {
        era: 'modern',
        supportedVersions: versions,
        reason: `server/discover answered; it speaks ${versions.join(', ')}`,
      };
    }
    return {
      era: 'legacy',
      reason: `server/discover answered without a 2026-07-28 version (${versions.join(', ') || 'none listed'})`,
    };
  }
  if (m.kind === 'error') {
    const supported = isObject(m.error.data) ? strings(m.error.data.supported) : [];
    if (m.error.code === ERROR_CODES.unsupportedProtocolVersion && supported.some(isModernVersion)) {
      return {
        era: 'modern',
        supportedVersions: supported,
        reason: `server/discover was refused with -32022; the server speaks ${supported.join(', ')}`,
      };
    }
    return {
      era: 'legacy',
      reason: `server/discover was answered with error ${m.error.code} ("${m.error.message}")`,
    };
  }
  return { era: 'legacy', reason: 'the answer to server/discover was not a JSON-RPC response' };
}

/**
 * Sends the probe and waits for its answer. Silence until `timeoutMs` means legacy (some legacy
 * servers ignore requests that come before `initialize`); the process ending first is its own
 * outcome, so the caller can say why the command failed. Other messages meanwhile are ignored.
 */
export function probeStdioEra(
  channel: StdioChannel,
  options: { clientInfo: Implementation; timeoutMs: number; timers?: Timers },
): Promise<ProbeOutcome> {
  const timers: Timers = options.timers ?? {
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
  };
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: ProbeOutcome) => {
      if (settled) return;
      settled = true;
      timers.clearTimeout(timer);
      resolve(outcome);
    };
    const timer = timers.setTimeout(
      () =>
        settle({
          era: 'legacy',
          reason: `no answer to server/discover within ${options.timeoutMs} ms`,
        }),
      options.timeoutMs,
    );
    channel.onExit((exit) => settle({ era: 'exited', exit }));
    channel.onMessage((message) => {
      if (isObject(message) && message.id === PROBE_ID && !('method' in message)) {
        settle(judgeProbeAnswer(message));
      }
    });
    if (channel.exited) settle({ era: 'exited', exit: channel.exited });
    else channel.send(probeRequest(options.clientInfo));
  });
}
