/**
 * What the host knows about one request beyond its URL and headers. The web-standard `Request`
 * carries neither the sender's address nor the address it arrived on, so each host (node:http,
 * the Next.js route, the Worker) fills these in from what it can see.
 */
export interface RequestContext {
  /**
   * A stable key for the sending client, used for per-client limits (rate, listen streams):
   * normally its IP address as the host resolved it (see `lib/node/client-address.ts` for the
   * trusted-proxy rules). Absent: every request counts as the same unknown client.
   */
  client?: string;
  /**
   * The request arrived on a loopback address (127.0.0.1, ::1). Its `Host` must then name a
   * loopback host too: a page that rebinds its own DNS name to 127.0.0.1 reaches the server under
   * that name, and this is how the server tells it apart (DNS rebinding protection).
   */
  loopback?: boolean;
  /**
   * Aborts when the client goes away. Default: the Request's own signal. A host that builds a
   * Request per call passes the signal here instead of in the Request: Node 20's undici holds
   * every Request made with a signal until a full garbage collection (180,000 such Requests grew
   * the heap to 550 MB, against 50 MB without), which is how the load bench's RSS doubled.
   */
  signal?: AbortSignal;
}
