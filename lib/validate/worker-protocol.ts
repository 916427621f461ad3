// The messages between the validator page and its Web Worker, shared by both sides.
//
//   page                                   worker
//    │ ◀──────────── { type: 'ready' }       (once, when the worker's module has loaded)
//    │ ── { type: 'validate', id, … } ────▶
//    │ ◀──── { type: 'validated', id, … }    (or { type: 'failed', id, message })
//    │ ── { type: 'format', id, text } ───▶
//    │ ◀──── { type: 'formatted', id, … }
//
// One request is in flight at a time (lib/browser/validation-client.ts); replies carry the request's
// id. A worker that does not reply within VALIDATION_TIME_LIMIT_MS is terminated and replaced.
//
// This module is imported by the page, so it stays light: types, guards and constants only. The
// worker's side is handleValidationWorkerRequest (handle-worker-request.ts), which loads the validator.
import { isDocumentKind, isProfile, type KindOption, type Profile } from './document-kind';
import type { ValidationReport } from './validate-document';

/** Rules stop between checks after this long; the report then carries `stopped` and says so. */
export const VALIDATION_TIME_BUDGET_MS = 1500;
/** A request still running after this long is abandoned and the worker replaced (the hard stop). */
export const VALIDATION_TIME_LIMIT_MS = 3000;

export interface ValidateRequest {
  type: 'validate';
  id: number;
  /** The document editor's text. */
  text: string;
  kind: KindOption;
  profile: Profile;
  /**
   * The text of the tool definition a tools/call result is checked against. Used (and itself
   * checked, as a tool definition) only when the document is validated as a `call-result`.
   */
  toolText?: string;
  /** Soft time budget for the rules (default VALIDATION_TIME_BUDGET_MS). */
  budgetMs?: number;
}

export interface FormatRequest {
  type: 'format';
  id: number;
  text: string;
}

export type ValidationWorkerRequest = ValidateRequest | FormatRequest;

/** The tool definition's own report, and whether it could be used to check the result. */
export interface ToolCheck {
  /** False when the definition is not a JSON object (then structuredContent was not checked against it). */
  usable: boolean;
  report: ValidationReport;
}

export interface ValidateReply {
  type: 'validated';
  id: number;
  report: ValidationReport;
  /** Present when the document was validated as a call-result and a tool definition was given. */
  tool?: ToolCheck;
  /** Time spent in the worker, in milliseconds. */
  elapsedMs: number;
}

/** A replacement in the original text: offsets are 0-based UTF-16, `to` exclusive. */
export interface TextChange {
  from: number;
  to: number;
  insert: string;
}

export type FormatOutcome =
  | { ok: true; changes: TextChange[] }
  | { ok: false; error: { message: string; line: number; column: number } };

export interface FormatReply {
  type: 'formatted';
  id: number;
  result: FormatOutcome;
}

/** The request could not be handled (malformed, or an internal failure). `id` is -1 when unknown. */
export interface FailedReply {
  type: 'failed';
  id: number;
  message: string;
}

/** Posted once by the worker when it is ready to take requests. */
export interface ReadyMessage {
  type: 'ready';
}

export type ValidationWorkerReply = ValidateReply | FormatReply | FailedReply;
export type ValidationWorkerMessage = ValidationWorkerReply | ReadyMessage;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

/** True when `value` is a well-formed request (checked by the worker before it acts). */
export function isValidationWorkerRequest(value: unknown): value is ValidationWorkerRequest {
  if (!isObject(value) || !isId(value.id) || typeof value.text !== 'string') return false;
  if (value.type === 'format') return true;
  if (value.type !== 'validate') return false;
  const { kind, profile, toolText, budgetMs } = value;
  return (
    typeof kind === 'string' &&
    (kind === 'auto' || isDocumentKind(kind)) &&
    typeof profile === 'string' &&
    isProfile(profile) &&
    (toolText === undefined || typeof toolText === 'string') &&
    (budgetMs === undefined || (typeof budgetMs === 'number' && budgetMs > 0))
  );
}

/** True when `value` looks like a message from the worker (checked by the page before it trusts one). */
export function isValidationWorkerMessage(value: unknown): value is ValidationWorkerMessage {
  if (!isObject(value)) return false;
  switch (value.type) {
    case 'ready':
      return true;
    case 'validated':
      return isId(value.id) && isObject(value.report) && Array.isArray(value.report.diagnostics);
    case 'formatted':
      return isId(value.id) && isObject(value.result) && typeof value.result.ok === 'boolean';
    case 'failed':
      return isId(value.id) && typeof value.message === 'string';
    default:
      return false;
  }
}
