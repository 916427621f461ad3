// Which official definition each part of a handshake-era (2025-06-18, 2025-11-25) document must
// satisfy, and the zod models of those versions. The 2026-07-28 mapping is in structural-issues.ts.
import type { z } from 'zod';
import { isObject } from '../json/is-object';
import { legacySpecSchemas } from '../spec/legacy/index';
import { spec20250618Schemas } from '../spec/v2025-06-18/index';
import type { DocumentKind } from './document-kind';
import type { SpecVersion } from './spec-version';

type JsonObject = Record<string, unknown>;
type LegacyVersion = Exclude<SpecVersion, '2026-07-28'>;

/** A part of the document and the definition (of the checked version) it must satisfy. */
export interface VersionedCheck {
  path: string;
  def: string;
}

/** The zod model of each handshake-era version, keyed by definition name. */
export const LEGACY_MODELS: Readonly<Record<LegacyVersion, Readonly<Record<string, z.ZodType>>>> = {
  '2025-06-18': spec20250618Schemas,
  '2025-11-25': legacySpecSchemas,
};

/** The envelope definitions, whose names changed in 2025-11-25. */
const ENVELOPES: Record<LegacyVersion, { result: string; error: string }> = {
  '2025-06-18': { result: 'JSONRPCResponse', error: 'JSONRPCError' },
  '2025-11-25': { result: 'JSONRPCResultResponse', error: 'JSONRPCErrorResponse' },
};

const REQUESTS: Record<LegacyVersion, ReadonlyMap<string, string>> = {
  '2025-06-18': new Map([
    ['initialize', 'InitializeRequest'],
    ['ping', 'PingRequest'],
    ['tools/list', 'ListToolsRequest'],
    ['tools/call', 'CallToolRequest'],
  ]),
  '2025-11-25': new Map([
    ['initialize', 'InitializeRequest'],
    ['ping', 'PingRequest'],
    ['tools/list', 'ListToolsRequest'],
    ['tools/call', 'CallToolRequest'],
    ['sampling/createMessage', 'CreateMessageRequest'],
    ['elicitation/create', 'ElicitRequest'],
    ['roots/list', 'ListRootsRequest'],
    ['tasks/get', 'GetTaskRequest'],
    ['tasks/result', 'GetTaskPayloadRequest'],
    ['tasks/cancel', 'CancelTaskRequest'],
    ['tasks/list', 'ListTasksRequest'],
  ]),
};

const NOTIFICATIONS: Record<LegacyVersion, ReadonlyMap<string, string>> = {
  '2025-06-18': new Map([
    ['notifications/initialized', 'InitializedNotification'],
    ['notifications/cancelled', 'CancelledNotification'],
    ['notifications/progress', 'ProgressNotification'],
    ['notifications/message', 'LoggingMessageNotification'],
    ['notifications/tools/list_changed', 'ToolListChangedNotification'],
  ]),
  '2025-11-25': new Map([
    ['notifications/initialized', 'InitializedNotification'],
    ['notifications/cancelled', 'CancelledNotification'],
    ['notifications/progress', 'ProgressNotification'],
    ['notifications/message', 'LoggingMessageNotification'],
    ['notifications/tools/list_changed', 'ToolListChangedNotification'],
    ['notifications/prompts/list_changed', 'PromptListChangedNotification'],
    ['notifications/resources/list_changed', 'ResourceListChangedNotification'],
    ['notifications/resources/updated', 'ResourceUpdatedNotification'],
    ['notifications/roots/list_changed', 'RootsListChangedNotification'],
    ['notifications/elicitation/complete', 'ElicitationCompleteNotification'],
    ['notifications/tasks/status', 'TaskStatusNotification'],
  ]),
};

/**
 * 2025-06-18 describes a request or notification by its method and params only (`jsonrpc` and
 * `id` are the envelope's), so a message there must satisfy both; 2025-11-25's definitions
 * include the envelope.
 */
const SEPARATE_ENVELOPE: Record<LegacyVersion, boolean> = { '2025-06-18': true, '2025-11-25': false };

/** A result object's definition, from its shape (a legacy result has no `resultType`). */
function resultDef(result: unknown): string {
  if (!isObject(result)) return 'Result';
  if (Array.isArray(result.tools)) return 'ListToolsResult';
  if ('content' in result || 'structuredContent' in result || 'isError' in result) return 'CallToolResult';
  if ('protocolVersion' in result && 'serverInfo' in result) return 'InitializeResult';
  return 'Result';
}

const isResponse = (v: unknown): v is JsonObject =>
  isObject(v) && ('jsonrpc' in v || 'id' in v) && ('result' in v || 'error' in v);

/** The structural checks of a handshake-era document of `kind`. */
export function legacyStructuralChecks(
  root: unknown,
  kind: DocumentKind,
  version: LegacyVersion,
): VersionedCheck[] {
  const envelope = ENVELOPES[version];
  const wrapped = (def: string): VersionedCheck[] => {
    if (!isResponse(root)) return [{ path: '', def }];
    return 'error' in root && !('result' in root)
      ? [{ path: '', def: envelope.error }]
      : [
          { path: '', def: envelope.result },
          { path: '/result', def },
        ];
  };
  switch (kind) {
    case 'tool':
      return [{ path: '', def: 'Tool' }];
    case 'tools':
      return Array.isArray(root)
        ? root.map((_, i) => ({ path: `/${i}`, def: 'Tool' }))
        : [{ path: '', def: 'Tool' }];
    case 'tools-list-result':
      return wrapped('ListToolsResult');
    case 'call-result':
      return wrapped('CallToolResult');
    case 'message': {
      if (!isObject(root)) return [{ path: '', def: 'JSONRPCMessage' }];
      if (typeof root.method === 'string') {
        const isRequest = 'id' in root;
        const def = (isRequest ? REQUESTS : NOTIFICATIONS)[version].get(root.method);
        const base = isRequest ? 'JSONRPCRequest' : 'JSONRPCNotification';
        if (!def) return [{ path: '', def: base }];
        return SEPARATE_ENVELOPE[version]
          ? [
              { path: '', def: base },
              { path: '', def },
            ]
          : [{ path: '', def }];
      }
      if ('error' in root) return [{ path: '', def: envelope.error }];
      if ('result' in root) {
        return [
          { path: '', def: envelope.result },
          { path: '/result', def: resultDef(root.result) },
        ];
      }
      return [{ path: '', def: 'JSONRPCMessage' }];
    }
  }
}
