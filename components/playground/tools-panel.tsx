'use client';

import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { LazyModelView } from '@/components/model-view/lazy-model-view';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import type { ListenState, ListState, ToolListing } from '@/lib/client/index';
import { listingOf } from '@/lib/client/index';
import { isProfile, PROFILE_LABELS, PROFILES, type Profile } from '@/lib/validate/document-kind';
import { Disclosure } from './disclosure';
import { HiddenText } from './hidden-text';
import { liveUpdatesControl } from './live-updates';
import { Badge, Panel } from './panel';
import { ProvenanceLine } from './provenance-line';
import { displayTitle } from './tool-display';
import { ToolList } from './tool-list';

export interface ToolsPanelProps {
  list: ListState;
  /**
   * The in-page mock's listing from the site's build, shown until the connection lists (see
   * SessionState.preview); absent once the connection has a listing of its own.
   */
  preview?: ToolListing;
  listen: ListenState;
  listChanges: number;
  listening: boolean;
  onListeningChange(on: boolean): void;
  selected: string | undefined;
  onSelect(name: string): void;
  /** Lists again: from the cache while it is fresh, or from the network with `bypassCache`. */
  onRefresh(bypassCache: boolean): void;
  dark: boolean;
  /** Remote (https) icons load only after the user opts in. */
  allowRemoteIcons: boolean;
  onAllowRemoteIconsChange(allow: boolean): void;
  /** The client whose rules the list is checked with, beside the spec's. */
  profile: Profile;
  onProfileChange(profile: Profile): void;
}

/** Rows of the build's preview in the page's HTML: more than a tall screen shows. */
const PREVIEW_ROWS = 16;

function matches(query: string, name: string, tool: Record<string, unknown>): boolean {
  if (!query) return true;
  const q = query.toLowerCase();
  return (
    name.toLowerCase().includes(q) ||
    displayTitle(tool).toLowerCase().includes(q) ||
    (typeof tool.description === 'string' && tool.description.toLowerCase().includes(q))
  );
}

/**
 * The server's tools as the client catalogued them: the usable ones (filterable, virtualized when
 * many), the excluded ones with the reason, duplicates, the pages with their cursors, where the
 * list came from (network or cache, TTL left, scope), and whether list changes arrive live.
 */
