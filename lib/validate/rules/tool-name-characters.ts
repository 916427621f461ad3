import { joinPointer } from '../../json/json-pointer';
import { defineRule } from '../rule';
import { SINCE_2025_11_25 } from '../spec-version';

const allowed = /^[A-Za-z0-9_.-]*$/;

/** The characters of `name` outside A–Z a–z 0–9 _ - . (each listed once, readable). */
export function disallowedNameCharacters(name: string, pattern = /[A-Za-z0-9_.-]/): string[] {
  const bad = new Set<string>();
  for (const ch of name) if (!pattern.test(ch)) bad.add(ch);
  return [...bad].map((ch) =>
    ch === ' '
      ? 'a space'
      : /\p{C}/u.test(ch)
        ? `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`
        : `"${ch}"`,
  );
}

export const toolNameCharacters = defineRule({
  id: 'tool-name-characters',
  severity: 'warning',
  basis: 'spec-should',
  versions: SINCE_2025_11_25,
  title: 'Tool names use only A–Z, a–z, 0–9, underscore, hyphen and dot',
  description:
    'The spec recommends that names use only ASCII letters, digits, `_`, `-` and `.`, with no spaces or other punctuation. Other characters break hosts that put names into function-calling APIs, and force Base64 encoding of the `Mcp-Name` header.',
  target: 'tool',
  check({ target, path, report }) {
    const name = target.value.name;
    if (typeof name !== 'string' || allowed.test(name)) return;
    const bad = disallowedNameCharacters(name);
    report({
      path: joinPointer(path, 'name'),
      message: `The tool name contains ${bad.join(', ')}. Use only letters, digits, "_", "-" and ".", e.g. "${name.replace(/[^A-Za-z0-9_.-]+/g, '_') || 'my_tool'}".`,
    });
  },
  cases: {
    pass: [
      { kind: 'tool', document: { name: 'admin.tools.list', inputSchema: { type: 'object' } } },
      { kind: 'tool', document: { name: 'DATA_EXPORT_v2', inputSchema: { type: 'object' } } },
    ],
    fail: [
      { kind: 'tool', document: { name: 'search issues', inputSchema: { type: 'object' } }, path: '/name' },
      { kind: 'tool', document: { name: 'get/user', inputSchema: { type: 'object' } }, path: '/name' },
    ],
  },
});
