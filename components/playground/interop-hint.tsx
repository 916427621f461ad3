'use client';

import { interopNotes } from '@/lib/client/interop-notes';
import type { Diagnostic } from '@/lib/validate/diagnostic';
import { specForProtocolVersion, TARGET_VERSION } from '@/lib/validate/spec-version';
import { Disclosure } from './disclosure';
import { FindingList } from './finding-list';

/**
 * On a connection that negotiated a version before 2026-07-28: which 2026-07-28 features this
 * server cannot use (and so why results look the way they do), and what the tool's definition
 * would need for 2026-07-28. Nothing on a 2026-07-28 connection.
 */
export function InteropHint({
  protocolVersion,
  tool,
  migration,
}: {
  protocolVersion: string | undefined;
  tool: Record<string, unknown>;
  migration: readonly Diagnostic[];
}) {
  if (!protocolVersion) return null;
  const notes = interopNotes(protocolVersion, tool);
  if (notes.length === 0) return null;
  const { version, approximate } = specForProtocolVersion(protocolVersion);
  return (
    <Disclosure
      summary={
        <>
          Server speaks {protocolVersion}: {notes.length} {TARGET_VERSION} features unavailable
        </>
      }
    >
      {() => (
        <div className="space-y-2 text-xs">
          <p className="text-slate-700 dark:text-slate-300">
            This connection negotiated {protocolVersion}, so the definition and its results are checked at{' '}
            {version}
            {approximate ? ' (the nearest version the validator models)' : ''}, not at {TARGET_VERSION}.
          </p>
          <ul aria-label={`${TARGET_VERSION} features this server cannot use`} className="space-y-1">
            {notes.map((note) => (
              <li key={note.feature}>
                <span className="font-medium text-slate-900 dark:text-white">{note.feature}</span>:{' '}
                <span className="text-slate-700 dark:text-slate-300">{note.effect}</span>
              </li>
            ))}
          </ul>
          {migration.length > 0 ? (
            <FindingList findings={migration} label={`To move to ${TARGET_VERSION}`} />
          ) : null}
        </div>
      )}
    </Disclosure>
  );
}
