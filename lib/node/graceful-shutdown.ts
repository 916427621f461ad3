import { subscribe } from 'node:diagnostics_channel';
import type { Server } from 'node:http';

/**
 * Graceful shutdown of the Next.js server's /api/mcp. On SIGTERM (or SIGINT) Next's own handler
 * closes the HTTP server and waits for every open response before it exits; an open
 * `subscriptions/listen` stream would hold that wait until the platform kills the process and
 * cuts the stream. So on the same signal every registered closer runs: the hosted server ends its
 * listen streams with their final result and opens no new ones (503), and its answers carry
 * `Connection: close` so keep-alive clients take their next request elsewhere.
 *
 * The route module and `instrumentation.ts` are separate bundles with separate module state; the
 * closers live on `globalThis` under a registered symbol so both see one set.
 */

/** What a closer needs of the process: signal listeners (a fake in tests). */
export interface SignalSource {
  on(signal: 'SIGTERM' | 'SIGINT', listener: () => void): unknown;
  off(signal: 'SIGTERM' | 'SIGINT', listener: () => void): unknown;
}

type Closer = () => void | Promise<void>;

interface ShutdownState {
  closers: Set<Closer>;
  started: boolean;
  installed: boolean;
}

const STATE = Symbol.for('mcp-tool-lab.graceful-shutdown');
type Marked = typeof globalThis & { [STATE]?: ShutdownState };

function state(): ShutdownState {
  const marked = globalThis as Marked;
  marked[STATE] ??= { closers: new Set(), started: false, installed: false };
  return marked[STATE];
}

/**
 * Registers `close` to run once when shutdown begins (at once, when it has begun already).
 * Returns a function that unregisters it.
 */
export function onShutdown(close: Closer): () => void {
  const shared = state();
  if (shared.started) {
    void runOne(close);
    return () => undefined;
  }
  shared.closers.add(close);
  return () => {
    shared.closers.delete(close);
  };
}

async function runOne(close: Closer): Promise<void> {
  try {
    await close();
  } catch (error) {
    // A failing closer must not stop the others, nor the exit.
    console.error('mcp-tool-lab: a shutdown step failed', error);
  }
}

/** Runs every registered closer once (what the signal does); resolves when all have finished. */
async function beginShutdown(): Promise<void> {
  const shared = state();
  if (shared.started) return;
  shared.started = true;
  const closers = [...shared.closers];
  shared.closers.clear();
  await Promise.all(closers.map(runOne));
}

/** True once shutdown has begun. */
export function shuttingDown(): boolean {
  return state().started;
}

/**
 * Listens for SIGTERM and SIGINT on `source` (the process by default) and begins shutdown on the
 * first. It adds to the signal's listeners and never exits the process itself: Next.js's handler
 * (or the host's) still decides when to exit, once the open responses have ended. Idempotent per
 * process. Returns a function that removes the listeners (for tests).
 */
export function installGracefulShutdown(source: SignalSource = process): () => void {
  const shared = state();
  if (source === process && shared.installed) return () => undefined;
  if (source === process) shared.installed = true;
  const listener = () => {
    void beginShutdown();
  };
  source.on('SIGTERM', listener);
  source.on('SIGINT', listener);
  return () => {
    source.off('SIGTERM', listener);
    source.off('SIGINT', listener);
    if (source === process) shared.installed = false;
  };
}

/**
 * While shutting down, closes every keep-alive connection of this process's HTTP servers as soon
 * as it is idle. Node's `server.close()` closes the connections idle at that moment; one whose
 * response (a listen stream, say) ends later would stay open until its keep-alive timeout or the
 * client's, holding the exit for seconds and taking new requests meanwhile. Servers are learnt
 * from their requests (the `http.server.request.start` channel). Idempotent per process.
 */
export function installIdleConnectionDrain(intervalMs = 200): void {
  const marked = globalThis as Marked & { [DRAIN]?: true };
  if (marked[DRAIN]) return;
  marked[DRAIN] = true;
  const servers = new Set<Server>();
  subscribe('http.server.request.start', (message) => {
    servers.add((message as { server: Server }).server);
  });
  onShutdown(() => {
    const drain = () => {
      for (const server of servers) server.closeIdleConnections();
    };
    drain();
    setInterval(drain, intervalMs).unref();
  });
}

const DRAIN = Symbol.for('mcp-tool-lab.idle-connection-drain');

/** For tests: forgets every closer and that shutdown began. */
export function resetShutdownForTests(): void {
  const shared = state();
  shared.closers.clear();
  shared.started = false;
}
