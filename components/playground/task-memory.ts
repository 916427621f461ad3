import { readStoredJson, type StorageLike, writeStoredJson } from '@/lib/browser/storage';
import type { Target } from '@/lib/client/index';
import { isObject } from '@/lib/json/is-object';

/**
 * The task a call of this tab is following, kept in the tab's sessionStorage so that a reload
 * can pick it up again by its id (the tasks extension asks clients to keep task ids for that).
 * Only the id, the tool and where the server is: never headers, arguments or results. The id of a
 * task is what reaches it, so it stays in this tab (sessionStorage is neither shared with other
 * tabs nor kept once the tab closes).
 */
export interface RememberedTask {
  taskId: string;
  toolName: string;
  /** `mock`, `api`, or the server's URL. */
  server: string;
  /** When it was remembered (epoch ms), so a very old one is not picked up. */
  savedAt: number;
}

export const TASK_MEMORY_KEY = 'mcp-tool-lab:running-task';
/** A remembered task older than this is dropped unread (the mock keeps tasks for an hour). */
export const TASK_MEMORY_MAX_AGE_MS = 60 * 60 * 1000;

export function serverOf(target: Target): string {
  return target.kind === 'url' ? target.url : target.kind;
}

export function rememberTask(storage: StorageLike | undefined, task: RememberedTask): void {
  writeStoredJson(storage, TASK_MEMORY_KEY, task);
}

export function forgetTask(storage: StorageLike | undefined): void {
  try {
    storage?.removeItem(TASK_MEMORY_KEY);
  } catch {
    // Storage blocked: nothing was kept either.
  }
}

/** The remembered task for `target`, if one is kept, well-formed, young enough and for this server. */
export function recallTask(
  storage: StorageLike | undefined,
  target: Target,
  now: number,
): RememberedTask | undefined {
  const read = readStoredJson(storage, TASK_MEMORY_KEY);
  if (!read.ok || !isObject(read.value)) return undefined;
  const { taskId, toolName, server, savedAt } = read.value;
  if (
    typeof taskId !== 'string' ||
    typeof toolName !== 'string' ||
    typeof server !== 'string' ||
    typeof savedAt !== 'number'
  )
    return undefined;
  if (taskId.length === 0 || taskId.length > 200 || now - savedAt > TASK_MEMORY_MAX_AGE_MS) return undefined;
  if (server !== serverOf(target)) return undefined;
  return { taskId, toolName, server, savedAt };
}
