// The migration group: what a document valid at a handshake-era version (2025-06-18, 2025-11-25)
// must change to be valid 2026-07-28. Most of it is the 2026-07-28 check's own findings that the
// older version does not make (a missing resultType, the cache hints, removed methods, stricter
// names); the rest is what 2026-07-28 removed but its open objects would silently accept.

import type { Diagnostic } from './diagnostic';
import type { DocumentKind } from './document-kind';
import type { ReportInput } from './rule';
import { versionedMembers } from './version-members';

type Part = NonNullable<ReportInput['part']>;

/** Findings that only make sense as migration items: members 2026-07-28 removed. */
export function migrationOnlyFindings(value: unknown, kind: DocumentKind): (Diagnostic & { part: Part })[] {
  return versionedMembers(value, kind)
    .filter((m) => m.removedIn === '2026-07-28')
    .map((m) => ({
      rule: 'version-member',
      severity: 'warning' as const,
      path: m.path,
      part: 'key' as const,
      message:
        m.member === 'execution'
          ? '2026-07-28 removed "execution" from the core tool definition: tasks became the io.modelcontextprotocol/tasks extension, which a client opts into per request. A 2026-07-28 client ignores this member: remove it, and offer tasks through the extension if the tool needs them.'
          : `2026-07-28 removed "${m.member}" from the ${m.on}: a 2026-07-28 client ignores it.`,
    }));
}

const key = (d: Diagnostic) => `${d.rule}\u0000${d.path}\u0000${d.message}`;

/** Rules that report on the check itself, not on the document: never migration items. */
const ABOUT_THE_CHECK = new Set(['validation-budget', 'internal-error']);

/**
 * The migration list: the findings at 2026-07-28 (`target`) that the checked version's findings
 * (`atVersion`) do not already have, tagged `group: 'migration'`. Parts that could not be checked
 * are left out: they are not a change to make.
 */
export function toMigration(target: readonly Diagnostic[], atVersion: readonly Diagnostic[]): Diagnostic[] {
  const known = new Set(atVersion.map(key));
  return target
    .filter((d) => !d.unchecked && !ABOUT_THE_CHECK.has(d.rule) && !known.has(key(d)))
    .map((d) => ({ ...d, group: 'migration' as const }));
}