export function ToolsPanel(props: ToolsPanelProps) {
  const {
    list,
    preview,
    listen,
    listChanges,
    listening,
    onListeningChange,
    selected,
    onSelect,
    onRefresh,
    dark,
    allowRemoteIcons,
    onAllowRemoteIconsChange,
    profile,
    onProfileChange,
  } = props;
  const live = listingOf(list);
  const listing = live ?? preview;
  const previewing = live === undefined && preview !== undefined;
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const filterId = useId();
  const tools = useMemo(
    () => (listing ? listing.tools.filter((t) => matches(deferredQuery, t.name, t.tool)) : []),
    [listing, deferredQuery],
  );
  // A newly selected tool (from the palette, a link) that the filter hides: show the whole list.
  // Only a change of selection does this; typing a filter that hides the selected tool does not.
  const shown = useRef(tools);
  shown.current = tools;
  useEffect(() => {
    if (selected !== undefined && !shown.current.some((t) => t.name === selected)) setQuery('');
  }, [selected]);
  const loading = list.status === 'loading';
  // What a host would offer a model: the usable tools (built only when the disclosure opens).
  const modelInput = useMemo(
    () => (listing ? { kind: 'tools' as const, tools: listing.tools.map((t) => t.tool) } : undefined),
    [listing],
  );
  return (
    <Panel
      id="tools"
      title={
        <>
          Tools{' '}
          {listing ? (
            <span className="font-normal text-slate-600 dark:text-slate-400">({listing.tools.length})</span>
          ) : null}
        </>
      }
      actions={
        <div className="flex gap-1.5">
          <Button size="sm" onClick={() => onRefresh(false)} disabled={loading || list.status === 'idle'}>
            List again
          </Button>
          <Button size="sm" onClick={() => onRefresh(true)} disabled={loading || list.status === 'idle'}>
            {loading ? 'Listing…' : 'Refresh (bypass cache)'}
          </Button>
        </div>
      }
    >
      <div className="space-y-2 text-sm">
        <div role="status" aria-label="Tool list status" aria-busy={loading || previewing}>
          {previewing ? (
            <p className="text-slate-600 dark:text-slate-400">
              Listed when this site was built; the in-page mock is listing them live…
            </p>
          ) : null}
          {list.status === 'idle' && !previewing ? (
            <p className="text-slate-600 dark:text-slate-400">Not listed yet.</p>
          ) : null}
          {list.status === 'loading' && !listing ? (
            <p className="text-slate-600 dark:text-slate-400">Listing tools…</p>
          ) : null}
          {list.status === 'failed' ? (
            <p role="alert" className="text-red-800 dark:text-red-300">
              tools/list failed: <HiddenText text={list.error.message} />
            </p>
          ) : null}
          {list.status === 'ready' ? (
            <span className="sr-only">{list.listing.tools.length} tools listed.</span>
          ) : null}
        </div>
        {previewing && listing ? (
          <p className="flex flex-wrap items-center gap-1.5 text-xs text-slate-700 dark:text-slate-300">
            <span>From</span>
            <Badge tone="info">the site's build</Badge>
            <span>
              · {listing.pages.length} page{listing.pages.length === 1 ? '' : 's'} · the mock's default
              scenario, listed by this client's code · no request of this page yet
            </span>
          </p>
        ) : listing ? (
          <ProvenanceLine listing={listing} />
        ) : null}
        <Select
          label="Client profile"
          value={profile}
          onChange={(e) => {
            if (isProfile(e.target.value)) onProfileChange(e.target.value);
          }}
          title="The tools are checked against the spec and, with a profile, that client's own rules"
        >
          {PROFILES.map((p) => (
            <option key={p} value={p}>
              {PROFILE_LABELS[p]}
            </option>
          ))}
        </Select>
        <ListenLine
          listen={listen}
          listening={listening}
          onListeningChange={onListeningChange}
          listChanges={listChanges}
        />
      </div>
      {listing ? (
        <div {...(previewing ? { 'data-listing-preview': '' } : {})}>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <label htmlFor={filterId} className="sr-only">
              Filter tools
            </label>
            <input
              id={filterId}
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder="Filter tools"
              className="h-8 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2 text-sm dark:border-slate-700 dark:bg-slate-950"
            />
            <label className="flex items-center gap-1.5 text-xs text-slate-700 dark:text-slate-300">
              <input
                type="checkbox"
                checked={allowRemoteIcons}
                onChange={(e) => onAllowRemoteIconsChange(e.target.checked)}
              />
              Load remote icons
            </label>
          </div>
          <div className="mt-2">
            {tools.length > 0 ? (
              <ToolList
                tools={tools}
                selected={selected}
                dark={dark}
                allowRemoteIcons={allowRemoteIcons}
                onSelect={onSelect}
                listing={listing}
                {...(previewing ? { initialRows: PREVIEW_ROWS } : {})}
              />
            ) : (
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {listing.tools.length === 0
                  ? 'The server lists no usable tools.'
                  : 'No tool matches the filter.'}
              </p>
            )}
          </div>
          <Excluded listing={listing} />
          <Pages listing={listing} />
          <Disclosure
            className="mt-4 [&>summary]:text-sm [&>summary]:font-semibold [&>summary]:text-slate-900 dark:[&>summary]:text-white"
            summary="What the model sees"
          >
            {() => (
              <div className="mt-2">
                <LazyModelView input={modelInput} />
              </div>
            )}
          </Disclosure>
        </div>
      ) : null}
    </Panel>
  );
}

