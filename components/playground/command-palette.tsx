'use client';

import { Command } from 'cmdk';
import { useEffect, useRef } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Kbd } from '@/components/ui/kbd';
import { paletteScore } from './palette-commands';

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
  const byId = new Map(commands.map((c) => [c.id, c]));
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!open) return;
    // The dialog opens (showModal) after this effect and would take focus: hand it to the input after.
    const frame = requestAnimationFrame(() => input.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [open]);
  return (
    <Dialog open={open} onClose={onClose} title="Command palette" className="w-[min(36rem,calc(100vw-2rem))]">
      <Command
        label="Commands"
        loop
        // Our ranking, not cmdk's: commands come before tools on an equal match.
        filter={(value, search) => {
          const command = byId.get(value);
          return command ? paletteScore(command, search) : 0;
        }}
        className="flex min-h-0 flex-col"
      >
        <div className="border-b border-slate-200 px-3 py-2 dark:border-slate-800">
          <Command.Input
            ref={input}
            aria-label="Type a command"
            placeholder="Type a command or a tool name…"
            className="h-9 w-full rounded-md border border-slate-300 bg-white px-2 text-sm dark:border-slate-700 dark:bg-slate-950"
          />
        </div>
        <Command.List className="max-h-[60dvh] overflow-auto p-2 text-sm">
          <Command.Empty className="px-2 py-3 text-slate-600 dark:text-slate-400">
            No command matches.
          </Command.Empty>
          {groups.map((group) => (
            <Command.Group
              key={group}
              heading={group}
              className="[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-slate-600 dark:[&_[cmdk-group-heading]]:text-slate-400"
            >
              {commands
                .filter((c) => c.group === group)
                .map((command) => (
                  <Command.Item
                    key={command.id}
                    value={command.id}
                    disabled={command.disabled ?? false}
                    onSelect={() => onRun(command)}
                    className="flex cursor-pointer items-center justify-between gap-2 rounded-md px-2 py-1.5 data-[disabled=true]:cursor-not-allowed data-[disabled=true]:opacity-50 data-[selected=true]:bg-sky-100 data-[selected=true]:text-sky-950 dark:data-[selected=true]:bg-sky-900 dark:data-[selected=true]:text-white"
                  >
                    <span className="min-w-0 truncate">{command.label}</span>
                    {command.shortcut ? <Kbd>{command.shortcut}</Kbd> : null}
                  </Command.Item>
                ))}
            </Command.Group>
          ))}
        </Command.List>
      </Command>
    </Dialog>
  );
}
