import { plural } from '@/lib/text/plural';
import type { Severity } from '@/lib/validate/diagnostic';
import type { KindOption } from '@/lib/validate/document-kind';
import type { DiagnosticCounts } from '@/lib/validate/validate-document';

/** The kind selector's options, in menu order. */
export const KIND_OPTIONS: ReadonlyArray<{ value: KindOption; label: string }> = [
  { value: 'auto', label: 'Auto-detect' },
  { value: 'tool', label: 'Tool definition' },
  { value: 'tools', label: 'Array of tool definitions' },
  { value: 'tools-list-result', label: 'tools/list result' },
  { value: 'call-result', label: 'tools/call result' },
  { value: 'message', label: 'JSON-RPC message' },
  { value: 'task', label: 'Task (tasks extension)' },
];

export const SEVERITY_ORDER: readonly Severity[] = ['error', 'warning', 'info'];

export const SEVERITY_HEADINGS: Record<Severity, string> = {
  error: 'Errors',
  warning: 'Warnings',
  info: 'Info',
};

/** "2 errors, 1 warning, 3 info". */
export function countsText(counts: DiagnosticCounts): string {
  return `${plural(counts.errors, 'error')}, ${plural(counts.warnings, 'warning')}, ${plural(counts.infos, 'info', 'info')}`;
}

/** The first letter in upper case ("tools/…" and "JSON-RPC" stay as they are). */
export function sentenceCase(text: string): string {
  return text.startsWith('tools/') ? text : text.charAt(0).toUpperCase() + text.slice(1);
}
