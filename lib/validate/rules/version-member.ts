import { defineRule } from '../rule';
import { BEFORE_2026_07_28 } from '../spec-version';
import { versionedMembers } from '../version-members';

export const versionMember = defineRule({
  id: 'version-member',
  severity: 'warning',
  basis: 'client-compat',
  versions: BEFORE_2026_07_28,
  title: 'Members belong to the version the server speaks',
  description:
    'Objects are open in every version, so a member from a later version is not a schema error, but a client of the checked version does not know it and ignores it: icons and tasks’ `execution` arrived in 2025-11-25; `resultType`, `ttlMs`, `cacheScope` and `x-mcp-header` in 2026-07-28. Either the document mixes versions, or the server speaks a later version than the one checked: choose that version.',
  target: 'document',
  check({ target, kind, version, report }) {
    for (const member of versionedMembers(target.value, kind)) {
      if (member.since <= version) continue;
      report({
        path: member.path,
        part: 'key',
        message: `"${member.member}" on a ${member.on} arrived in ${member.since}: a client that speaks ${version} does not know it and ignores it. Leave it out for ${version} clients, or check the document at ${member.since} if that is what the server speaks.`,
      });
    }
  },
  cases: {
    pass: [
      {
        kind: 'tool',
        spec: '2025-06-18',
        document: { name: 'get_weather', title: 'Weather', inputSchema: { type: 'object' } },
      },
      {
        kind: 'tool',
        spec: '2025-11-25',
        document: {
          name: 'get_weather',
          icons: [{ src: 'https://example.com/w.png' }],
          inputSchema: { type: 'object' },
          execution: { taskSupport: 'optional' },
        },
      },
    ],
    fail: [
      {
        kind: 'tool',
        spec: '2025-06-18',
        document: {
          name: 'get_weather',
          icons: [{ src: 'https://example.com/w.png' }],
          inputSchema: { type: 'object' },
        },
        path: '/icons',
      },
      {
        kind: 'tools-list-result',
        spec: '2025-11-25',
        document: { tools: [], resultType: 'complete' },
        path: '/resultType',
      },
    ],
  },
});
