import type { MisbehaviourName } from './misbehaviour/misbehaviour-catalogue';
import type { MockServerEvent } from './mock-server-events';
import type { MockServerOptions } from './mock-server-options';
import type { UserToolSpec } from './user-tools/user-tool-spec';

/**
 * The messages between the page (the bridge in `lib/browser/`) and the mock server Worker. Both
 * sides import these types. Bodies travel as transferred ArrayBuffers, so they are moved, not
 * copied. A JSON response travels whole in one message; an SSE response as a head, then chunks as
 * the server produces them, then an end.
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
      headers: [string, string][];
      body: ArrayBuffer | null;
    }
  /** The caller aborted, or cancelled the response body: stop the work. */
  | { type: 'cancel'; id: number };

export type FromWorker =
  | { type: 'configured'; problems: string[] }
  /** A whole response at once: any body but SSE is complete when the server returns it. */
  | {
      type: 'response';
      id: number;
      status: number;
      statusText: string;
      headers: [string, string][];
      body: ArrayBuffer | null;
    }
  /** The start of a streamed (SSE) response; chunks and an end follow. */
  | { type: 'head'; id: number; status: number; statusText: string; headers: [string, string][] }
  | { type: 'chunk'; id: number; bytes: ArrayBuffer }
  | { type: 'end'; id: number }
  | { type: 'error'; id: number; message: string }
  | { type: 'event'; event: MockServerEvent };
