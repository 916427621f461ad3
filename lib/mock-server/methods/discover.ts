import { MODERN_PROTOCOL_VERSIONS } from '../../spec/versions';
import type { MethodHandler } from './method-handler';
import { cacheHints, replyResult } from './reply';

/** The versions this server speaks (2026-07-28 only: it is a modern-only server). */
export const SUPPORTED_VERSIONS: readonly string[] = MODERN_PROTOCOL_VERSIONS;

/**
 * `server/discover`: versions, capabilities, instructions and identity in one round trip. Every
 * modern server must implement it; calling it is optional for clients.
 */
export const discoverHandler: MethodHandler = {
  run(call) {
    const { runtime } = call;
    return replyResult(call, {
      resultType: 'complete',
      supportedVersions: [...SUPPORTED_VERSIONS],
      capabilities: runtime.capabilities,
      instructions: runtime.options.instructions,
      ...cacheHints(runtime),
    });
  },
};
