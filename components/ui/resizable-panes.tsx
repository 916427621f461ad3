'use client';

import {
  type CSSProperties,
  Fragment,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useRef,
  useState,
} from 'react';
import { cn } from './cn';

export interface PaneSpec {
  /** Names the pane in its separator's label ("Resize Connection"). */
  label: string;
  /** Starting width in percent of the row (the last pane takes what is left and has none). */
  initial?: number;
  /** Narrowest and widest it may be made, in percent (default 12 and 70). */
  min?: number;
  max?: number;
}

/** How far one arrow key press moves a separator, in percent of the row. */
const STEP = 2;

/**
 * Side-by-side panes on a wide screen (from Tailwind's `lg`), each scrolling on its own, with a
 * separator between neighbours that resizes the pane before it: dragged with a pointer or moved
 * with the arrow keys (Home and End for the limits). The separators are focusable ARIA window
 * splitters (`role="separator"` with `aria-valuenow` in percent). Narrower, the panes stack.
 */
export function ResizablePanes({
  panes,
  children,
  className,
  paneClassName,
}: {
  panes: readonly PaneSpec[];
  /** One node per pane, in order. */
  children: readonly ReactNode[];
  className?: string;
  paneClassName?: string;
}) {
  const row = useRef<HTMLDivElement>(null);
  const [sizes, setSizes] = useState(() => panes.slice(0, -1).map((p) => p.initial ?? 100 / panes.length));
  const limits = (i: number) => ({ min: panes[i]?.min ?? 12, max: panes[i]?.max ?? 70 });
  const resize = (i: number, to: number) =>
    setSizes((before) => {
      const { min, max } = limits(i);
      // Leave the last pane at least its own minimum.
      const others = before.reduce((sum, size, j) => (j === i ? sum : sum + size), 0);
      const room = 100 - others - (panes.at(-1)?.min ?? 12);
      const next = Math.round(Math.min(max, room, Math.max(min, to)) * 10) / 10;
      return before.map((size, j) => (j === i ? next : size));
    });
  const onKeyDown = (i: number, event: KeyboardEvent) => {
    const size = sizes[i]!;
    const moves: Record<string, number> = {
      ArrowLeft: size - STEP,
      ArrowRight: size + STEP,
      Home: limits(i).min,
      End: limits(i).max,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    resize(i, to);
  };
  const onPointerDown = (i: number, event: PointerEvent<HTMLDivElement>) => {
    const box = row.current?.getBoundingClientRect();
    if (!box || box.width === 0) return;
    event.preventDefault();
    const handle = event.currentTarget;
    handle.setPointerCapture(event.pointerId);
    handle.focus();
    const before = sizes.slice(0, i).reduce((sum, size) => sum + size, 0);
    const move = (e: globalThis.PointerEvent) =>
      resize(i, ((e.clientX - box.left) / box.width) * 100 - before);
    const stop = () => {
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', stop);
      handle.removeEventListener('pointercancel', stop);
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', stop);
    handle.addEventListener('pointercancel', stop);
  };
  const template = [
    ...sizes.map((size) => `minmax(0,${size}fr) 0.75rem`),
    `minmax(0,${100 - sizes.reduce((a, b) => a + b, 0)}fr)`,
  ].join(' ');
  return (
    <div
      ref={row}
      className={cn('grid gap-4 lg:gap-0 lg:[grid-template-columns:var(--panes)]', className)}
      style={{ '--panes': template } as CSSProperties}
    >
      {children.map((child, i) => (
        <Fragment key={panes[i]?.label ?? i}>
          <div className={cn('min-w-0 lg:min-h-0 lg:overflow-y-auto', paneClassName)}>{child}</div>
          {i < sizes.length ? (
            // biome-ignore lint/a11y/useSemanticElements: an <hr> cannot be focused and moved; this is the ARIA window splitter pattern.
            <div
              role="separator"
              tabIndex={0}
              aria-orientation="vertical"
              aria-label={`Resize ${panes[i]!.label}`}
              aria-valuenow={Math.round(sizes[i]!)}
              aria-valuemin={limits(i).min}
              aria-valuemax={limits(i).max}
              aria-valuetext={`${panes[i]!.label}: ${Math.round(sizes[i]!)}% of the width`}
              onKeyDown={(event) => onKeyDown(i, event)}
              onPointerDown={(event) => onPointerDown(i, event)}
              className="group hidden cursor-col-resize touch-none justify-center focus-visible:outline-none lg:flex"
            >
              <span className="my-2 w-0.5 rounded-full bg-slate-200 group-hover:bg-sky-500 group-focus-visible:w-1 group-focus-visible:bg-sky-600 dark:bg-slate-800 dark:group-hover:bg-sky-400 dark:group-focus-visible:bg-sky-400" />
            </div>
          ) : null}
        </Fragment>
      ))}
    </div>
  );
}
