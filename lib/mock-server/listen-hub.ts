/**
 * The open `subscriptions/listen` streams of one server instance. A change (the tool list
 * switching) is offered to every subscriber; each decides from its own filter whether to send it.
 * Instances share nothing: a listen stream on one instance hears only that instance's changes.
 */
export type ListChange = 'tools' | 'prompts' | 'resources';

export interface ListenSubscriber {
  /** A list changed. */
  changed(kind: ListChange): void;
  /** The server is shutting down: end gracefully (send the listen result, then close). */
  shutdown(): void;
}

export interface ListenHub {
  add(subscriber: ListenSubscriber): () => void;
  broadcast(kind: ListChange): void;
  shutdown(): void;
  /** How many streams are open (for tests and the playground's server panel). */
  readonly size: number;
}

export function createListenHub(): ListenHub {
  const subscribers = new Set<ListenSubscriber>();
  return {
    add(subscriber) {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    broadcast(kind) {
      for (const subscriber of [...subscribers]) subscriber.changed(kind);
    },
    shutdown() {
      for (const subscriber of [...subscribers]) subscriber.shutdown();
    },
    get size() {
      return subscribers.size;
    },
  };
}
