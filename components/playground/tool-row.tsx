'use client';

import { type FocusEvent, type KeyboardEvent, memo, useId } from 'react';
import { cn } from '@/components/ui/cn';
import type { ToolEntry } from '@/lib/client/index';
import { plural } from '@/lib/text/plural';
import type { Diagnostic } from '@/lib/validate/diagnostic';
import { HiddenText } from './hidden-text';
import { Badge } from './panel';
import { displayTitle, firstLine, hintBadges } from './tool-display';
import { poisoningFindings } from './tool-findings';
import { ToolIcon } from './tool-icon';

export interface ToolRowProps {
  entry: ToolEntry;
  /** The validator's findings on this tool. */
  findings: readonly Diagnostic[];
  selected: boolean;
  dark: boolean;
  allowRemoteIcons: boolean;
  onSelect(name: string): void;
  onKeyDown(event: KeyboardEvent<HTMLButtonElement>): void;
  /** Records the row as the list's Tab stop when it gets focus (roving tabindex). */
  onFocus(event: FocusEvent<HTMLButtonElement>): void;
  /** 0 for the list's one Tab stop, -1 for the other rows (arrow keys move between them). */
  tabIndex: 0 | -1;
  index: number;
}

/**
 * One tool of the list: a button (selecting it opens the call form) showing the display title,
 * the name when it differs, the server's behaviour claims and a warning count when its text
 * looks like tool poisoning. Every string is rendered as text.
 */
export const ToolRow = memo(function ToolRow({
  entry,
  findings,
  selected,
  dark,
  allowRemoteIcons,
  onSelect,
  onKeyDown,
  onFocus,
  tabIndex,
  index,
}: ToolRowProps) {
  const { tool, name } = entry;
  const title = displayTitle(tool);
  const warnings = poisoningFindings(findings);
  const description = firstLine(tool.description);
  const id = useId();
  return (
    <button
      type="button"
      data-tool-index={index}
      aria-labelledby={title !== name ? `${id}-t ${id}-n` : `${id}-t`}
      aria-describedby={`${id}-d ${id}-b`}
      aria-current={selected ? 'true' : undefined}
      tabIndex={tabIndex}
      onClick={() => onSelect(name)}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      className={cn(
        'flex w-full min-w-0 items-start gap-2 rounded-lg px-2 py-1.5 text-left',
        selected
          ? 'bg-sky-100 ring-1 ring-sky-600 dark:bg-sky-950 dark:ring-sky-400'
          : 'hover:bg-slate-100 dark:hover:bg-slate-800',
      )}
    >
      <ToolIcon icons={tool.icons} dark={dark} allowRemote={allowRemoteIcons} />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-baseline gap-x-2">
          <span id={`${id}-t`} className="font-medium text-slate-900 dark:text-white">
            <HiddenText text={title} />
          </span>
          {title !== name ? (
            <span id={`${id}-n`} className="font-mono text-xs break-all text-slate-600 dark:text-slate-400">
              <HiddenText text={name} />
            </span>
          ) : null}
        </span>
        {description ? (
          <span id={`${id}-d`} className="mt-0.5 block truncate text-xs text-slate-600 dark:text-slate-400">
            <HiddenText text={description} />
          </span>
        ) : (
          <span id={`${id}-d`} className="mt-0.5 block text-xs text-amber-800 italic dark:text-amber-300">
            No description
          </span>
        )}
        <span id={`${id}-b`} className="mt-1 flex flex-wrap gap-1">
          {warnings.length > 0 ? (
            <Badge tone="danger" title="Text that may steer the model: see the tool's details">
              {plural(warnings.length, 'poisoning warning')}
            </Badge>
          ) : null}
          {hintBadges(tool).map((badge) => (
            <Badge key={badge.label} tone={badge.tone} title={badge.title}>
              {badge.label}
            </Badge>
          ))}
          {entry.headers.length > 0 ? (
            <Badge tone="info" title="Arguments mirrored into Mcp-Param-* headers">
              {plural(entry.headers.length, 'header')}
            </Badge>
          ) : null}
        </span>
      </span>
    </button>
  );
});
