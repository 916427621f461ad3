import type { ToolEntry } from '@/lib/client/index';
import type { PaletteCommand } from './command-palette';
import { displayTitle } from './tool-display';
import type { PlaygroundActions } from './use-playground-controller';

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
      id: `tool:${entry.name}`,
      group: 'Select a tool',
      label:
        displayTitle(entry.tool) === entry.name ? entry.name : `${displayTitle(entry.tool)} (${entry.name})`,
      keywords: [entry.name, 'tool', 'select'],
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
    { id: 'theme-dark', group: 'Theme', label: 'Dark theme', run: () => actions.setTheme('dark') },
    { id: 'theme-light', group: 'Theme', label: 'Light theme', run: () => actions.setTheme('light') },
    { id: 'theme-system', group: 'Theme', label: 'System theme', run: () => actions.setTheme('system') },
  ];
}
