'use client';

import { useEffect, useRef, useState } from 'react';
import type { Diagnostic } from '@/lib/validate/diagnostic';
import type { DocumentKind } from '@/lib/validate/document-kind';

/** What the findings are about: the server's document, as the validator would check it. */
export interface FixSource {
  kind: Extract<DocumentKind, 'tool' | 'call-result'>;
  value: unknown;
  /** For a call result: the definition of its tool (checked against its outputSchema). */
  tool?: unknown;
}

/** A quick fix of one finding, ready to open: the fixed document in the validator, by a share link. */
export interface FindingFix {
  title: string;
  href: string;
}

const NONE = new Map<Diagnostic, FindingFix>();
const MAX_LINKS = 20;

/** Pretty JSON of a value, or undefined when it cannot be written or is longer than `max`. */
function textOf(value: unknown, max: number): string | undefined {
  try {
    const text = `${JSON.stringify(value, null, 2)}\n`;
    return text.length <= max ? text : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The quick fixes of findings on something a server sent. The playground cannot change the server,
 * so a fix opens the validator with the document fixed (as a share link, never with secrets: the
 * encoder refuses them), for the server's author to copy. The validator's code loads only when
 * there are findings to look at.
 */
export function useFindingFixes(
  source: FixSource | undefined,
  findings: readonly Diagnostic[],
): ReadonlyMap<Diagnostic, FindingFix> {
  const [fixes, setFixes] = useState(NONE);
  // Callers filter their findings on every render: the effect follows what they say, not the array.
  const key = findings.map((f) => `${f.rule} ${f.path} ${f.message}`).join('\n');
  const latest = useRef(findings);
  latest.current = findings;
  const kind = source?.kind;
  const value = source?.value;
  const tool = source?.tool;
  useEffect(() => {
    const findings = latest.current;
    if (kind === undefined || key === '') {
      setFixes(NONE);
      return;
    }
    let cancelled = false;
    void (async () => {
      const [
        { MAX_QUICK_FIX_TEXT, QUICK_FIX_RULES, quickFixesForAll },
        { applyTextEdits },
        { encodeShare },
        { toShareHash },
      ] = await Promise.all([
        import('@/lib/validate/quick-fix/quick-fixes-for'),
        import('@/lib/validate/quick-fix/quick-fix'),
        import('@/lib/share/encode-share'),
        import('@/lib/share/share-format'),
      ]);
      const found = new Map<Diagnostic, FindingFix>();
      // A few links at most: each is the whole document, compressed.
      const fixable = findings.filter((f) => QUICK_FIX_RULES.includes(f.rule)).slice(0, MAX_LINKS);
      try {
        // The text the validator will show: the finding paths are pointers into the same value. A
        // server's value may be huge or nest past the stack: then there is no fix, never a crash.
        const text = fixable.length > 0 ? textOf(value, MAX_QUICK_FIX_TEXT) : undefined;
        const toolText = tool === undefined ? '' : textOf(tool, MAX_QUICK_FIX_TEXT);
        if (text !== undefined && toolText !== undefined) {
          const all = quickFixesForAll(text, fixable, { budgetMs: 100 });
          for (const [index, fixes] of Object.entries(all)) {
            const finding = fixable[Number(index)];
            const first = fixes[0];
            if (!finding || !first) continue;
            const encoded = encodeShare('validate', {
              kind,
              profile: 'default',
              text: applyTextEdits(text, first.edits),
              toolText,
            });
            if (encoded.ok)
              found.set(finding, { title: first.title, href: `/validate${toShareHash(encoded.value)}` });
          }
        }
      } catch {
        found.clear();
      }
      if (!cancelled) setFixes(found.size > 0 ? found : NONE);
    })();
    return () => {
      cancelled = true;
    };
  }, [kind, value, tool, key]);
  return fixes;
}
