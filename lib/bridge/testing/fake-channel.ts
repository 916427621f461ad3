import type { StdioChannel, StdioExit } from '../stdio-channel';

/**
 * An in-memory stdio server for gateway tests: `sent` is what reached its stdin, `reply` plays its
 * stdout, `exit` ends it. `answer` makes it answer like a server would, one message at a time.
 */
export interface FakeChannel extends StdioChannel {
  sent: Record<string, unknown>[];
  reply(message: unknown): void;
  exit(exit?: Partial<StdioExit>): void;
  stopped: boolean;
  /** Called for each message sent to the server (after it is recorded). */
  answer?: (message: Record<string, unknown>, channel: FakeChannel) => void;
}

export function fakeChannel(label = 'server', stderr = ''): FakeChannel {
  const onMessage: ((message: unknown) => void)[] = [];
  const onExit: ((exit: StdioExit) => void)[] = [];
  let exited: StdioExit | undefined;
  const channel: FakeChannel = {
    label,
    sent: [],
    stopped: false,
    get exited() {
      return exited;
    },
    send(message) {
      if (exited) return;
      // Through JSON, as a real pipe would carry it.
      const copy = JSON.parse(JSON.stringify(message)) as Record<string, unknown>;
      channel.sent.push(copy);
      channel.answer?.(copy, channel);
    },
    onMessage: (listener) => void onMessage.push(listener),
    onExit: (listener) => (exited ? listener(exited) : void onExit.push(listener)),
    recentStderr: () => stderr,
    reply(message) {
      for (const listener of onMessage) listener(JSON.parse(JSON.stringify(message)));
    },
    exit(partial = {}) {
      if (exited) return;
      exited = { code: 1, signal: null, ...partial };
      for (const listener of onExit.splice(0)) listener(exited);
    },
    async stop() {
      channel.stopped = true;
      channel.exit({ code: 0 });
    },
    kill() {
      channel.exit({ code: null, signal: 'SIGKILL' });
    },
  };
  return channel;
}

/** Reads an SSE body to its end (or `count` events) and returns each event's JSON. */
export async function readEvents(response: Response, count = Number.POSITIVE_INFINITY): Promise<unknown[]> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const events: unknown[] = [];
  while (events.length < count) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    let end = text.indexOf('\n\n');
    while (end !== -1) {
      const data = text
        .slice(0, end)
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      if (data) events.push(JSON.parse(data));
      text = text.slice(end + 2);
      end = text.indexOf('\n\n');
    }
  }
  if (events.length >= count) await reader.cancel();
  return events;
}
