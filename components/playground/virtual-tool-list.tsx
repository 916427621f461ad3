'use client';

import { useVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, useCallback, useEffect, useRef } from 'react';
import { NO_FINDINGS } from './tool-findings';
import { focusRow, nextIndex, type ToolListProps } from './tool-list';
import { ToolRow } from './tool-row';
import { useFindings } from './validation-context';

/** The tool list for long lists: only the rows in view exist, each announcing its position. */
export default function VirtualToolList({
  tools,
  selected,
  dark,
  allowRemoteIcons,
  onSelect,
  listing,
}: ToolListProps) {
  const findings = useFindings();
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: tools.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 68,
    overscan: 8,
  });
  // A tool selected from elsewhere (the palette, a link) is brought into view in the list.
  const selectedIndex = selected === undefined ? -1 : tools.findIndex((t) => t.name === selected);
  useEffect(() => {
    if (selectedIndex >= 0) virtualizer.scrollToIndex(selectedIndex, { align: 'auto' });
  }, [selectedIndex, virtualizer]);
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLButtonElement>) => {
      const index = Number(event.currentTarget.dataset.toolIndex);
      const next = nextIndex(event, index, tools.length);
      if (next === undefined) return;
      event.preventDefault();
      virtualizer.scrollToIndex(next, { align: 'auto' });
      requestAnimationFrame(() => focusRow(scroller.current, next));
    },
    [tools.length, virtualizer],
  );
  return (
    <section
      ref={scroller}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard to scroll it
      tabIndex={0}
      aria-label="Tools, scrollable"
      className="max-h-[36rem] overflow-auto"
    >
      <ul aria-label="Tools" className="relative" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const entry = tools[item.index]!;
          return (
            <li
              key={entry.name}
              data-index={item.index}
              ref={virtualizer.measureElement}
              aria-setsize={tools.length}
              aria-posinset={item.index + 1}
              className="absolute inset-x-0 top-0 pb-0.5"
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <ToolRow
                entry={entry}
                findings={findings?.entry(listing, entry) ?? NO_FINDINGS}
                index={item.index}
                selected={entry.name === selected}
                dark={dark}
                allowRemoteIcons={allowRemoteIcons}
                onSelect={onSelect}
                onKeyDown={onKeyDown}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