function ListenLine({
  listen,
  listening,
  onListeningChange,
  listChanges,
}: {
  listen: ListenState;
  listening: boolean;
  onListeningChange(on: boolean): void;
  listChanges: number;
}) {
  const control = liveUpdatesControl(listen, listening);
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs text-slate-700 dark:text-slate-300">
      <label className="flex items-center gap-1.5">
        <input
          type="checkbox"
          checked={control.checked}
          disabled={control.disabled}
          onChange={(e) => onListeningChange(e.target.checked)}
        />
        Live updates
      </label>
      <span role="status" aria-label="Live updates status" className="flex flex-wrap items-center gap-2">
        <span>{control.status}</span>
        {listChanges > 0 ? (
          <Badge tone="info">list_changed received {listChanges}×, list refreshed</Badge>
        ) : null}
      </span>
    </div>
  );
}

function Excluded({ listing }: { listing: ToolListing }) {
  if (listing.excluded.length === 0 && listing.duplicates.length === 0) return null;
  return (
    <section aria-labelledby="excluded-tools-heading" className="mt-4">
      <h3 id="excluded-tools-heading" className="text-sm font-semibold text-slate-900 dark:text-white">
        Excluded tools ({listing.excluded.length + listing.duplicates.length})
      </h3>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        Listed by the server, but this client will not call them.
      </p>
      <ul className="mt-1 space-y-1.5 text-sm">
        {listing.excluded.map((tool) => (
          <li
            key={`x-${tool.page}-${tool.index}`}
            className="rounded-md border border-red-200 p-2 dark:border-red-900"
          >
            <span className="font-mono break-all">
              {tool.name !== undefined ? (
                <HiddenText text={tool.name} />
              ) : (
                `#${tool.index + 1} of page ${tool.page + 1}`
              )}
            </span>
            <ul className="mt-0.5 list-disc pl-5 text-xs text-red-900 dark:text-red-200">
              {tool.reasons.map((reason, i) => (
                <li key={i}>
                  <HiddenText text={reason} />
                </li>
              ))}
            </ul>
          </li>
        ))}
        {listing.duplicates.map((duplicate) => (
          <li
            key={`d-${duplicate.page}-${duplicate.index}`}
            className="rounded-md border border-amber-200 p-2 dark:border-amber-900"
          >
            <span className="font-mono break-all">
              <HiddenText text={duplicate.name} />
            </span>
            <p className="text-xs text-amber-900 dark:text-amber-200">
              Duplicate name (page {duplicate.page + 1}, position {duplicate.index + 1}): names must be unique
              within a server; the first definition (page {duplicate.first.page + 1}, position{' '}
              {duplicate.first.index + 1}) is kept.
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Pages({ listing }: { listing: ToolListing }) {
  return (
    <details className="mt-4 text-xs">
      <summary className="cursor-pointer text-sm font-semibold text-slate-900 dark:text-white">
        Pages ({listing.pages.length}){listing.complete ? '' : ` — incomplete: ${listing.stoppedBecause}`}
      </summary>
      <table className="mt-1 w-full text-left">
        <thead className="text-slate-600 dark:text-slate-400">
          <tr>
            <th className="pr-2 font-medium">Page</th>
            <th className="pr-2 font-medium">Cursor sent</th>
            <th className="pr-2 font-medium">nextCursor</th>
            <th className="pr-2 font-medium">Tools</th>
            <th className="font-medium">From</th>
          </tr>
        </thead>
        <tbody>
          {listing.pages.map((page) => (
            <tr key={page.index} className="align-top">
              <td className="pr-2">{page.index + 1}</td>
              <td className="pr-2 font-mono break-all">
                {page.cursor === undefined ? '—' : JSON.stringify(page.cursor)}
              </td>
              <td className="pr-2 font-mono break-all">
                {page.nextCursor === undefined ? '— (last page)' : JSON.stringify(page.nextCursor)}
              </td>
              <td className="pr-2">{page.toolCount}</td>
              <td>{page.provenance.source}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
