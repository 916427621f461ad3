import { isObject } from '../../json/is-object';
import { META_KEYS } from '../meta-keys';
import { TASKS_EXTENSION_ID, type TaskStatus, TERMINAL_TASK_STATUSES } from './tasks-extension';

/**
 * The status lifecycle of a task (SEP-2663):
 *
 *            ┌──────────────┐
 *   start ──►│   working    │◄──────┐
 *            └──┬────────┬──┘       │ answers arrive
 *               │        └─────►┌───┴────────────┐
 *               │               │ input_required │
 *               ▼               └───┬────────────┘
 *       completed | failed | cancelled ◄┘        (terminal: never left)
 *
 * A task may also be created in any of these states; the handle's status is only its seed.
 */
export function isTerminalTaskStatus(status: TaskStatus): boolean {
  return TERMINAL_TASK_STATUSES.includes(status);
}

/** Whether a task seen in `from` may later be seen in `to` (the same status is always fine). */
export function isAllowedTaskTransition(from: TaskStatus, to: TaskStatus): boolean {
  if (from === to) return true;
  return !isTerminalTaskStatus(from);
}

/** Whether a `ClientCapabilities` object declares the tasks extension (an object under its id). */
export function declaresTasksExtension(capabilities: unknown): boolean {
  return (
    isObject(capabilities) &&
    isObject(capabilities.extensions) &&
    isObject(capabilities.extensions[TASKS_EXTENSION_ID])
  );
}

/** Whether a request's `params` declare the tasks extension in `_meta`'s client capabilities. */
export function requestDeclaresTasks(params: unknown): boolean {
  if (!isObject(params) || !isObject(params._meta)) return false;
  return declaresTasksExtension(params._meta[META_KEYS.clientCapabilities]);
}

/** `capabilities` with the tasks extension declared (other extensions kept). */
export function withTasksExtension<T extends Record<string, unknown>>(capabilities: T): T {
  const extensions = isObject(capabilities.extensions) ? capabilities.extensions : {};
  return { ...capabilities, extensions: { ...extensions, [TASKS_EXTENSION_ID]: {} } };
}

/** `capabilities` without the tasks extension (the `extensions` member dropped when it empties). */
export function withoutTasksExtension<T extends Record<string, unknown>>(capabilities: T): T {
  if (!isObject(capabilities.extensions) || !(TASKS_EXTENSION_ID in capabilities.extensions))
    return capabilities;
  const { [TASKS_EXTENSION_ID]: _dropped, ...rest } = capabilities.extensions;
  const { extensions: _old, ...others } = capabilities;
  return (Object.keys(rest).length > 0 ? { ...others, extensions: rest } : others) as T;
}

/**
 * ISO 8601 date-time text as the extension's timestamps use it: a date, `T`, a time with optional
 * fraction, and a zone (`Z` or ±hh:mm). A zone is required, since a task's times are compared
 * across machines.
 */
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

export function isIsoTimestamp(value: unknown): value is string {
  return typeof value === 'string' && ISO_TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value));
}
