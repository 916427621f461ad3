/**
 * The open `subscriptions/listen` streams of one server instance. A change is offered to every
 * subscriber of the scope it happened in; each decides from its own filter whether to send it.
 * Changes made on other instances arrive through the shared demo state (`demo-state.ts`), so a
 * stream hears every change of its scope, whichever instance made it.
 */
export type ListChange = 'tools' | 'prompts' | 'resources';

export interface ListenSubscriber {
  /** The visitor scope the stream belongs to (undefined: the shared view, which never changes). */
  scope: string | undefined;
  /** The client that opened it (for the per-client cap). */
  client: string;
  /** A list changed. */
  changed(kind: ListChange): void;
  /** The server is shutting down: end gracefully (send the listen result, then close). */
  shutdown(): void;
}

export interface ListenHub {
  add(subscriber: ListenSubscriber): () => void;
  broadcast(scope: string, kind: ListChange): void;
  /** Ends every stream gracefully; from then on the hub is closed and new streams end at once. */
  shutdown(): void;
  /** True once {@link shutdown} ran: the server is going away and opens no new streams. */
  readonly closed: boolean;
  /** Streams open from `client`. */
  openBy(client: string): number;
  /** How many streams are open (for tests and the playground's server panel). */
  readonly size: number;
}

export function createListenHub(): ListenHub {
  const subscribers = new Set<ListenSubscriber>();
  const perClient = new Map<string, number>();
  let closed = false;
  return {
    add(subscriber) {
      // A stream that got past the handler's check while shutdown began still ends gracefully.
      if (closed) {
        queueMicrotask(() => subscriber.shutdown());
        return () => undefined;
      }
      subscribers.add(subscriber);
      perClient.set(subscriber.client, (perClient.get(subscriber.client) ?? 0) + 1);
      let removed = false;
      return () => {
        if (removed) return;
        removed = true;
        subscribers.delete(subscriber);
        const left = (perClient.get(subscriber.client) ?? 1) - 1;
        if (left <= 0) perClient.delete(subscriber.client);
        else perClient.set(subscriber.client, left);
      };
    },
    broadcast(scope, kind) {
      for (const subscriber of [...subscribers]) if (subscriber.scope === scope) subscriber.changed(kind);
    },
    shutdown() {
      closed = true;
      for (const subscriber of [...subscribers]) subscriber.shutdown();
    },
    get closed() {
      return closed;
    },
    openBy: (client) => perClient.get(client) ?? 0,
    get size() {
      return subscribers.size;
    },
  };
}
