import { defineClientNameRule } from './client-tool-name';
import { VSCODE_TOOL_NORMALIZATION } from './vscode-sources';

export const VSCODE_NAME_LIMITS = {
  characters: 'a-zA-Z0-9_-',
  charactersInWords: 'letters, digits, "_" and "-"',
  maxLength: 128,
};

export const vscodeToolName = defineClientNameRule({
  id: 'vscode-tool-name',
  profile: 'vscode',
  client: 'VS Code',
  limits: VSCODE_NAME_LIMITS,
  severity: 'warning',
  consequence: 'rewrites this tool name (each other character becomes "_") and logs a warning',
  title: 'VS Code: tool names use only a-z, A-Z, 0-9, _ and -',
  description:
    'VS Code replaces every character of a tool name outside `[a-z0-9_-]` (case-insensitive) with `_` before offering the tool to the model, so `issues.search` becomes `issues_search` and may collide with another tool. Name tools with letters, digits, `_` and `-` to keep the name the model sees the one you chose.',
  sources: [
    {
      ...VSCODE_TOOL_NORMALIZATION,
      quote: 'Tools names may only contain [a-z0-9_-]',
    },
  ],
  pass: 'issues_search',
  fail: 'issues.search',
});
