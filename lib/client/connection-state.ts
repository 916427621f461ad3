import type { DiscoverResult } from '../spec/discover';
import {
  LATEST_PROTOCOL_VERSION,
  LEGACY_PROTOCOL_VERSIONS,
  MODERN_PROTOCOL_VERSIONS,
} from '../spec/versions';
import type { ClientError } from './client-error';
import type { Era } from './timeline-event';

/**
 * The connection state machine (era detection and negotiation, digest §4.4–4.5):
 *
 *   idle ──probe──► probing ──discovered──────────────────────────► ready(modern)
 *                     │ ▲
 *                     │ └─version-rejected (a modern version in `supported`, once)
 *                     ├──version-rejected (legacy versions only) ─┐
 *                     ├──legacy-signal ───────────────────────────┴► initializing ──initialized──► ready(legacy)
 *                     └──failed──► failed                                ▲                            │
 *   ready(legacy) ──session-expired─────────────────────────────────────┘                            │
 *   any ──reset──► idle (re-probe)          any ──closed──► closed          remembered ──► ready(…, source: remembered)
 */
export interface ServerIdentity {
  serverInfo?: { name?: string; version?: string; title?: string; [key: string]: unknown };
  capabilities?: Record<string, unknown>;
  instructions?: string;
}

export type ConnectionState =
  | { status: 'idle' }
  | { status: 'probing'; protocolVersion: string; attempt: number }
  | { status: 'initializing'; protocolVersion: string; reason: string; source?: 'remembered' }
  | ({
      status: 'ready';
      era: Era;
      protocolVersion: string;
      /** `probe`: decided now; `remembered`: taken from storage for this origin without a probe. */
      source: 'probe' | 'remembered';
      supportedVersions?: string[];
      /** Legacy only: the `Mcp-Session-Id` to echo. */
      sessionId?: string;
    } & ServerIdentity)
  | { status: 'failed'; error: ClientError }
  | { status: 'closed' };

export type ConnectionAction =
  | { type: 'probe'; protocolVersion?: string }
  | { type: 'discovered'; protocolVersion: string; result: DiscoverResult }
  | { type: 'version-rejected'; supported: readonly string[] }
  | { type: 'legacy-signal'; reason: string; protocolVersion?: string }
  | { type: 'initialized'; protocolVersion: string; sessionId?: string; identity: ServerIdentity }
  | { type: 'remembered'; era: Era; protocolVersion: string }
  | { type: 'session-expired' }
  | { type: 'failed'; error: ClientError }
  | { type: 'reset' }
  | { type: 'closed' };

/** How many probes one negotiation may send (the first plus one corrective retry). */
export const MAX_PROBE_ATTEMPTS = 2;

export const initialConnectionState: ConnectionState = { status: 'idle' };

/**
 * The version to use after a -32022 listing `supported`: a modern one we speak (retry the
 * probe), else the newest legacy one we speak (go legacy, open question B12), else none.
 */
export function chooseVersion(supported: readonly string[]): { era: Era; version: string } | undefined {
  const modern = MODERN_PROTOCOL_VERSIONS.find((v) => supported.includes(v));
  if (modern) return { era: 'modern', version: modern };
  const legacy = LEGACY_PROTOCOL_VERSIONS.find((v) => supported.includes(v));
  return legacy ? { era: 'legacy', version: legacy } : undefined;
}

const unsupported = (message: string): ConnectionState => ({
  status: 'failed',
  error: { kind: 'unsupported', message },
});

/** Transitions; an action that makes no sense in the current state leaves it unchanged. */
export function connectionReducer(state: ConnectionState, action: ConnectionAction): ConnectionState {
  switch (action.type) {
    case 'probe':
      if (state.status === 'probing') return state;
      return {
        status: 'probing',
        protocolVersion: action.protocolVersion ?? LATEST_PROTOCOL_VERSION,
        attempt: 1,
      };
    case 'discovered': {
      if (state.status !== 'probing') return state;
      const { result } = action;
      const meta = (result._meta ?? {}) as Record<string, unknown>;
      const serverInfo = (meta['io.modelcontextprotocol/serverInfo'] ??
        (result as { serverInfo?: unknown }).serverInfo) as ServerIdentity['serverInfo'];
      return {
        status: 'ready',
        era: 'modern',
        protocolVersion: action.protocolVersion,
        source: 'probe',
        supportedVersions: [...result.supportedVersions],
        capabilities: result.capabilities as Record<string, unknown>,
        ...(serverInfo !== undefined ? { serverInfo } : {}),
        ...(typeof result.instructions === 'string' ? { instructions: result.instructions } : {}),
      };
    }
    case 'version-rejected': {
      if (state.status !== 'probing') return state;
      const choice = chooseVersion(action.supported);
      if (!choice) {
        return unsupported(
          `the server supports ${action.supported.length > 0 ? action.supported.join(', ') : 'no version it would name'}; this client speaks ${[...MODERN_PROTOCOL_VERSIONS, ...LEGACY_PROTOCOL_VERSIONS].join(', ')}`,
        );
      }
      if (choice.era === 'legacy') {
        return {
          status: 'initializing',
          protocolVersion: choice.version,
          reason: `the server rejected ${state.protocolVersion} and supports only legacy versions (${action.supported.join(', ')})`,
        };
      }
      if (state.attempt >= MAX_PROBE_ATTEMPTS) {
        return unsupported(
          `the server rejected ${state.protocolVersion} twice although it lists it as supported; giving up to avoid a loop`,
        );
      }
      return { status: 'probing', protocolVersion: choice.version, attempt: state.attempt + 1 };
    }
    case 'legacy-signal':
      if (state.status !== 'probing' && state.status !== 'idle') return state;
      return {
        status: 'initializing',
        protocolVersion: action.protocolVersion ?? LEGACY_PROTOCOL_VERSIONS[0],
        reason: action.reason,
      };
    case 'initialized':
      if (state.status !== 'initializing') return state;
      return {
        status: 'ready',
        era: 'legacy',
        protocolVersion: action.protocolVersion,
        source: state.source ?? 'probe',
        ...(action.sessionId !== undefined ? { sessionId: action.sessionId } : {}),
        ...action.identity,
      };
    case 'remembered':
      if (state.status !== 'idle') return state;
      if (action.era === 'legacy') {
        return {
          status: 'initializing',
          protocolVersion: action.protocolVersion,
          reason: 'remembered for this origin',
          source: 'remembered',
        };
      }
      return {
        status: 'ready',
        era: 'modern',
        protocolVersion: action.protocolVersion,
        source: 'remembered',
      };
    case 'session-expired':
      if (state.status !== 'ready' || state.era !== 'legacy') return state;
      return {
        status: 'initializing',
        protocolVersion: state.protocolVersion,
        reason: 'the legacy session expired',
      };
    case 'failed':
      if (state.status === 'closed') return state;
      return { status: 'failed', error: action.error };
    case 'reset':
      return initialConnectionState;
    case 'closed':
      return { status: 'closed' };
  }
}
