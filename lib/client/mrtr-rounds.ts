/**
 * The MRTR state machine of one request (SEP-2322, digest §7):
 *
 *   sending ──complete──► complete
 *     │  ▲ └──failed───► failed          (any state ──cancelled──► cancelled)
 *     │  └──answered (round + 1)
 *     └──input-required──► awaiting-input   (or ► limit when the round limit is reached)
 *
 * The retry repeats the original params, adds `inputResponses` (only when input was asked for)
 * and echoes `requestState` exactly as received — never one the server did not send.
 */
export interface MrtrRound {
  round: number;
  inputRequests?: Record<string, unknown>;
  requestState?: string;
  inputResponses?: Record<string, unknown>;
}

export interface MrtrState {
  status: 'sending' | 'awaiting-input' | 'complete' | 'failed' | 'limit' | 'cancelled';
  /** 1-based number of the request being (or last) sent. */
  round: number;
  maxRounds: number;
  /** The state to echo on the next retry, exactly as the server sent it. */
  requestState?: string;
  /** The input requests waiting for answers. */
  pending?: Record<string, unknown>;
  /** The answers collected for the next retry. */
  inputResponses?: Record<string, unknown>;
  history: MrtrRound[];
  reason?: string;
}

export type MrtrAction =
  | { type: 'input-required'; inputRequests?: Record<string, unknown>; requestState?: string }
  | { type: 'answered'; inputResponses: Record<string, unknown> }
  | { type: 'complete' }
  | { type: 'failed'; reason: string }
  | { type: 'cancelled' };

/** Default limit on requests per call (the first plus seven retries). */
export const DEFAULT_MAX_MRTR_ROUNDS = 8;

export function initialMrtrState(maxRounds = DEFAULT_MAX_MRTR_ROUNDS): MrtrState {
  return { status: 'sending', round: 1, maxRounds: Math.max(1, maxRounds), history: [] };
}

const finished = (state: MrtrState) =>
  state.status === 'complete' ||
  state.status === 'failed' ||
  state.status === 'limit' ||
  state.status === 'cancelled';

export function mrtrReducer(state: MrtrState, action: MrtrAction): MrtrState {
  if (finished(state)) return state;
  switch (action.type) {
    case 'input-required': {
      if (state.status !== 'sending') return state;
      const record: MrtrRound = {
        round: state.round,
        ...(action.inputRequests !== undefined ? { inputRequests: action.inputRequests } : {}),
        ...(action.requestState !== undefined ? { requestState: action.requestState } : {}),
      };
      const history = [...state.history, record];
      if (state.round >= state.maxRounds) {
        return {
          ...state,
          status: 'limit',
          history,
          reason: `the server asked for input ${state.round} times; the limit is ${state.maxRounds} requests per call`,
        };
      }
      const { inputResponses: _dropped, ...rest } = state;
      return {
        ...rest,
        status: 'awaiting-input',
        history,
        ...(action.inputRequests !== undefined ? { pending: action.inputRequests } : { pending: undefined }),
        // Only the latest state is echoed; an absent one must not carry over from an earlier round.
        requestState: action.requestState,
      };
    }
    case 'answered': {
      if (state.status !== 'awaiting-input') return state;
      const history = state.history.map((r, i) =>
        i === state.history.length - 1 ? { ...r, inputResponses: action.inputResponses } : r,
      );
      return {
        ...state,
        status: 'sending',
        round: state.round + 1,
        pending: undefined,
        inputResponses: action.inputResponses,
        history,
      };
    }
    case 'complete':
      return state.status === 'sending' ? { ...state, status: 'complete' } : state;
    case 'failed':
      return { ...state, status: 'failed', reason: action.reason };
    case 'cancelled':
      return { ...state, status: 'cancelled' };
  }
}

/**
 * The params of the next request: the original params (name, arguments, uri…) without any
 * earlier MRTR fields, plus this round's `inputResponses` (when input was asked for) and the
 * `requestState` exactly as received (when one was sent).
 */
export function retryParams(original: Record<string, unknown>, state: MrtrState): Record<string, unknown> {
  const { inputResponses: _r, requestState: _s, ...params } = original;
  const last = state.history[state.history.length - 1];
  if (state.round > 1 && last?.inputRequests !== undefined && state.inputResponses !== undefined) {
    params.inputResponses = state.inputResponses;
  }
  if (state.round > 1 && state.requestState !== undefined) params.requestState = state.requestState;
  return params;
}
