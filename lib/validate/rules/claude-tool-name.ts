import { joinPointer } from '../../json/json-pointer';
import { defineRule } from '../rule';
import { disallowedNameCharacters } from './tool-name-characters';

const claudeName = /^[a-zA-Z0-9_-]{1,128}$/;

export const claudeToolName = defineRule({
  id: 'claude-tool-name',
  severity: 'error',
  basis: 'client-compat',
  title: 'Claude API: tool names match ^[a-zA-Z0-9_-]{1,128}$',
  description:
    "The Claude API refuses tool names outside `^[a-zA-Z0-9_-]{1,128}$` — no dots, unlike MCP's recommendation. A host passing MCP tools to Claude must rename such tools; MCP does not define how. This rule runs only in the `claude-api` profile.",
  target: 'tool',
  profiles: ['claude-api'],
  check({ target, path, report }) {
    const name = target.value.name;
    if (typeof name !== 'string' || claudeName.test(name)) return;
    const length = [...name].length;
    const problem =
      length === 0
        ? 'is empty'
        : length > 128
          ? `is ${length} characters long (the limit is 128)`
          : `contains ${disallowedNameCharacters(name, /[a-zA-Z0-9_-]/).join(', ')}`;
    report({
      path: joinPointer(path, 'name'),
      message: `The Claude API refuses this tool name: it ${problem}. Use only letters, digits, "_" and "-" (e.g. "${name.replace(/[^a-zA-Z0-9_-]+/g, '_').slice(0, 128) || 'my_tool'}").`,
    });
  },
  cases: {
    pass: [
      {
        kind: 'tool',
        profile: 'claude-api',
        document: { name: 'get_user-v2', inputSchema: { type: 'object' } },
      },
    ],
    fail: [
      {
        kind: 'tool',
        profile: 'claude-api',
        document: { name: 'admin.tools.list', inputSchema: { type: 'object' } },
        path: '/name',
      },
    ],
  },
});
