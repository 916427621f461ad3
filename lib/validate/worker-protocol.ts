// The messages between the validator page and its Web Worker, shared by both sides.
//
//   page                                   worker
//    │ ◀──────────── { type: 'ready' }       (once, when the worker's module has loaded)
//    │ ── { type: 'validate', id, … } ────▶
//    │ ◀──── { type: 'validated', id, … }    (or { type: 'failed', id, message })
//    │ ── { type: 'format', id, text } ───▶
//    │ ◀──── { type: 'formatted', id, … }
//    │ ── { type: 'check-value', id, value, check } ────▶       (the playground's client checks)
//    │ ◀──── { type: 'value-checked', id, diagnostics }
//    │ ── { type: 'check-instance', id, schema, instance } ─▶  (arguments, elicitation answers)
//    │ ◀──── { type: 'instance-checked', id, result }
//
// Both faces use this worker, through lib/browser/validation-client.ts: one request is in flight at
// a time, replies carry the request's id, and a worker that does not reply within
// VALIDATION_TIME_LIMIT_MS is terminated and replaced. The page never compiles a schema itself,
// which is what lets its Content-Security-Policy refuse eval (docs/decisions/0005).
//
// This module is imported by the page, so it stays light: types, guards and constants only. The
// worker's side is handleValidationWorkerRequest (handle-worker-request.ts), which loads the validator.
import { isObject } from '../json/is-object';
import type { Diagnostic } from './diagnostic';
import { isDocumentKind, isProfile, type KindOption, type Profile } from './document-kind';
import type { QuickFix } from './quick-fix/quick-fix';
import { isSpecOption, isSpecVersion, type SpecOption } from './spec-version';
import type { ValidationReport } from './validate-document';
import type { InstanceCheck, ValueCheck } from './value-check';

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
  /** The protocol version to check at, or `auto` (default 2026-07-28). */
  spec?: SpecOption;
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

/** Findings on a parsed value (a received result, a listed tool, a server's instructions). */
export interface CheckValueRequest {
  type: 'check-value';
  id: number;
  value: unknown;
  /**
   * The value as JSON text instead, when it nests too deep for postMessage's structured clone (a
   * server can send 100,000 levels); the worker parses it (see requestValue).
   */
  valueJson?: string;
  check: ValueCheck;
}

/** An instance against a JSON Schema (tool arguments, an elicitation's answer). */
export interface CheckInstanceRequest {
  type: 'check-instance';
  id: number;
  schema: unknown;
  instance: unknown;
}

export type ValidationWorkerRequest =
  | ValidateRequest
  | FormatRequest
  | CheckValueRequest
  | CheckInstanceRequest;

/**
 * The quick fixes of a report's findings: the index of a finding in `report.diagnostics` → its fixes,
 * as edits in the text that was validated (findings without a fix are left out).
 */
export type QuickFixIndex = Record<number, QuickFix[]>;

/** The tool definition's own report, and whether it could be used to check the result. */
export interface ToolCheck {
  /** False when the definition is not a JSON object (then structuredContent was not checked against it). */
  usable: boolean;
  report: ValidationReport;
  /** Quick fixes of the definition's findings, in `toolText`. */
  fixes?: QuickFixIndex;
}

export interface ValidateReply {
  type: 'validated';
  id: number;
  report: ValidationReport;
  /** Present when the document was validated as a call-result and a tool definition was given. */
  tool?: ToolCheck;
  /** Quick fixes of the document's findings, in `text`. */
  fixes?: QuickFixIndex;
  /** Quick fixes of the migration group (`report.migration`), in `text`. */
  migrationFixes?: QuickFixIndex;
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

export interface ValueCheckedReply {
  type: 'value-checked';
  id: number;
  diagnostics: Diagnostic[];
}

export interface InstanceCheckedReply {
  type: 'instance-checked';
  id: number;
  result: InstanceCheck;
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

export type ValidationWorkerReply =
  | ValidateReply
  | FormatReply
  | ValueCheckedReply
  | InstanceCheckedReply
  | FailedReply;
export type ValidationWorkerMessage = ValidationWorkerReply | ReadyMessage;

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

/** The value a check-value request carries, from `value` or from `valueJson`. */
export function requestValue(request: CheckValueRequest): unknown {
  return typeof request.valueJson === 'string' ? JSON.parse(request.valueJson) : request.value;
}

/** True when `value` is a well-formed request (checked by the worker before it acts). */
export function isValidationWorkerRequest(value: unknown): value is ValidationWorkerRequest {
  if (!isObject(value) || !isId(value.id)) return false;
  if (value.type === 'check-value')
    return isValueCheck(value.check) && ('value' in value || typeof value.valueJson === 'string');
  if (value.type === 'check-instance') return 'schema' in value && 'instance' in value;
  if (typeof value.text !== 'string') return false;
  if (value.type === 'format') return true;
  if (value.type !== 'validate') return false;
  const { kind, profile, toolText, budgetMs, spec } = value;
  return (
    typeof kind === 'string' &&
    (kind === 'auto' || isDocumentKind(kind)) &&
    (spec === undefined || isSpecOption(spec)) &&
    typeof profile === 'string' &&
    isProfile(profile) &&
    (toolText === undefined || typeof toolText === 'string') &&
    (budgetMs === undefined || (typeof budgetMs === 'number' && budgetMs > 0))
  );
}

function isValueCheck(value: unknown): value is ValueCheck {
  if (!isObject(value) || typeof value.kind !== 'string' || !isDocumentKind(value.kind)) return false;
  const { ruleIds, profile, spec, migration } = value;
  if (profile !== undefined && (typeof profile !== 'string' || !isProfile(profile))) return false;
  if (spec !== undefined && !isSpecVersion(spec)) return false;
  if (migration !== undefined && typeof migration !== 'boolean') return false;
  return ruleIds === undefined || (Array.isArray(ruleIds) && ruleIds.every((id) => typeof id === 'string'));
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
    case 'value-checked':
      return isId(value.id) && Array.isArray(value.diagnostics);
    case 'instance-checked':
      return isId(value.id) && isObject(value.result) && typeof value.result.usable === 'boolean';
    case 'failed':
      return isId(value.id) && typeof value.message === 'string';
    default:
      return false;
  }
}
