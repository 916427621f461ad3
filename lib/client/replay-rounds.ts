import { isObject } from '../json/is-object';
import type { ReplayRound } from '../wire/curl';
import type { HttpRequestEvent, TimelineEvent } from './timeline-event';

const requestStateOf = (event: HttpRequestEvent): string | undefined => {
  const json = event.body?.json;
  const params = isObject(json) && isObject(json.params) ? json.params : undefined;
  return typeof params?.requestState === 'string' ? params.requestState : undefined;
};

/**
 * The rounds of the MRTR call that `event` is a retry of, first round first, up to `event`: the
 * requests of its operation that carry the same method and tool. Undefined when `event` carries no
 * `requestState` (a first round, or any other request: it replays on its own), or when a round's
 * body was cut at the recording limit (it could not be sent as it was).
 */
export function replayRoundsOf(
  events: readonly TimelineEvent[],
  event: HttpRequestEvent,
): ReplayRound[] | undefined {
  if (requestStateOf(event) === undefined || event.operationId === undefined) return undefined;
  const sameCall = events.filter(
    (e): e is HttpRequestEvent =>
      e.type === 'http-request' &&
      e.operationId === event.operationId &&
      e.purpose === event.purpose &&
      e.rpc?.method === event.rpc?.method &&
      e.seq <= event.seq,
  );
  if (sameCall.length < 2 || sameCall.some((e) => e.body?.truncated)) return undefined;
  return sameCall.map((e) => {
    const requestState = requestStateOf(e);
    return {
      method: e.method,
      url: e.url,
      headers: e.headers,
      ...(e.body ? { body: e.body.text } : {}),
      ...(requestState !== undefined ? { requestState } : {}),
    };
  });
}
