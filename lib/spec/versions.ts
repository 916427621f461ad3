/** The protocol version this project implements and teaches. */
export const LATEST_PROTOCOL_VERSION = '2026-07-28';

/** Handshake-based ("legacy") versions a client can fall back to, newest first. */
export const LEGACY_PROTOCOL_VERSIONS = ['2025-11-25', '2025-06-18', '2025-03-26'] as const;

/** Versions with per-request metadata and no `initialize` ("modern"). */
export const MODERN_PROTOCOL_VERSIONS = [LATEST_PROTOCOL_VERSION] as const;

export type LegacyProtocolVersion = (typeof LEGACY_PROTOCOL_VERSIONS)[number];
export type ModernProtocolVersion = (typeof MODERN_PROTOCOL_VERSIONS)[number];

/** True for versions of the stateless 2026-07-28 era and later. */
export function isModernVersion(version: string): version is ModernProtocolVersion {
  return (MODERN_PROTOCOL_VERSIONS as readonly string[]).includes(version);
}

/** True for the handshake-based versions this project can speak after falling back. */
export function isLegacyVersion(version: string): version is LegacyProtocolVersion {
  return (LEGACY_PROTOCOL_VERSIONS as readonly string[]).includes(version);
}
