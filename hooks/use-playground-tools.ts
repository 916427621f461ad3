'use client';

import { useCallback, useEffect, useState } from 'react';
import type { ToolListing } from '@/lib/client/index';

/**
 * Which tool is selected and the argument text typed for each tool (kept per tool, so switching
 * back and forth loses nothing). On the first listing of each connection (`generation`), the first
 * tool is selected unless the selection is in the list.
 */
export function usePlaygroundTools(listing: ToolListing | undefined, generation: number) {
  const [selected, setSelected] = useState<string>();
  const [texts, setTexts] = useState<Readonly<Record<string, string>>>({});

  const select = useCallback((name: string, args?: unknown) => {
    setSelected(name);
    if (args !== undefined) setTexts((t) => ({ ...t, [name]: JSON.stringify(args, null, 2) ?? '{}' }));
  }, []);

  const [checkedFor, setCheckedFor] = useState(-1);
  useEffect(() => {
    if (!listing || checkedFor === generation) return;
    setCheckedFor(generation);
    if (listing.tools.length > 0 && !listing.tools.some((t) => t.name === selected))
      setSelected(listing.tools[0]!.name);
  }, [listing, generation, checkedFor, selected]);

  /** The text typed for a tool, or undefined when nothing was (the form then fills in its start). */
  const argsText = useCallback((name: string | undefined) => (name ? texts[name] : undefined), [texts]);

  const setArgsText = useCallback((name: string | undefined, text: string) => {
    if (name !== undefined) setTexts((t) => (t[name] === text ? t : { ...t, [name]: text }));
  }, []);

  return { selected, select, argsText, setArgsText };
}
