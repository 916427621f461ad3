import { secretHeaderSet } from '../wire/secret-headers';
import { type Authorizer, createAuthorizer } from './auth/create-authorizer';
import { type ClientOptions, type ResolvedOptions, resolveOptions } from './client-options';
import { createTimeline, type Timeline } from './timeline';
import type { NewTimelineEvent, TimelineEvent } from './timeline-event';

/** What every part of one client shares: options, the timeline, id sources. */
export interface ClientContext {
  options: ResolvedOptions;
  timeline: Timeline;
  secrets: ReadonlySet<string>;
  /** The OAuth side, when the client was given `auth` options. */
  auth?: Authorizer;
  /** Records an event into the timeline (and passes it to `onEvent`). */
  record(event: NewTimelineEvent): TimelineEvent;
  /** A new operation or exchange id, unique across clients sharing a timeline. */
  nextId(kind: 'op' | 'x'): string;
  /** A new JSON-RPC request id (never reused by this client, so an MRTR retry always gets a new one). */
  nextRequestId(): number;
}

/** A short random tag, so ids of two clients recording into one timeline never collide. */
function randomTag(): string {
  const bytes = new Uint8Array(3);
  globalThis.crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export function createClientContext(input: ClientOptions): ClientContext {
  const options = resolveOptions(input);
  const timeline = input.timeline ?? createTimeline();
  const tag = randomTag();
  let counter = 0;
  let requestId = 0;
  const secrets = secretHeaderSet(options.secretHeaders);
  const ctx: ClientContext = {
    options,
    timeline,
    secrets,
    record(event) {
      const stored = timeline.record(event);
      try {
        input.onEvent?.(stored);
      } catch {
        // A failing observer must not break the protocol exchange it observes.
      }
      return stored;
    },
    nextId: (kind) => `${kind}-${tag}-${++counter}`,
    nextRequestId: () => ++requestId,
  };
  if (input.auth) {
    ctx.auth = createAuthorizer(
      {
        endpoint: options.url,
        fetch: options.fetch,
        record: (event) => ctx.record(event),
        nextId: (kind) => ctx.nextId(kind),
        now: options.now,
        timers: options.timers,
        secrets,
        maxRecordedBodyChars: options.limits.maxRecordedBodyChars,
        defaultTimeoutMs: options.timeouts.connectMs,
      },
      input.auth,
    );
  }
  return ctx;
}
