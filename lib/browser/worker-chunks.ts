/**
 * The scripts a worker started by the bundler will load, read from its URL: Turbopack starts a
 * worker at a small bootstrap script whose `#params=` fragment (or `params` query) holds the
 * chunk paths, which the bootstrap then loads with one `importScripts` call, and Chromium fetches
 * those one after another. Empty for any other URL (another bundler, a plain script), so a change
 * of that format only loses the head start, never the worker. Only same-origin URLs are returned.
 */
export function workerChunkUrls(workerUrl: string | URL, origin: string): string[] {
  let url: URL;
  try {
    url = new URL(workerUrl, origin);
  } catch {
    return [];
  }
  if (url.origin !== origin) return [];
  const raw =
    url.searchParams.get('params') ??
    (url.hash.startsWith('#params=') ? safeDecode(url.hash.slice('#params='.length)) : undefined);
  if (raw === undefined) return [];
  let params: unknown;
  try {
    params = JSON.parse(raw);
  } catch {
    return [];
  }
  const chunks = Array.isArray(params) && Array.isArray(params[0]) ? (params[0] as unknown[]) : [];
  const urls: string[] = [];
  // The bootstrap itself, as the worker requests it (a fragment is never sent).
  const bootstrap = new URL(url.href);
  bootstrap.hash = '';
  urls.push(bootstrap.href);
  for (const chunk of chunks) {
    const path =
      typeof chunk === 'string'
        ? chunk
        : typeof chunk === 'object' &&
            chunk !== null &&
            typeof (chunk as { path?: unknown }).path === 'string'
          ? (chunk as { path: string }).path
          : undefined;
    if (path === undefined) continue;
    let resolved: URL;
    try {
      resolved = new URL(path, origin);
    } catch {
      continue;
    }
    if (resolved.origin === origin && !urls.includes(resolved.href)) urls.push(resolved.href);
  }
  return urls;
}

function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** The part of `fetch` warming needs. */
export type WarmFetch = (
  url: string,
  init: { priority?: 'high' | 'low' | 'auto' },
) => Promise<{
  arrayBuffer(): Promise<unknown>;
}>;

/**
 * Fetches a worker's scripts all at once, so that when its bootstrap asks for them one after
 * another they come from the HTTP cache (the bundler's chunks are immutable and cached for a year)
 * or join the fetch already under way. Failures are ignored: the worker fetches what it lacks.
 */
export function warmWorkerChunks(workerUrl: string | URL, origin: string, fetchLike: WarmFetch): number {
  const urls = workerChunkUrls(workerUrl, origin);
  for (const url of urls) {
    void fetchLike(url, { priority: 'high' })
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
  }
  return urls.length;
}

/**
 * Runs `start` (which must construct the worker with `new Worker(new URL(…), …)` written out, the
 * form the bundler rewrites) with the global `Worker` swapped, for that one synchronous call, for a
 * subclass that first warms the worker's scripts (see warmWorkerChunks). The bundler's rewritten
 * call reads the global `Worker` when it runs, so the worker itself is created unchanged.
 */
export function startWithWarmChunks<W>(start: () => W): W {
  const scope = globalThis as { Worker?: typeof Worker };
  const Original = scope.Worker;
  if (Original === undefined || typeof fetch !== 'function') return start();
  const origin = globalThis.location.origin;
  scope.Worker = class extends Original {
    constructor(url: string | URL, options?: WorkerOptions) {
      warmWorkerChunks(url, origin, (href, init) => fetch(href, init as RequestInit));
      super(url, options);
    }
  };
  try {
    return start();
  } finally {
    scope.Worker = Original;
  }
}
