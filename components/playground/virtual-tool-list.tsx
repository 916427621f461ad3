'use client';

import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef } from 'react';
import { NO_FINDINGS } from './tool-findings';
import { focusRow, type ToolListProps, useRovingRows } from './tool-list';
import { ToolRow } from './tool-row';
import { useFindings } from './validation-context';

/** The tool list for long lists: only the rows in view exist, each announcing its position. */
export default function VirtualToolList({
  tools,
  selected,
  dark,
  allowRemoteIcons,
  onSelect,
  onOpen,
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
  const move = useCallback(
    (index: number) => {
      virtualizer.scrollToIndex(index, { align: 'auto' });
      requestAnimationFrame(() => focusRow(scroller.current, index));
    },
    [virtualizer],
  );
  const roving = useRovingRows(tools, selected, onOpen, move);
  const items = virtualizer.getVirtualItems();
  // One Tab stop: the stop's row when it is rendered; the scrolling box itself when it is not
  // (scrolled far away), from where the arrow keys scroll and Tab goes on.
  const stopRendered = items.some((item) => item.index === roving.stop);
  return (
    <section
      ref={scroller}
      tabIndex={stopRendered ? -1 : 0}
      aria-label="Tools, scrollable"
      className="max-h-[36rem] overflow-auto"
    >
      <ul aria-label="Tools" className="relative" style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
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
                onKeyDown={roving.onKeyDown}
                onFocus={roving.onFocus}
                tabIndex={item.index === roving.stop ? 0 : -1}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
