import { isObject } from '../json/is-object';
import { META_KEYS } from '../spec/index';
import type { DocumentKind } from './document-kind';
import { DEFAULT_SPEC_VERSION, type SpecVersion, specForProtocolVersion } from './spec-version';
import { resultOf, versionedMembers } from './version-members';

export interface VersionGuess {
  version: SpecVersion;
  /** Why this version was assumed, in words the user can check. */
  reason: string;
  /** True when nothing in the document named or implied a version and the default was taken. */
  fallback: boolean;
}

/** Methods that exist only before 2026-07-28 (the handshake and its companions). */
const LEGACY_METHODS = new Set(['initialize', 'notifications/initialized', 'ping']);
/** Methods that exist only from 2026-07-28 on. */
const MODERN_METHODS = new Set([
  'server/discover',
  'subscriptions/listen',
  'notifications/subscriptions/acknowledged',
]);

/** A `protocolVersion` the document states, and where. */
function statedVersion(root: unknown): { value: string; where: string } | undefined {
  if (!isObject(root)) return undefined;
  const params = isObject(root.params) ? root.params : undefined;
  const meta = params && isObject(params._meta) ? params._meta : undefined;
  const modern = meta?.[META_KEYS.protocolVersion];
  if (typeof modern === 'string')
    return { value: modern, where: `params._meta["${META_KEYS.protocolVersion}"]` };
  if (typeof params?.protocolVersion === 'string')
    return { value: params.protocolVersion, where: 'params.protocolVersion' };
  const result = isObject(root.result) ? root.result : root;
  if (typeof result.protocolVersion === 'string') {
    return {
      value: result.protocolVersion,
      where: result === root ? 'protocolVersion' : 'result.protocolVersion',
    };
  }
  return undefined;
}

/** The reserved `_meta` keys of 2026-07-28 on a request, a result or a notification, if any. */
function modernMetaKey(root: unknown): string | undefined {
  if (!isObject(root)) return undefined;
  const metas = [
    isObject(root.params) ? root.params._meta : undefined,
    isObject(root.result) ? root.result._meta : undefined,
    root._meta,
  ];
  for (const meta of metas) {
    if (!isObject(meta)) continue;
    const key = Object.keys(meta).find((k) => k.startsWith('io.modelcontextprotocol/'));
    if (key) return key;
  }
  return undefined;
}

const list = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * Which protocol version a document speaks, from what it carries: a stated `protocolVersion`
 * (an initialize request or result, or a 2026-07-28 request's `_meta`), then 2026-07-28's own
 * markers (`resultType`, cache hints, reserved `_meta` keys, its methods), then the signs of the
 * handshake era (a result without `resultType`, `initialize`/`ping`, tasks' `execution`). A
 * handshake-era document is checked at the oldest version that has everything it uses (icons or
 * `execution` → 2025-11-25, else 2025-06-18), so the verdict holds for that version and the later
 * 2025 one. Otherwise 2026-07-28 is assumed, and said so.
 */
export function detectVersion(root: unknown, kind: DocumentKind): VersionGuess {
  const stated = statedVersion(root);
  if (stated) {
    const { version, approximate } = specForProtocolVersion(stated.value);
    return {
      version,
      reason: approximate
        ? `the document says ${stated.where} "${stated.value}", which this validator does not model; checked at the nearest version it does, ${version}`
        : `the document says ${stated.where} "${stated.value}"`,
      fallback: false,
    };
  }
  const members = versionedMembers(root, kind);
  const modern = members.filter((m) => m.since === '2026-07-28');
  if (modern.length > 0) {
    const names = [...new Set(modern.map((m) => `"${m.member}"`))];
    return {
      version: '2026-07-28',
      reason: `it has ${list(names)}, which only 2026-07-28 defines`,
      fallback: false,
    };
  }
  const metaKey = modernMetaKey(root);
  if (metaKey) {
    return { version: '2026-07-28', reason: `its _meta has "${metaKey}", a 2026-07-28 key`, fallback: false };
  }
  const method = isObject(root) && typeof root.method === 'string' ? root.method : undefined;
  if (method && MODERN_METHODS.has(method)) {
    return { version: '2026-07-28', reason: `${method} exists only from 2026-07-28 on`, fallback: false };
  }
  const result = resultOf(root, kind);
  const legacySign =
    method && LEGACY_METHODS.has(method)
      ? `${method} belongs to the handshake era (2025)`
      : result && (kind === 'tools-list-result' || kind === 'call-result') && !('resultType' in result.value)
        ? 'the result has no "resultType", which every 2026-07-28 result carries, so it is a 2025 (handshake-era) answer'
        : undefined;
  const removed = members.find((m) => m.removedIn === '2026-07-28');
  const legacy =
    legacySign ??
    (removed
      ? `it has "${removed.member}" on a ${removed.on}, which 2026-07-28 removed, so it is a 2025 (handshake-era) definition`
      : undefined);
  if (legacy) {
    const newer = members.filter((m) => m.since === '2025-11-25');
    if (newer.length > 0) {
      const names = [...new Set(newer.map((m) => `"${m.member}" on a ${m.on}`))];
      return {
        version: '2025-11-25',
        reason: `${legacy}; it uses ${list(names)}, which arrived in 2025-11-25`,
        fallback: false,
      };
    }
    return {
      version: '2025-06-18',
      reason: `${legacy}; nothing in it is newer than 2025-06-18, so the verdict holds at 2025-11-25 too (which adds tool-name rules: choose it if the server speaks it)`,
      fallback: false,
    };
  }
  return {
    version: DEFAULT_SPEC_VERSION,
    reason: `nothing in the document names or implies a protocol version; checked at ${DEFAULT_SPEC_VERSION} (choose the version your server speaks if it is older)`,
    fallback: true,
  };
}
