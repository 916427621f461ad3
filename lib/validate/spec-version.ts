import { LATEST_PROTOCOL_VERSION } from '../spec/versions';

/**
 * The protocol versions the validator checks, oldest first: each against its own official schema
 * (modelled in lib/spec) and its own prose rules.
 */
export const SPEC_VERSIONS = ['2025-06-18', '2025-11-25', LATEST_PROTOCOL_VERSION] as const;
export type SpecVersion = (typeof SPEC_VERSIONS)[number];

/** What the user can ask for: a version, or `auto` to read it from the document. */
export type SpecOption = SpecVersion | 'auto';

/** The version migration findings lead to. */
export const TARGET_VERSION: SpecVersion = LATEST_PROTOCOL_VERSION;

/** The version checked when none is asked for, and the fallback of `auto`. */
export const DEFAULT_SPEC_VERSION: SpecVersion = LATEST_PROTOCOL_VERSION;

export function isSpecVersion(value: unknown): value is SpecVersion {
  return typeof value === 'string' && (SPEC_VERSIONS as readonly string[]).includes(value);
}

export function isSpecOption(value: unknown): value is SpecOption {
  return value === 'auto' || isSpecVersion(value);
}

/** True for the handshake-era versions (checked with migration findings toward 2026-07-28). */
export function isLegacySpec(version: SpecVersion): boolean {
  return version !== TARGET_VERSION;
}

/** Short labels for selectors and `--help`. */
export const SPEC_OPTION_LABELS: Record<SpecOption, string> = {
  auto: 'Auto-detect',
  '2025-06-18': '2025-06-18',
  '2025-11-25': '2025-11-25',
  '2026-07-28': '2026-07-28',
};

/** What each version is, in a few words (for `--help` and the docs). */
export const SPEC_SUMMARIES: Record<SpecVersion, string> = {
  '2025-06-18': 'handshake era: titles, outputSchema, structuredContent, resource links',
  '2025-11-25': 'handshake era: adds icons, tasks (execution), tool name rules',
  '2026-07-28': 'stateless: resultType, cache hints, MRTR, x-mcp-header (default)',
};

/**
 * The version to check a connection's messages at, from the protocol version it negotiated:
 * the same version when the validator models it; 2025-03-26 (and anything older the client might
 * meet) is checked at 2025-06-18, the oldest modelled, with `approximate` set so a face can say so.
 */
export function specForProtocolVersion(protocolVersion: string): {
  version: SpecVersion;
  approximate: boolean;
} {
  if (isSpecVersion(protocolVersion)) return { version: protocolVersion, approximate: false };
  return protocolVersion > LATEST_PROTOCOL_VERSION
    ? { version: LATEST_PROTOCOL_VERSION, approximate: true }
    : { version: '2025-06-18', approximate: true };
}

/** For rules (`Rule.versions`): what 2026-07-28 alone defines. */
export const ONLY_2026_07_28: readonly SpecVersion[] = ['2026-07-28'];
/** For rules: what arrived in 2025-11-25 and stayed (icons, tool name rules, SEP-1303). */
export const SINCE_2025_11_25: readonly SpecVersion[] = ['2025-11-25', '2026-07-28'];
/** For rules: the handshake-era versions only. */
export const BEFORE_2026_07_28: readonly SpecVersion[] = ['2025-06-18', '2025-11-25'];
