/**
 * Human in the loop: which of the model's tool calls wait for the person, and what the approval
 * dialog tells them. A call runs without asking only when the server says the tool is read-only
 * (`readOnlyHint: true`, stated, not defaulted) and the person chose to let such calls through.
 * Annotations are the server's claims, not guarantees: the dialog says so.
 */

import { isObject } from '@/lib/json/is-object';
import { type HintRow, hintRows } from '../playground/tool-display';

export type ApprovalPolicy = { kind: 'auto'; reason: string } | { kind: 'ask'; reason: string };

/** Whether a call of `tool` waits for the person. A tool the server never listed always asks. */
export function approvalPolicy(tool: unknown, autoApproveReadOnly: boolean): ApprovalPolicy {
  if (!isObject(tool)) return { kind: 'ask', reason: 'The server did not list this tool.' };
  const annotations = isObject(tool.annotations) ? tool.annotations : {};
  const readOnly = annotations.readOnlyHint === true;
  if (readOnly && autoApproveReadOnly)
    return {
      kind: 'auto',
      reason: 'The server marks it read-only, and read-only tools are approved automatically.',
    };
  if (readOnly) return { kind: 'ask', reason: 'The server marks it read-only; automatic approval is off.' };
  return {
    kind: 'ask',
    reason:
      annotations.readOnlyHint === false
        ? 'The server says it may change things (readOnlyHint: false).'
        : 'The server does not say it is read-only, so it may change things (readOnlyHint defaults to false).',
  };
}

export interface AnnotationLine {
  label: string;
  value: string;
  /** Stated by the server, or the spec's default for a missing hint. */
  stated: boolean;
  tone: 'safe' | 'caution' | 'neutral';
}

const meaning: Record<HintRow['key'], [yes: string, no: string]> = {
  readOnlyHint: ['changes nothing', 'may change things'],
  destructiveHint: ['may delete or overwrite', 'only adds'],
  idempotentHint: ['repeating it changes nothing more', 'repeating it may change more'],
  openWorldHint: ['reaches outside systems', 'works on a closed set of data'],
};

/** The tool's behaviour hints in words, each marked as stated or defaulted; moot ones left out. */
export function annotationLines(tool: unknown): AnnotationLine[] {
  if (!isObject(tool)) return [];
  return hintRows(tool)
    .filter((row) => !row.moot)
    .map((row) => {
      const [yes, no] = meaning[row.key];
      const risky =
        (row.key === 'readOnlyHint' && !row.value) ||
        (row.key === 'destructiveHint' && row.value) ||
        (row.key === 'openWorldHint' && row.value);
      return {
        label: row.label,
        value: `${row.value ? 'yes' : 'no'}: ${row.value ? yes : no}`,
        stated: row.explicit,
        tone: row.key === 'readOnlyHint' && row.value ? 'safe' : risky ? 'caution' : 'neutral',
      };
    });
}

/** What the person answered for one call. `edited` runs with their arguments instead of the model's. */
export type ApprovalAnswer =
  | { kind: 'approve' }
  | { kind: 'edit'; arguments: unknown }
  | { kind: 'deny'; reason: string };

/** The default words sent back to the model when the person denies a call without saying why. */
export const DEFAULT_DENIAL = 'The user declined to run this tool call.';

/** The reason to send the model: the person's words, or the default. */
export function denialReason(text: string): string {
  const trimmed = text.trim();
  return trimmed === '' ? DEFAULT_DENIAL : trimmed.slice(0, 2000);
}
