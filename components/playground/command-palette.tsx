'use client';

import { Command } from 'cmdk';
import { useEffect, useRef, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Kbd } from '@/components/ui/kbd';
import { rankPalette } from './palette-commands';

export interface PaletteCommand {
  /** Unique; also what cmdk matches besides the label. */
  id: string;
  label: string;
  group: string;
  keywords?: string[];
  shortcut?: string;
  disabled?: boolean;
  run(): void;
}

/**
 * The command palette (Mod+K): every action of the playground by name — connect, select a tool,
 * call, cancel, clear, export, jump to a panel, switch theme. A native modal dialog around cmdk's
 * listbox: type to filter, arrows to move, Enter to run, Escape to close.
 */
export default function CommandPalette({
  open,
  onClose,
  commands,
  onRun,
}: {
  open: boolean;
  onClose(): void;
  commands: readonly PaletteCommand[];
  /** Called with the chosen command; the caller closes the palette and runs it once closed. */
  onRun(command: PaletteCommand): void;
}) {
  const groups = [...new Set(commands.map((c) => c.group))];
  const [search, setSearch] = useState('');
  // While typing, one list ranked by our own rule (lib-free, tested in Node): commands before tools
  // on an equal match. cmdk only moves the selection; it does not filter or sort.
  const ranked = search.trim() ? rankPalette(commands, search) : undefined;
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!open) setSearch('');
  }, [open]);
  return (
    // The input takes focus as the dialog opens: what is typed right after Ctrl+K is not lost (it
    // was, when focus came a frame later).
    <Dialog
      open={open}
      onClose={onClose}
      title="Command palette"
      initialFocus={input}
      className="w-[min(36rem,calc(100vw-2rem))]"
    >
      <Command label="Commands" loop shouldFilter={false} className="flex min-h-0 flex-col">
        <div className="border-b border-slate-200 px-3 py-2 dark:border-slate-800">
          <Command.Input
            ref={input}
            value={search}
            onValueChange={setSearch}
            aria-label="Type a command"
            placeholder="Type a command or a tool name…"
            className="h-9 w-full rounded-md border border-slate-300 bg-white px-2 text-sm dark:border-slate-700 dark:bg-slate-950"
          />
        </div>
        <Command.List className="max-h-[60dvh] overflow-auto p-2 text-sm">
          <Command.Empty className="px-2 py-3 text-slate-600 dark:text-slate-400">
            No command matches.
          </Command.Empty>
          {ranked ? (
            <Command.Group heading="Best matches" className={groupClass}>
              {ranked.map((command) => (
                <PaletteItem key={command.id} command={command} onRun={onRun} showGroup />
              ))}
            </Command.Group>
          ) : (
            groups.map((group) => (
              <Command.Group key={group} heading={group} className={groupClass}>
                {commands
                  .filter((c) => c.group === group)
                  .map((command) => (
                    <PaletteItem key={command.id} command={command} onRun={onRun} />
                  ))}
              </Command.Group>
            ))
          )}
        </Command.List>
      </Command>
    </Dialog>
  );
}

const groupClass =
  '[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-slate-600 dark:[&_[cmdk-group-heading]]:text-slate-400';

function PaletteItem({
  command,
  onRun,
  showGroup = false,
}: {
  command: PaletteCommand;
  onRun(command: PaletteCommand): void;
  /** In the ranked list, which group the command belongs to. */
  showGroup?: boolean;
}) {
  return (
    <Command.Item
      value={command.id}
      disabled={command.disabled ?? false}
      onSelect={() => onRun(command)}
      className="flex cursor-pointer items-center justify-between gap-2 rounded-md px-2 py-1.5 data-[disabled=true]:cursor-not-allowed data-[disabled=true]:opacity-50 data-[selected=true]:bg-sky-100 data-[selected=true]:text-sky-950 dark:data-[selected=true]:bg-sky-900 dark:data-[selected=true]:text-white"
    >
      <span className="min-w-0 truncate">{command.label}</span>
      {command.shortcut ? <Kbd>{command.shortcut}</Kbd> : null}
      {showGroup ? (
        <span aria-hidden="true" className="shrink-0 text-xs text-slate-500 dark:text-slate-400">
          {command.group}
        </span>
      ) : null}
    </Command.Item>
  );
}
