// The validation worker's side of the protocol in worker-protocol.ts: pure, so Node tests run it directly.
import { applyEdits, format as formatEdits } from 'jsonc-parser';
import { isObject } from '../json/is-object';
import { parseJson } from '../json/parse-json';
import { quickFixesForAll } from './quick-fix/quick-fixes-for';
import { validateText } from './validate-document';
import { checkInstance, checkValue } from './value-check';
import {
  type FormatReply,
  type FormatRequest,
  isValidationWorkerRequest,
  requestValue,
  type TextChange,
  type ToolCheck,
  VALIDATION_TIME_BUDGET_MS,
  type ValidateReply,
  type ValidateRequest,
  type ValidationWorkerReply,
} from './worker-protocol';

/** Above this many edits, formatting replaces the whole text in one change (cheaper to apply). */
const MAX_FORMAT_CHANGES = 20_000;

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

function validate(request: ValidateRequest, now: () => number): ValidateReply {
  const started = now();
  const budgetMs = request.budgetMs ?? VALIDATION_TIME_BUDGET_MS;
  const toolText = request.toolText?.trim() ? request.toolText : undefined;
  let toolValue: unknown;
  if (toolText !== undefined && (request.kind === 'auto' || request.kind === 'call-result')) {
    const parsed = parseJson(toolText);
    if (parsed.ok && isObject(parsed.value)) toolValue = parsed.value;
  }
  const report = validateText(request.text, {
    kind: request.kind,
    profile: request.profile,
    tool: toolValue,
    budgetMs,
    ...(request.spec ? { spec: request.spec } : {}),
  });
  let tool: ToolCheck | undefined;
  if (report.kind === 'call-result' && toolText !== undefined) {
    // The definition is checked at the version its result was checked at (the server's).
    const toolReport = validateText(toolText, {
      kind: 'tool',
      profile: request.profile,
      budgetMs,
      ...(request.spec ? { spec: report.version ?? request.spec } : {}),
    });
    tool = {
      usable: toolValue !== undefined,
      report: toolReport,
      fixes: quickFixesForAll(toolText, toolReport.diagnostics, { now }),
    };
  }
  const fixes = quickFixesForAll(request.text, report.diagnostics, { now });
  const migrationFixes = report.migration?.length
    ? quickFixesForAll(request.text, report.migration, { now })
    : undefined;
  return {
    type: 'validated',
    id: request.id,
    report,
    tool,
    fixes,
    ...(migrationFixes ? { migrationFixes } : {}),
    elapsedMs: now() - started,
  };
}

/** Pretty-prints JSON with two spaces, keeping every token as written (numbers, escapes, key order). */
function format(request: FormatRequest): FormatReply {
  const doc = parseJson(request.text);
  if (!doc.ok) {
    const first = doc.syntaxErrors[0];
    const line = first?.range.start.line ?? 1;
    const column = first?.range.start.column ?? 1;
    return {
      type: 'formatted',
      id: request.id,
      result: {
        ok: false,
        error: {
          message: `Not formatted: the text is not valid JSON yet (line ${line}, column ${column}: ${first?.message ?? 'no value'}). Fix that first, then format again.`,
          line,
          column,
        },
      },
    };
  }
  const edits = formatEdits(request.text, undefined, {
    tabSize: 2,
    insertSpaces: true,
    eol: '\n',
    insertFinalNewline: true,
  });
  const changes: TextChange[] =
    edits.length > MAX_FORMAT_CHANGES
      ? [{ from: 0, to: request.text.length, insert: applyEdits(request.text, edits) }]
      : edits.map((e) => ({ from: e.offset, to: e.offset + e.length, insert: e.content }));
  return { type: 'formatted', id: request.id, result: { ok: true, changes } };
}

/**
 * The worker's whole job: answers one request. Never throws; a malformed request or an internal
 * failure becomes a `failed` reply carrying the request's id when it had one.
 */
export function handleValidationWorkerRequest(
  message: unknown,
  now: () => number = () => performance.now(),
): ValidationWorkerReply {
  const id = isObject(message) && isId(message.id) ? message.id : -1;
  if (!isValidationWorkerRequest(message)) {
    return {
      type: 'failed',
      id,
      message: 'The validation worker received a request it does not understand.',
    };
  }
  try {
    switch (message.type) {
      case 'validate':
        return validate(message, now);
      case 'format':
        return format(message);
      case 'check-value':
        return { type: 'value-checked', id, diagnostics: checkValue(requestValue(message), message.check) };
      case 'check-instance':
        return { type: 'instance-checked', id, result: checkInstance(message.schema, message.instance) };
    }
  } catch (error) {
    return {
      type: 'failed',
      id,
      message: `Validation failed inside the worker: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}
