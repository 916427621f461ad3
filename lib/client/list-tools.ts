import { isObject } from '../json/is-object';
import { METHODS } from '../spec/methods';
import type { Diagnostic } from '../validate/diagnostic';
import { authorizationKey } from './authorization-key';
import { checkReceived } from './check-received';
import type { ClientContext } from './client-context';
import type { Outcome } from './client-error';
import type { Connector } from './negotiate';
import { readResultType } from './read-result-type';
import { runRequest } from './request-runner';
import {
  type CacheEntry,
  cacheHints,
  cacheKey,
  type Provenance,
  provenanceOf,
  type ResponseCache,
} from './response-cache';
import type { Era } from './timeline-event';
import { catalogTools, type ToolCatalog } from './tool-catalog';

export interface ListToolsOptions {
  /** Skip the cache and fetch every page (the result is still cached). */
  refresh?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Stop after this many pages (default from the client's limits). */
  maxPages?: number;
}

/** One page of the walk, with its cursor visible and its own freshness. */
export interface ToolPage {
  index: number;
  /** The cursor sent for this page (absent for the first). */
  cursor?: string;
  nextCursor?: string;
  toolCount: number;
  provenance: Provenance;
  exchangeId?: string;
  diagnostics: Diagnostic[];
  /**
   * What 2026-07-28 would need of this page (a legacy connection's pages are checked at the
   * negotiated version; see checkReceived). Empty on 2026-07-28 connections and cached pages.
   */
  migration: Diagnostic[];
}

/** The whole list's freshness: the oldest page decides the age, the soonest-stale one the TTL left. */
export interface ListProvenance {
  source: 'network' | 'cache' | 'mixed';
  ageMs: number;
  ttlMs: number;
  ttlLeftMs: number;
  scope: 'public' | 'private';
}

export interface ToolListing extends ToolCatalog {
  operationId: string;
  era: Era;
  protocolVersion: string;
  pages: ToolPage[];
  provenance: ListProvenance;
  /** False when the walk stopped early (see `stoppedBecause`). */
  complete: boolean;
  stoppedBecause?: 'cursor-loop' | 'page-limit';
}

function combine(pages: readonly ToolPage[]): ListProvenance {
  const sources = new Set(pages.map((p) => p.provenance.source));
  return {
    source: sources.size === 1 ? [...sources][0]! : 'mixed',
    ageMs: Math.max(0, ...pages.map((p) => p.provenance.ageMs)),
    ttlMs: Math.min(...pages.map((p) => p.provenance.ttlMs)),
    ttlLeftMs: Math.min(...pages.map((p) => p.provenance.ttlLeftMs)),
    scope: pages.some((p) => p.provenance.scope === 'private') ? 'private' : 'public',
  };
}

/**
 * Walks `tools/list` page by page (an empty-string cursor is a cursor; only an absent
 * `nextCursor` ends the list), serving fresh pages from the cache, guarding against cursor loops
 * and runaway page counts, validating every page, and cataloguing the tools: rule breakers
 * excluded with the reason, duplicate names dropped. Every step lands on the timeline.
 */
export async function listTools(
  ctx: ClientContext,
  connector: Connector,
  cache: ResponseCache,
  options: ListToolsOptions,
  onServerNotification: (method: string, params: unknown) => void,
): Promise<Outcome<ToolListing>> {
  const { now } = ctx.options;
  const operationId = ctx.nextId('op');
  const started = now();
  const at = () => now();
  ctx.record({
    type: 'operation-started',
    at: started,
    operationId,
    operation: 'list-tools',
    title: 'tools/list',
    ...(options.refresh ? { detail: { refresh: true } } : {}),
  });
  const finish = <T>(outcome: Outcome<T>, summary: string): Outcome<T> => {
    if (!outcome.ok) ctx.record({ type: 'error', at: at(), operationId, error: outcome.error });
    ctx.record({
      type: 'operation-finished',
      at: at(),
      operationId,
      operation: 'list-tools',
      outcome: outcome.ok ? 'ok' : options.signal?.aborted ? 'cancelled' : 'failed',
      durationMs: at() - started,
      summary,
    });
    return outcome;
  };
  const ready = await connector.ensure(options.signal);
  if (!ready.ok) return finish(ready, ready.error.message);
  let connection = ready.value;
  // The authorization context includes an OAuth token; one obtained during this walk changes it.
  const currentAuthKey = () =>
    authorizationKey({ ...ctx.options.headers, ...ctx.auth?.peekHeaders() }, ctx.secrets);
  let authKey = await currentAuthKey();
  const maxPages = options.maxPages ?? ctx.options.limits.maxPages;
  const pages: ToolPage[] = [];
  const pageTools: unknown[][] = [];
  const seen = new Set<string>();
  let cursor: string | undefined;
  let stoppedBecause: ToolListing['stoppedBecause'];
  for (;;) {
    if (pages.length >= maxPages) {
      stoppedBecause = 'page-limit';
      ctx.record({
        type: 'warning',
        at: at(),
        operationId,
        code: 'page-limit',
        message: `Stopped after ${maxPages} pages of tools/list; the server keeps returning a nextCursor. The list shown is incomplete.`,
      });
      break;
    }
    const lookup = { key: cacheKey(ctx.options.url, METHODS.toolsList, cursor), authKey };
    const cursorField = cursor !== undefined ? { cursor } : {};
    let entry: CacheEntry | undefined;
    let provenance: Provenance | undefined;
    let exchangeId: string | undefined;
    let diagnostics: Diagnostic[] = [];
    let migration: Diagnostic[] = [];
    if (options.refresh) {
      ctx.record({
        type: 'cache',
        at: at(),
        operationId,
        action: 'bypass',
        method: METHODS.toolsList,
        ...cursorField,
        reason: 'refresh requested',
      });
    } else {
      const hit = cache.get(lookup, now());
      if (hit?.fresh) {
        entry = hit.entry;
        provenance = provenanceOf(hit.entry, 'cache', now());
        ctx.record({
          type: 'cache',
          at: at(),
          operationId,
          action: 'hit',
          method: METHODS.toolsList,
          ...cursorField,
          scope: provenance.scope,
          ageMs: provenance.ageMs,
          ttlMs: provenance.ttlMs,
          ttlLeftMs: provenance.ttlLeftMs,
        });
      } else {
        ctx.record({
          type: 'cache',
          at: at(),
          operationId,
          action: hit ? 'stale' : 'miss',
          method: METHODS.toolsList,
          ...cursorField,
        });
      }
    }
    if (!entry) {
      const run = await runRequest(
        ctx,
        connector,
        {
          method: METHODS.toolsList,
          params: { ...cursorField },
          operationId,
          timeoutMs: options.timeoutMs ?? ctx.options.timeouts.requestMs,
          ...(options.signal ? { signal: options.signal } : {}),
        },
        onServerNotification,
      );
      if (!run.ok) return finish(run, `page ${pages.length + 1}: ${run.error.message}`);
      connection = run.connection;
      exchangeId = run.exchangeId;
      const legacy = connection.era === 'legacy';
      const reading = readResultType(run.result, connection.era);
      if (reading.kind !== 'complete') {
        const reason =
          reading.kind === 'invalid' ? reading.reason : 'tools/list may not answer input_required';
        return finish(
          {
            ok: false,
            error: { kind: 'malformed', message: `tools/list page ${pages.length + 1}: ${reason}` },
          },
          reason,
        );
      }
      const checkedPage = await checkReceived(ctx.options.validator, run.result, {
        kind: 'tools-list-result',
        protocolVersion: connection.protocolVersion,
      });
      if (checkedPage.ok) {
        diagnostics = checkedPage.value.diagnostics;
        migration = checkedPage.value.migration;
      } else {
        ctx.record({
          type: 'warning',
          at: at(),
          operationId,
          code: 'validation-unavailable',
          message: `tools/list page ${pages.length + 1} was not checked: ${checkedPage.error.message}.`,
        });
      }
      if (diagnostics.length > 0) {
        ctx.record({
          type: 'diagnostics',
          at: at(),
          operationId,
          exchangeId,
          subject: 'tools-list-result',
          page: pages.length,
          diagnostics,
          ...(legacy && checkedPage.ok ? { specVersion: checkedPage.value.spec } : {}),
        });
      }
      const hints = cacheHints(run.result);
      entry = { result: run.result, receivedAt: now(), ttlMs: hints.ttlMs, scope: hints.scope };
      provenance = provenanceOf(entry, 'network', now());
      if (hints.ttlMs > 0) {
        authKey = await currentAuthKey();
        cache.set({ ...lookup, authKey }, entry);
        ctx.record({
          type: 'cache',
          at: at(),
          operationId,
          action: 'stored',
          method: METHODS.toolsList,
          ...cursorField,
          scope: hints.scope,
          ttlMs: hints.ttlMs,
          ttlLeftMs: hints.ttlMs,
        });
      } else {
        ctx.record({
          type: 'cache',
          at: at(),
          operationId,
          action: 'not-stored',
          method: METHODS.toolsList,
          ...cursorField,
          scope: hints.scope,
          ttlMs: 0,
          reason: legacy ? 'legacy results carry no ttlMs (read as 0)' : 'ttlMs is 0: stale at once',
        });
      }
    }
    const result = isObject(entry.result) ? entry.result : {};
    if (!Array.isArray(result.tools)) {
      return finish(
        {
          ok: false,
          error: { kind: 'malformed', message: `tools/list page ${pages.length + 1} has no "tools" array` },
        },
        'no tools array',
      );
    }
    const nextCursor = typeof result.nextCursor === 'string' ? result.nextCursor : undefined;
    pageTools.push(result.tools);
    pages.push({
      index: pages.length,
      ...cursorField,
      ...(nextCursor !== undefined ? { nextCursor } : {}),
      toolCount: result.tools.length,
      provenance: provenance!,
      ...(exchangeId !== undefined ? { exchangeId } : {}),
      diagnostics,
      migration,
    });
    if (nextCursor === undefined) break;
    if (seen.has(nextCursor)) {
      stoppedBecause = 'cursor-loop';
      ctx.record({
        type: 'warning',
        at: at(),
        operationId,
        code: 'cursor-loop',
        message: `The server sent nextCursor ${JSON.stringify(nextCursor)} again after page ${pages.length}; the walk stopped to avoid a loop. The list shown is incomplete.`,
        detail: { cursor: nextCursor },
      });
      break;
    }
    seen.add(nextCursor);
    cursor = nextCursor;
  }
  const scopes = new Set(pages.map((p) => p.provenance.scope));
  if (scopes.size > 1) {
    ctx.record({
      type: 'warning',
      at: at(),
      operationId,
      code: 'cache-scope-mismatch',
      message:
        'The pages of this list disagree on cacheScope; all pages of one list must share it. The list is treated as private.',
    });
  }
  const catalog = catalogTools(pageTools, { lenientNumbers: ctx.options.lenientNumberHeaders });
  for (const excluded of catalog.excluded) {
    ctx.record({
      type: 'warning',
      at: at(),
      operationId,
      code: 'tool-excluded',
      message: `Tool ${excluded.name !== undefined ? `"${excluded.name}"` : `#${excluded.index} of page ${excluded.page + 1}`} is excluded: ${excluded.reasons.join(' ')}`,
      detail: {
        tool: excluded.name ?? null,
        page: excluded.page,
        index: excluded.index,
        reasons: excluded.reasons,
      },
    });
  }
  for (const duplicate of catalog.duplicates) {
    ctx.record({
      type: 'warning',
      at: at(),
      operationId,
      code: 'duplicate-tool-name',
      message: `Tool name "${duplicate.name}" appears again (page ${duplicate.page + 1}, position ${duplicate.index + 1}); tool names must be unique within a server. The first definition is kept.`,
      detail: duplicate,
    });
  }
  for (const name of catalog.lenient) {
    ctx.record({
      type: 'warning',
      at: at(),
      operationId,
      code: 'number-header-lenient',
      message: `Tool "${name}" mirrors a number-typed argument into a header, which the spec forbids; it is kept because lenient number headers are on.`,
    });
  }
  const listing: ToolListing = {
    ...catalog,
    operationId,
    era: connection.era,
    protocolVersion: connection.protocolVersion,
    pages,
    provenance: combine(pages),
    complete: stoppedBecause === undefined,
    ...(stoppedBecause ? { stoppedBecause } : {}),
  };
  const from =
    listing.provenance.source === 'network'
      ? 'from the network'
      : listing.provenance.source === 'cache'
        ? 'from the cache'
        : 'partly cached';
  return finish(
    { ok: true, value: listing },
    `${catalog.tools.length} tool${catalog.tools.length === 1 ? '' : 's'}${catalog.excluded.length ? ` (${catalog.excluded.length} excluded)` : ''}, ${pages.length} page${pages.length === 1 ? '' : 's'} ${from}`,
  );
}
