import { joinPointer } from '../../json/json-pointer';
import { defineRule } from '../rule';

export const toolNameUnique = defineRule({
  id: 'tool-name-unique',
  severity: 'warning',
  basis: 'spec-should',
  title: 'Tool names are unique within a server',
  description:
    'Names identify tools in `tools/call`, so two tools of one server with the same name are ambiguous: a client may keep either, or both, and the model cannot tell them apart. Names are case-sensitive, so `Search` and `search` are different names (but confusing; the rule mentions it).',
  target: 'tool-set',
  check({ target, path, report }) {
    const firstByName = new Map<string, number>();
    const firstByFolded = new Map<string, number>();
    target.value.forEach((tool, index) => {
      if (typeof tool !== 'object' || tool === null) return;
      const name = (tool as Record<string, unknown>).name;
      if (typeof name !== 'string') return;
      const first = firstByName.get(name);
      if (first !== undefined) {
        report({
          path: joinPointer(path, index, 'name'),
          message: `Another tool (item ${first}) already has the name "${name}". Give each tool its own name.`,
        });
        return;
      }
      firstByName.set(name, index);
      const folded = name.toLowerCase();
      const similar = firstByFolded.get(folded);
      if (similar !== undefined) {
        report({
          path: joinPointer(path, index, 'name'),
          severity: 'info',
          message: `"${name}" differs from the name of item ${similar} only by letter case. That is allowed, but easy to confuse.`,
        });
      } else firstByFolded.set(folded, index);
    });
  },
  cases: {
    pass: [
      {
        kind: 'tools',
        document: [
          { name: 'a', inputSchema: { type: 'object' } },
          { name: 'b', inputSchema: { type: 'object' } },
        ],
      },
    ],
    fail: [
      {
        kind: 'tools',
        document: [
          { name: 'a', inputSchema: { type: 'object' } },
          { name: 'a', inputSchema: { type: 'object' } },
        ],
        path: '/1/name',
      },
    ],
  },
});
