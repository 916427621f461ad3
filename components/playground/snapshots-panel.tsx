'use client';

import { Button } from '@/components/ui/button';
import { CHANGE_KINDS } from '@/lib/diff/tool-change';
import type { ToolSnapshot } from '@/lib/diff/tool-snapshot';
import { plural } from '@/lib/text/plural';
import { Badge, Panel } from './panel';
import type { SnapshotDiffState, WorkflowActions } from './use-workflow';

function DiffView({ diff, name }: { diff: SnapshotDiffState['result']; name: string }) {
  if ('error' in diff)
    return (
      <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
        {diff.error}
      </p>
    );
  const s = diff.summary;
  return (
    <div className="mt-2">
      <p role="status" aria-label="Snapshot diff summary" className="text-sm font-medium">
        {s.total === 0
          ? `No changes: the live list (${plural(s.newTools, 'tool')}) matches the snapshot.`
          : `${plural(s.total, 'change')} since the snapshot: ${s.breaking} breaking, ${s.nonBreaking} not breaking${s.flagged ? `, ${s.flagged} flagged for review` : ''}.`}
      </p>
      {diff.notes.map((note) => (
        <p key={note} className="text-xs text-slate-600 dark:text-slate-400">
          {note}
        </p>
      ))}
      {s.total > 0 ? (
        <div className="mt-1 overflow-auto">
          <table className="w-full text-left text-xs">
            <caption className="sr-only">Changes from {name} to the live list</caption>
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-700">
                <th scope="col" className="py-1 pr-2">
                  Tool
                </th>
                <th scope="col" className="py-1 pr-2">
                  Change
                </th>
                <th scope="col" className="py-1 pr-2">
                  Impact
                </th>
                <th scope="col" className="py-1">
                  Detail
                </th>
              </tr>
            </thead>
            <tbody>
              {diff.changes.map((change) => (
                <tr
                  key={`${change.tool}|${change.change}|${change.path}|${change.detail}`}
                  className="border-b border-slate-100 align-top dark:border-slate-800"
                >
                  <td className="py-1 pr-2 font-mono break-all">{change.tool}</td>
                  <td className="py-1 pr-2">
                    {CHANGE_KINDS[change.change].label}
                    {change.path ? (
                      <span className="block font-mono text-slate-600 dark:text-slate-400">
                        {change.path}
                      </span>
                    ) : null}
                  </td>
                  <td className="py-1 pr-2">
                    <Badge tone={change.breaking ? 'danger' : change.flagged ? 'caution' : 'neutral'}>
                      {change.breaking ? 'breaking' : change.flagged ? 'flagged' : 'not breaking'}
                    </Badge>
                  </td>
                  <td className="py-1 break-words">{change.detail}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}

/**
 * Snapshots of the server's tools/list kept in this browser, each diffed against the live list on
 * demand with the same classification as `mcp-tool-lab diff` (breaking or not, annotation flags).
 */
export function SnapshotsPanel({
  snapshots,
  diff,
  actions,
  hasListing,
}: {
  snapshots: readonly ToolSnapshot[];
  diff: SnapshotDiffState | undefined;
  actions: WorkflowActions;
  hasListing: boolean;
}) {
  return (
    <Panel
      id="snapshots"
      title={`Tool list snapshots (${snapshots.length})`}
      actions={
        <Button size="sm" disabled={!hasListing} onClick={actions.saveSnapshot}>
          Save snapshot
        </Button>
      }
    >
      {snapshots.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Save a snapshot of the live tool list, change the server, then diff: each change is marked breaking
          or not, as <code>mcp-tool-lab diff</code> does.
        </p>
      ) : (
        <ul aria-label="Snapshots" className="space-y-2">
          {snapshots.map((snapshot) => (
            <li
              key={snapshot.id}
              className="rounded-md border border-slate-200 p-2 text-sm dark:border-slate-800"
            >
              <div className="flex flex-wrap items-center gap-1">
                <span className="mr-auto break-all">
                  {snapshot.name}{' '}
                  <span className="text-slate-600 dark:text-slate-400">
                    ({plural(snapshot.tools.length, 'tool')})
                  </span>
                </span>
                <Button
                  size="sm"
                  aria-label={`Diff ${snapshot.name} against the live list`}
                  onClick={() => actions.diffSnapshot(snapshot.id)}
                >
                  Diff with live list
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Delete snapshot ${snapshot.name}`}
                  onClick={() => actions.deleteSnapshot(snapshot.id)}
                >
                  Delete
                </Button>
              </div>
              {diff?.snapshotId === snapshot.id ? <DiffView diff={diff.result} name={snapshot.name} /> : null}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
