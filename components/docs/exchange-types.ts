/**
 * The shape of content/docs/exchanges.generated.json: HTTP exchanges recorded by
 * scripts/generate-exchanges.mjs, which sends each request through the mock server's `handle()`.
 * Nothing in it is typed by hand except the requests' inputs.
 */
export interface ExchangesFile {
  exchanges: RecordedExchange[];
}

export interface RecordedExchange {
  /** The name `<Exchange id="…" />` refers to. */
  id: string;
  title: string;
  /** One or two sentences: what the exchange demonstrates. */
  summary: string;
  request: RecordedRequest;
  response: RecordedResponse;
  /**
   * Rule ids the validator reports on this exchange's messages on purpose (a request that breaks a
   * rule to show the error it earns); empty when every message is clean. Asserted by the docs tests.
   */
  expectRules: string[];
}

export interface RecordedRequest {
  method: string;
  /** The endpoint path the request was sent to, e.g. "/mcp". */
  path: string;
  /** Header names as sent, in the order sent. */
  headers: [string, string][];
  /** The exact body text sent (one line of JSON). */
  body: string;
}

export interface RecordedResponse {
  status: number;
  statusText: string;
  /** Header names in lower case, as the Fetch API reports them. */
  headers: [string, string][];
  /** The body text for a JSON (or empty) response. */
  body?: string;
  /** The events of a `text/event-stream` response, in order. */
  events?: RecordedEvent[];
  /** True when the recording stopped reading a stream that stays open (a listen stream). */
  truncated?: boolean;
}

/** One SSE event (`data` is the JSON-RPC message's text) or a keep-alive comment. */
export type RecordedEvent = { event?: string; data: string } | { comment: string };
