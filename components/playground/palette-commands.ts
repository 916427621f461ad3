import type { ToolEntry } from '@/lib/client/index';
import type { PaletteCommand } from './command-palette';
import { displayTitle } from './tool-display';
import type { PlaygroundActions } from './use-playground-controller';

const TOOL_PREFIX = 'tool:';
/** A tool's score is scaled by this, so a command wins a tie (typing "dark" means the theme). */
const TOOL_WEIGHT = 0.9;

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** 1 for a match at the start, less for a match inside, a little for letters in order, 0 for none. */
function textScore(text: string, search: string): number {
  const t = text.toLowerCase();
  if (t.startsWith(search)) return 1;
  const parts = words(search);
  const own = words(text);
  if (parts.length > 0 && parts.every((part) => own.some((w) => w.startsWith(part))))
    return t.includes(search) ? 0.9 : 0.8;
  if (t.includes(search)) return 0.7;
  let at = 0;
  for (const ch of search) {
    at = t.indexOf(ch, at);
    if (at === -1) return 0;
    at++;
  }
  return 0.2;
}

/**
 * How well a command matches what was typed (0: hidden). The label counts fully, keywords a
 * little less; tools weigh less than commands, so "dark" picks the theme, not "Denmark".
 */
export function paletteScore(
  command: Pick<PaletteCommand, 'id' | 'label' | 'keywords'>,
  typed: string,
): number {
  const search = typed.trim().toLowerCase();
  if (!search) return 1;
  const score = Math.max(
    textScore(command.label, search),
    ...(command.keywords ?? []).map((k) => textScore(k, search) * 0.95),
  );
  return command.id.startsWith(TOOL_PREFIX) ? score * TOOL_WEIGHT : score;
}

/** The commands that match, best first (ties keep the palette's order). */
export function rankPalette(commands: readonly PaletteCommand[], typed: string): PaletteCommand[] {
  return commands
    .map((command, index) => ({ command, index, score: paletteScore(command, typed) }))
    .filter((c) => c.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((c) => c.command);
}

/** The palette's commands for the current state of the page. */
export function paletteCommands(
  actions: PlaygroundActions,
  state: { tools: readonly ToolEntry[]; canRun: boolean; running: boolean; modKey: string },
): PaletteCommand[] {
  const { modKey } = state;
  return [
    {
      id: 'connect-again',
      group: 'Connection',
      label: 'Connect (again)',
      run: () => actions.connect('again'),
    },
    {
      id: 'connect-mock',
      group: 'Connection',
      label: 'Connect to the in-page mock server',
      run: () => actions.connect('mock'),
    },
    {
      id: 'connect-api',
      group: 'Connection',
      label: "Connect to this site's /api/mcp",
      run: () => actions.connect('api'),
    },
    {
      id: 'connect-url',
      group: 'Connection',
      label: 'Connect to a server URL…',
      run: () => actions.connect('url'),
    },
    {
      id: 'call-run',
      group: 'Call',
      label: 'Call the selected tool',
      shortcut: `${modKey}+Enter`,
      disabled: !state.canRun,
      run: () => actions.run(),
    },
    {
      id: 'call-cancel',
      group: 'Call',
      label: 'Cancel the running call',
      disabled: !state.running,
      run: actions.cancel,
    },
    { id: 'call-clear', group: 'Call', label: 'Clear the result', run: actions.clearResult },
    {
      id: 'tools-refresh',
      group: 'Tools',
      label: 'Refresh the tool list (bypass the cache)',
      run: () => actions.refreshTools(true),
    },
    ...state.tools.map((entry) => ({
      id: `${TOOL_PREFIX}${entry.name}`,
      group: 'Select a tool',
      label:
        displayTitle(entry.tool) === entry.name ? entry.name : `${displayTitle(entry.tool)} (${entry.name})`,
      keywords: [entry.name],
      run: () => actions.goToTool(entry.name),
    })),
    { id: 'timeline-clear', group: 'Timeline', label: 'Clear the timeline', run: actions.clearTimeline },
    {
      id: 'timeline-export',
      group: 'Timeline',
      label: 'Export the session as JSON',
      run: actions.exportTimeline,
    },
    { id: 'timeline-import', group: 'Timeline', label: 'Import a session…', run: actions.importTimeline },
    {
      id: 'share',
      group: 'Share',
      label: 'Copy a share link (scenario, tool, arguments)',
      run: actions.share,
    },
    ...(['connection', 'tools', 'call', 'result', 'timeline'] as const).map((panel) => ({
      id: `go-${panel}`,
      group: 'Go to',
      label: `Go to ${panel === 'call' ? 'the call form' : `the ${panel} panel`}`,
      run: () => actions.goTo(panel),
    })),
    {
      id: 'go-model',
      group: 'Go to',
      label: 'Go to the model settings',
      keywords: ['provider', 'api key', 'llm'],
      run: () => actions.goTo('model'),
    },
    {
      id: 'go-ask-model',
      group: 'Go to',
      label: 'Ask a model about the tools',
      keywords: ['chat', 'llm', 'agent'],
      run: () => actions.goTo('ask-model'),
    },
    {
      id: 'go-evals',
      group: 'Go to',
      label: 'Go to the tool-choice evals (A/B of descriptions)',
      keywords: ['eval', 'suite', 'a/b', 'llm'],
      run: () => actions.goTo('evals'),
    },
    { id: 'theme-dark', group: 'Theme', label: 'Dark theme', run: () => actions.setTheme('dark') },
    { id: 'theme-light', group: 'Theme', label: 'Light theme', run: () => actions.setTheme('light') },
    { id: 'theme-system', group: 'Theme', label: 'System theme', run: () => actions.setTheme('system') },
  ];
}
