import { defineClientCountRule } from './client-tool-count';
import { CURSOR_MCP_DOCS } from './cursor-sources';

export const cursorToolCount = defineClientCountRule({
  id: 'cursor-tool-count',
  profile: 'cursor',
  max: 40,
  severity: 'warning',
  limit:
    'Cursor has documented that it sends only the first 40 tools of all servers to the agent; the rest are silently unavailable.',
  title: 'Cursor: more than 40 tools may not all reach the agent',
  description:
    "Cursor's MCP documentation said that only the first 40 tools (across all servers) are sent to the agent; tools past that are silently unavailable. Current Cursor documentation states no number, so this is a warning: a server of more than 40 tools is at risk, and a focused one is safer everywhere.",
  sources: [
    {
      ...CURSOR_MCP_DOCS,
      quote: 'Cursor will only send the first 40 tools to the Agent.',
    },
  ],
});
