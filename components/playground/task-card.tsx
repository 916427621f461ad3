'use client';

import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { progressOfStatus, type TaskView } from '@/lib/client/index';
import { HiddenText } from './hidden-text';
import { formatMs } from './provenance-line';

const STATUS_TONE: Record<TaskView['status'], string> = {
  working: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
  input_required: 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100',
  completed: 'bg-emerald-100 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-100',
  failed: 'bg-red-100 text-red-950 dark:bg-red-950 dark:text-red-100',
  cancelled: 'bg-slate-200 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
};

const TERMINAL = new Set<TaskView['status']>(['completed', 'failed', 'cancelled']);

/** Milliseconds since `from`, redrawn every second while `live`. */
function useElapsed(from: number, live: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!live) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [live]);
  return Math.max(0, now - from);
}

/**
 * A task (io.modelcontextprotocol/tasks) the call became: its status and status message (read
 * aloud when they change), a progress bar when the message carries a count or a percentage, the
 * time since the handle came, the steps it went through, and Cancel (tasks/cancel) while it runs.
 * Input it asks for opens the input dialog, like an MRTR round. Every string from the server is
 * shown as text.
 */
export function TaskCard({
  task,
  live,
  onCancel,
  resumed = false,
}: {
  task: TaskView;
  /** Still being followed (the call runs): the clock ticks and Cancel is offered. */
  live: boolean;
  onCancel?(): void;
  resumed?: boolean;
}) {
  const [cancelling, setCancelling] = useState(false);
  const ended = TERMINAL.has(task.status);
  const running = live && !ended;
  const elapsed = useElapsed(task.startedAt, running);
  const last = task.steps.at(-1);
  const shownElapsed = running ? elapsed : last ? last.at - task.startedAt : elapsed;
  const progress = progressOfStatus(task.statusMessage);
  const barValue =
    task.status === 'completed'
      ? { value: 1, max: 1 }
      : progress
        ? { value: progress.done, max: progress.total }
        : undefined;
  return (
    <section
      aria-label="Task"
      data-state={task.status}
      className="space-y-2 rounded-lg border border-slate-300 p-2 text-sm dark:border-slate-700"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">Task{resumed ? ' (picked up again after a reload)' : ''}</h3>
        <span className={cn('rounded px-1.5 py-0.5 text-xs font-medium', STATUS_TONE[task.status])}>
          {task.status.replace('_', ' ')}
        </span>
        <span className="text-xs text-slate-600 tabular-nums dark:text-slate-400">
          <span className="sr-only">Elapsed time: </span>
          {formatMs(shownElapsed)}
        </span>
        {running && onCancel ? (
          <Button
            size="sm"
            className="ml-auto"
            disabled={cancelling}
            onClick={() => {
              setCancelling(true);
              onCancel();
            }}
          >
            {cancelling ? 'Cancelling…' : 'Cancel task'}
          </Button>
        ) : null}
      </div>
      <p role="status" aria-label="Task status" className="text-xs">
        {task.status === 'input_required' && live ? (
          'Waiting for your answer (see the dialog)'
        ) : task.statusMessage !== undefined ? (
          <HiddenText text={task.statusMessage} />
        ) : (
          task.status
        )}
      </p>
      {ended && !barValue ? null : (
        <progress aria-label="Task progress" className="h-2 w-full" {...(barValue ?? {})} />
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs text-slate-700 dark:text-slate-300">
        <dt>Task id</dt>
        <dd className="truncate font-mono">
          <HiddenText text={task.taskId} />
        </dd>
        <dt>Polling</dt>
        <dd>
          every {task.pollIntervalMs !== undefined ? formatMs(task.pollIntervalMs) : '1 s (no hint)'} at the
          most · {task.seen.get} tasks/get · {task.seen.notification} notification
          {task.seen.notification === 1 ? '' : 's'}
        </dd>
        <dt>Kept</dt>
        <dd>{task.ttlMs === null ? 'without limit' : `${formatMs(task.ttlMs)} after creation`}</dd>
      </dl>
      <details>
        <summary className="cursor-pointer text-xs font-medium">Steps ({task.steps.length})</summary>
        <ol aria-label="Task steps" className="mt-1 space-y-0.5 text-xs">
          {task.steps.map((step, i) => (
            <li key={i} className="flex gap-2">
              <span className="w-14 shrink-0 text-right tabular-nums text-slate-500">
                +{formatMs(step.at - task.startedAt)}
              </span>
              <span className="font-medium">{step.status.replace('_', ' ')}</span>
              {step.statusMessage !== undefined ? (
                <span className="truncate text-slate-600 dark:text-slate-400">
                  <HiddenText text={step.statusMessage} />
                </span>
              ) : null}
              <span className="text-slate-500">
                ({step.source === 'create' ? 'handle' : step.source === 'get' ? 'tasks/get' : 'notification'})
              </span>
            </li>
          ))}
        </ol>
      </details>
    </section>
  );
}
