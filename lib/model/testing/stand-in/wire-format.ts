import type { StandInRequest, StandInTurn } from './stand-in-types';
import type { AnswerContext, FailureContext, IdSource, WireAnswer } from './wire-common';

/** What the URL already says about a request (Gemini puts the model and streaming in the path). */
export interface RouteHints {
  model?: string;
  stream?: boolean;
}

export type ReadResult = { ok: true; request: StandInRequest } | { ok: false; message: string };

/** One provider wire format: read a request, write an answer, write its error bodies. */
export interface WireFormat {
  read(body: unknown, hints: RouteHints): ReadResult;
  answer(turn: StandInTurn, context: AnswerContext): WireAnswer;
  failure(context: FailureContext): WireAnswer & { json: unknown };
  /** A 400 in this provider's error shape. */
  badRequest(message: string, id: IdSource): WireAnswer & { json: unknown };
}

/** Text of a content value that is a string or an array of typed parts (text parts joined). */
export function textOf(content: unknown, types: readonly string[] = ['text']): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((part) =>
      typeof part === 'object' && part !== null && types.includes(String((part as { type?: unknown }).type))
        ? String((part as { text?: unknown }).text ?? '')
        : '',
    )
    .filter(Boolean)
    .join('\n');
}
