'use client';

import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { cn } from './cn';

export interface TabItem<V extends string> {
  value: V;
  label: ReactNode;
}

/** The ids that tie a tab to its panel; `prefix` must be unique on the page. */
export const tabId = (prefix: string, value: string) => `${prefix}-tab-${value}`;
export const tabPanelId = (prefix: string, value: string) => `${prefix}-panel-${value}`;

/**
 * A tab list (WAI-ARIA tabs pattern): one tab in the Tab order, arrow keys, Home and End move
 * between tabs and select them. Render the panels with <TabPanel> and the same prefix.
 */
export function TabList<V extends string>({
  prefix,
  label,
  items,
  value,
  onValueChange,
  className,
}: {
  prefix: string;
  label: string;
  items: readonly TabItem<V>[];
  value: V;
  onValueChange(value: V): void;
  className?: string;
}) {
  const refs = useRef(new Map<V, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent) => {
    const index = items.findIndex((item) => item.value === value);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % items.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + items.length) % items.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? items.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    const target = items[next]!.value;
    onValueChange(target);
    refs.current.get(target)?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className={cn('flex gap-1 border-b border-slate-200 dark:border-slate-800', className)}
    >
      {items.map((item) => {
        const selected = item.value === value;
        return (
          <button
            key={item.value}
            ref={(el) => {
              if (el) refs.current.set(item.value, el);
              else refs.current.delete(item.value);
            }}
            type="button"
            role="tab"
            id={tabId(prefix, item.value)}
            aria-selected={selected}
            aria-controls={tabPanelId(prefix, item.value)}
            tabIndex={selected ? 0 : -1}
            data-state={selected ? 'active' : 'inactive'}
            onClick={() => onValueChange(item.value)}
            className={cn(
              '-mb-px border-b-2 px-3 py-2 text-sm font-medium',
              selected
                ? 'border-sky-700 text-slate-900 dark:border-sky-400 dark:text-white'
                : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
            )}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

/**
 * A tab's panel. Panels stay mounted when hidden (editors keep their state); `standalone` renders
 * the panel without tab semantics, for when its tab list is not shown.
 */
export function TabPanel({
  prefix,
  value,
  selected,
  standalone = false,
  className,
  children,
}: {
  prefix: string;
  value: string;
  selected: boolean;
  standalone?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      id={tabPanelId(prefix, value)}
      {...(standalone ? {} : { role: 'tabpanel', 'aria-labelledby': tabId(prefix, value) })}
      hidden={!selected}
      data-state={selected ? 'active' : 'inactive'}
      className={className}
    >
      {children}
    </div>
  );
}
