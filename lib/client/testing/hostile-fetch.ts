import type { ClientOptions } from '../client-options';
import { createClient } from '../create-client';
import type { TimelineEvent } from '../timeline-event';
import { createFakeFetch, discoverReply, type FakeReply, type FakeRequest } from './fake-fetch';

export const HOSTILE_URL = 'http://hostile.test/mcp';
export const hostileTool = { name: 't', inputSchema: { type: 'object' } };

/**
 * A modern server that lists `tools` (default: one plain tool `t`) and answers tools/call with
 * `onCall`; `list` replaces the tools/list answer.
 */
export function hostileFetch(
  onCall: (request: FakeRequest) => FakeReply | Promise<FakeReply>,
  list?: (request: FakeRequest) => FakeReply | undefined,
  tools: readonly Record<string, unknown>[] = [hostileTool],
) {
  return createFakeFetch((r) => {
    const id = r.body?.id;
    if (r.body?.method === 'server/discover') return discoverReply(id);
    if (r.body?.method === 'tools/list') {
      return (
        list?.(r) ?? {
          json: {
            jsonrpc: '2.0',
            id,
            result: { resultType: 'complete', tools, ttlMs: 0, cacheScope: 'private' },
          },
        }
      );
    }
    return onCall(r);
  });
}

/** Every error and warning of a timeline, as `error:<kind>:<message>` / `warning:<code>:<message>`. */
export const errorsAndWarnings = (events: readonly TimelineEvent[]) =>
  events
    .filter((e) => e.type === 'error' || e.type === 'warning')
    .map((e) =>
      e.type === 'error' ? `error:${e.error.kind}:${e.error.message}` : `warning:${e.code}:${e.message}`,
    );

/** Calls tool `name` (default `t`) on a hostile server; returns the outcome, timeline and requests. */
export async function callHostile(
  onCall: (request: FakeRequest) => FakeReply | Promise<FakeReply>,
  options: {
    timeoutMs?: number;
    maxBodyBytes?: number;
    tools?: readonly Record<string, unknown>[];
    name?: string;
    client?: Partial<ClientOptions>;
  } = {},
) {
  const fake = hostileFetch(onCall, undefined, options.tools);
  const client = createClient({
    url: HOSTILE_URL,
    fetch: fake.fetch,
    timeouts: { requestMs: options.timeoutMs ?? 2000 },
    ...(options.maxBodyBytes
      ? { limits: { maxBodyBytes: options.maxBodyBytes, maxEventChars: options.maxBodyBytes } }
      : {}),
    ...options.client,
  });
  const started = Date.now();
  const outcome = await client.callTool(options.name ?? 't', {});
  return { outcome, elapsed: Date.now() - started, events: client.timeline.events(), fake, client };
}
