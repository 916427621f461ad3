import type { HeaderRecord } from './http-response';
import type { MisbehaviourName } from './misbehaviour/misbehaviour-catalogue';
import type { MockServerEvent } from './mock-server-events';
import type { MockServerOptions } from './mock-server-options';
import type { UserToolSpec } from './user-tools/user-tool-spec';

/**
 * The messages between the page (the bridge in `lib/browser/`) and the mock server Worker. Both
 * sides import these types. Bodies travel as transferred ArrayBuffers, so they are moved, not
 * copied (text, a request body the caller gave as a string or a JSON answer, travels as a string).
 * A complete response travels whole in one message; a streamed (SSE) one as a head, then chunks as
 * the server produces them, then an end. Every message is as small as it can be: each one is
 * cloned on one thread and rebuilt on the other, on the path of every round trip. What the server reports (MockServerEvent) rides along on the next message as
 * `events`, or, when no message follows soon, in an `events` message of its own: one message per
 * answer instead of two.
 */

/** The options a page may set: MockServerOptions without functions (they cannot be posted). */
export interface WorkerMockOptions
  extends Pick<
    MockServerOptions,
    | 'serverInfo'
    | 'instructions'
    | 'maxBodyBytes'
    | 'pageSize'
    | 'listTtlMs'
    | 'keepAliveMs'
    | 'listenMaxMs'
    | 'conformance'
  > {
  catalogue?: 'teaching' | 'none';
  tools?: UserToolSpec[];
  misbehaviour?: Partial<Record<MisbehaviourName, boolean>>;
  /** The protected scenario: the mock requires OAuth and is its own authorization server. */
  protected?: boolean;
  /**
   * The one Client ID Metadata Document the protected mock may fetch (the site's own); without it
   * the mock accepts registered clients only.
   */
  clientMetadataUrl?: string;
}

export type ToWorker =
  /** Replaces the server (and its catalogue); open listen streams end gracefully first. */
  | { type: 'configure'; options: WorkerMockOptions }
  | {
      type: 'request';
      id: number;
      method: string;
      url: string;
      /** Flat `[name, value, name, value…]`, as `Headers` iterates them (lower-case, each once). */
      headers: string[];
      body: ArrayBuffer | string | null;
    }
  /** The caller aborted, or cancelled the response body: stop the work. */
  | { type: 'cancel'; id: number }
  /**
   * Which events the page listens to (none until it says): each one posted costs the page and the
   * Worker a structured clone, so a playground that only shows cancellations asks for those only.
   */
  | { type: 'report'; kinds: MockServerEvent['kind'][] | 'all' };

/** Events the server reported before this message, in order (dispatched before the message). */
interface Carried {
  events?: MockServerEvent[];
}

/**
 * A response's status line and headers: the server's header record as it wrote it, or a Response's
 * headers as pairs; `statusText` only when there is one (the mock sends none).
 */
interface Head {
  id: number;
  status: number;
  statusText?: string;
  headers: HeaderRecord | [string, string][];
}

export type FromWorker = Carried &
  (
    | { type: 'configured'; problems: string[] }
    /** A whole response at once: any body but SSE is complete when the server returns it. */
    | (Head & {
        type: 'response';
        /** A string for text (JSON, text/*) in UTF-8; the bytes otherwise. */
        body: ArrayBuffer | string | null;
      })
    /** The start of a streamed (SSE) response; chunks and an end follow. */
    | (Head & { type: 'head' })
    | { type: 'chunk'; id: number; bytes: ArrayBuffer }
    | { type: 'end'; id: number }
    | { type: 'error'; id: number; message: string }
    | { type: 'events'; events: MockServerEvent[] }
  );
