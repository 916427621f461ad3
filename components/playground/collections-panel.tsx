'use client';

import { Button } from '@/components/ui/button';
import type { PersistStatus } from '@/hooks/use-persisted-state';
import type { Collection } from '@/lib/collection/collection-schema';
import { describeExpectation } from '@/lib/collection/describe-expectation';
import type { CallReport } from '@/lib/collection/run-collection';
import { plural } from '@/lib/text/plural';
import { Badge, Panel } from './panel';
import type { CollectionRunState, WorkflowActions } from './use-workflow';

function storageNote(status: PersistStatus): string | undefined {
  switch (status.status) {
    case 'saved':
      return undefined;
    case 'refused':
      return status.reason;
    case 'too-large':
      return `Not saved in this browser: the collections take ${Math.round(status.size / 1000)} kB, over ${status.limit / 1000} kB. Export and delete some.`;
    case 'unavailable':
      return `Not saved in this browser: ${status.reason}. Export collections to keep them.`;
  }
}

function ReportRow({ report }: { report: CallReport }) {
  const failed = report.expectations.filter((e) => !e.pass);
  return (
    <li className="text-sm">
      <span className="flex flex-wrap items-center gap-2">
        <Badge
          tone={report.status === 'passed' ? 'safe' : report.status === 'skipped' ? 'neutral' : 'danger'}
        >
          {report.status === 'passed' ? 'PASS' : report.status === 'skipped' ? 'SKIP' : 'FAIL'}
        </Badge>
        <span className="font-mono break-all">
          {report.name ? `${report.id} (${report.name})` : report.id}
        </span>
        <span className="text-xs text-slate-600 dark:text-slate-400">
          {report.kind ?? 'not run'}, {report.durationMs} ms
        </span>
      </span>
      {report.status === 'failed' ? (
        <ul className="mt-0.5 ml-4 list-disc text-xs text-red-800 dark:text-red-300">
          {report.expectations.length === 0 ? <li>No result: {report.problem ?? report.kind}</li> : null}
          {failed.map((e) => (
            <li key={describeExpectation(e.expectation)}>
              {describeExpectation(e.expectation)}: {e.message}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function RunResults({ state }: { state: CollectionRunState }) {
  const reports = state.status === 'running' ? state.reports : state.run.calls;
  const summary =
    state.status === 'running'
      ? `Running: ${state.reports.length} of ${plural(state.total, 'call')} done.`
      : `${state.run.summary.passed} passed, ${state.run.summary.failed} failed${state.run.summary.skipped ? `, ${state.run.summary.skipped} skipped` : ''} (${state.run.durationMs} ms).`;
  return (
    <div className="mt-2 rounded-md bg-slate-50 p-2 dark:bg-slate-950">
      <p role="status" aria-label={`Run results of ${state.name}`} className="text-sm font-medium">
        {summary}
      </p>
      <ul aria-label={`Results of ${state.name}`} className="mt-1 space-y-1">
        {reports.map((report) => (
          <ReportRow key={report.id} report={report} />
        ))}
      </ul>
    </div>
  );
}

/**
 * The collections kept in this browser: each one's saved calls and their checks, run against the
 * current server (pass or fail per call, with the failing check's message), export as the file
 * `mcp-tool-lab test` reads, import one back. A file that cannot be imported changes nothing.
 */
export function CollectionsPanel({
  collections,
  runState,
  importError,
  storage,
  actions,
  connected,
}: {
  collections: readonly Collection[];
  runState: CollectionRunState | undefined;
  importError: string | undefined;
  storage: PersistStatus;
  actions: WorkflowActions;
  connected: boolean;
}) {
  const note = storageNote(storage);
  const running = runState?.status === 'running';
  return (
    <Panel
      id="collections"
      title={`Collections (${collections.length})`}
      actions={
        <Button size="sm" onClick={actions.importCollection}>
          Import collection
        </Button>
      }
    >
      {importError ? (
        <p role="alert" className="mb-2 text-sm text-red-700 dark:text-red-300">
          {importError}
        </p>
      ) : null}
      {note ? (
        <p role="status" className="mb-2 text-sm text-amber-800 dark:text-amber-300">
          {note}
        </p>
      ) : null}
      {collections.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          No collections yet. Save a call from the history with the checks its result must pass, then run the
          collection here or in CI with <code>mcp-tool-lab test</code>. Collections are kept in this browser,
          never with headers or secrets.
        </p>
      ) : (
        <ul aria-label="Collections" className="space-y-3">
          {collections.map((collection) => (
            <li key={collection.name}>
              <section
                aria-label={`Collection ${collection.name}`}
                className="rounded-md border border-slate-200 p-2 dark:border-slate-800"
              >
                <div className="flex flex-wrap items-center gap-1">
                  <h3 className="mr-auto text-sm font-semibold break-all">
                    {collection.name}{' '}
                    <span className="font-normal text-slate-600 dark:text-slate-400">
                      ({plural(collection.calls.length, 'call')})
                    </span>
                  </h3>
                  {running && runState.name === collection.name ? (
                    <Button size="sm" onClick={actions.stopRun}>
                      Stop
                    </Button>
                  ) : (
                    <Button
                      size="sm"
                      variant="primary"
                      aria-label={`Run collection ${collection.name}`}
                      disabled={!connected || running || collection.calls.length === 0}
                      onClick={() => actions.runCollection(collection.name)}
                    >
                      Run
                    </Button>
                  )}
                  <Button
                    size="sm"
                    aria-label={`Export collection ${collection.name}`}
                    onClick={() => actions.exportCollection(collection.name)}
                  >
                    Export
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Delete collection ${collection.name}`}
                    disabled={running && runState.name === collection.name}
                    onClick={() => actions.deleteCollection(collection.name)}
                  >
                    Delete
                  </Button>
                </div>
                <ol aria-label={`Calls in ${collection.name}`} className="mt-1 space-y-1">
                  {collection.calls.map((call) => (
                    <li key={call.id} className="text-sm">
                      <div className="flex flex-wrap items-center gap-1">
                        <span className="mr-auto font-mono break-all">
                          {call.id}
                          {call.name ? (
                            <span className="font-sans text-slate-600 dark:text-slate-400">
                              {' '}
                              — {call.name}
                            </span>
                          ) : null}
                        </span>
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={`Open ${call.id} in the call form`}
                          onClick={() => actions.openSavedCall(collection.name, call.id)}
                        >
                          Open
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={`Remove ${call.id} from ${collection.name}`}
                          onClick={() => actions.removeSavedCall(collection.name, call.id)}
                        >
                          Remove
                        </Button>
                      </div>
                      <p className="text-xs text-slate-600 dark:text-slate-400">
                        {call.expect.length === 0
                          ? 'passes when a result comes back'
                          : call.expect.map(describeExpectation).join(' · ')}
                      </p>
                    </li>
                  ))}
                </ol>
                {runState?.name === collection.name ? <RunResults state={runState} /> : null}
              </section>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
