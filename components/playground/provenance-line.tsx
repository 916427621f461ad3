'use client';

import { useEffect, useMemo, useState } from 'react';
import type { ToolListing } from '@/lib/client/index';
import { plural } from '@/lib/text/plural';
import { Badge } from './panel';

export function formatMs(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 120_000) return `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;
  return `${Math.round(ms / 60_000)} min`;
}

/**
 * Where the list came from: network or cache (or both), its age, the TTL left (counting down) and
 * the cache scope the server chose. Legacy servers send no hints, read as TTL 0.
 */
export function ProvenanceLine({ listing }: { listing: ToolListing }) {
  const { provenance } = listing;
  const listedAt = useMemo(() => ({ listing, at: Date.now() }), [listing]);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (provenance.ttlLeftMs <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [provenance.ttlLeftMs]);
  const left = Math.max(0, provenance.ttlLeftMs - Math.max(0, now - listedAt.at));
  const source =
    provenance.source === 'network' ? 'network' : provenance.source === 'cache' ? 'cache' : 'network + cache';
  return (
    <p className="flex flex-wrap items-center gap-1.5 text-xs text-slate-700 dark:text-slate-300">
      <span>From</span>
      <Badge tone={provenance.source === 'cache' ? 'info' : 'neutral'}>{source}</Badge>
      <span>
        · {plural(listing.pages.length, 'page')} · age {formatMs(provenance.ageMs)} · TTL{' '}
        {provenance.ttlMs > 0
          ? `${formatMs(provenance.ttlMs)}, ${left > 0 ? `${formatMs(left)} left` : 'stale'}`
          : '0 (not cached)'}{' '}
        · scope {provenance.scope} · {listing.era === 'legacy' ? 'legacy' : 'modern'}{' '}
        {listing.protocolVersion}
      </span>
    </p>
  );
}
