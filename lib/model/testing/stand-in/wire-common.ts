// Small pieces every wire format of the stand-in uses: SSE frames, ids, token estimates, chunking.
import type { StandInFailure, StandInRequest, StandInToolCall, StandInTurn } from './stand-in-types';

/** One server-sent event as it goes on the wire (an `event:` line only when named). */
export function sseFrame(data: unknown, event?: string): string {
  return `${event ? `event: ${event}\n` : ''}data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`;
}

/** Ids in each provider's shape, counted per stand-in so runs are reproducible. */
export type IdSource = (prefix: string) => string;

export function createIdSource(): IdSource {
  let n = 0;
  return (prefix) => `${prefix}${(++n).toString(36).padStart(6, '0')}standin`;
}

/** A stand-in token count: a quarter of the characters, rounded up (what the usage fields report). */
export const estimateTokens = (text: string) => Math.ceil(text.length / 4);

/** Text cut into pieces of `size` characters (at least one piece, even for ""). */
export function chunkText(text: string, size: number): string[] {
  if (text === '') return [''];
  const pieces: string[] = [];
  for (let i = 0; i < text.length; i += size) pieces.push(text.slice(i, i + size));
  return pieces;
}

/** The arguments as JSON text: an object is serialised; raw text is sent as is (maybe broken). */
export function argumentsText(call: StandInToolCall): string {
  return call.rawArguments ?? JSON.stringify(call.arguments ?? {});
}

/** The arguments as an object, for formats that carry one (raw text that is no JSON object becomes {}). */
export function argumentsObject(call: StandInToolCall): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(argumentsText(call));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

export function outputTokens(turn: StandInTurn): number {
  return estimateTokens((turn.text ?? '') + (turn.toolCalls ?? []).map(argumentsText).join(''));
}

/** What every wire format needs to write an answer. */
export interface AnswerContext {
  request: StandInRequest;
  /** The parsed request body, for options a format reads (e.g. stream_options.include_usage). */
  body: Record<string, unknown>;
  id: IdSource;
  inputTokens: number;
  /** Seconds since the epoch, for `created` fields. */
  created: number;
  chunkChars: number;
}

/** A reply a wire format produces: status, headers and a body (JSON value or SSE frames). */
export type WireAnswer =
  | { status: number; headers: Record<string, string>; json: unknown }
  | { status: number; headers: Record<string, string>; frames: string[] };

/** Failure details a wire format turns into its own error body. */
export interface FailureContext {
  failure: StandInFailure;
  model: string;
  /** A message that replaces the provider-style one. */
  message?: string;
  retryAfterSeconds: number;
  /** The key the request carried, if any (only for messages that echo it, masked or not). */
  key?: string;
  /** Whether the request carried no key at all. */
  keyMissing: boolean;
  id: IdSource;
}

/** An API key masked the way OpenAI echoes one: its start, stars, its last four characters. */
export function maskKey(key: string): string {
  return key.length <= 10 ? '*'.repeat(key.length) : `${key.slice(0, 3)}${'*'.repeat(12)}${key.slice(-4)}`;
}

export const JSON_HEADERS = { 'content-type': 'application/json' } as const;
export const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache',
} as const;
