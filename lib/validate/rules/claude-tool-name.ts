import { defineClientNameRule } from './client-tool-name';

export const CLAUDE_NAME_LIMITS = {
  characters: 'a-zA-Z0-9_-',
  charactersInWords: 'letters, digits, "_" and "-"',
  maxLength: 128,
};

export const claudeToolName = defineClientNameRule({
  id: 'claude-tool-name',
  profile: 'claude-api',
  client: 'The Claude API',
  limits: CLAUDE_NAME_LIMITS,
  severity: 'error',
  consequence: 'refuses this tool name',
  title: 'Claude API: tool names match ^[a-zA-Z0-9_-]{1,128}$',
  description:
    "The Claude API refuses tool names outside `^[a-zA-Z0-9_-]{1,128}$` — no dots, unlike MCP's recommendation. A host passing MCP tools to Claude must rename such tools; MCP does not define how. This rule runs only in the `claude-api` profile.",
  pass: 'get_user-v2',
  fail: 'admin.tools.list',
});
