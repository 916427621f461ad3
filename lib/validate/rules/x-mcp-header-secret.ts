import { joinPointer } from '../../json/json-pointer';
import { defineRule } from '../rule';
import { mcpHeadersOf } from '../schema-facts';
import { ONLY_2026_07_28 } from '../spec-version';
import { toolWith } from './x-mcp-header-shared';

/** Words (after splitting names on _ - . and camelCase) that mark a secret or personal data. */
const SECRET_WORDS = new Set([
  'password',
  'passwd',
  'passphrase',
  'pwd',
  'secret',
  'token',
  'apikey',
  'auth',
  'authorization',
  'credential',
  'credentials',
  'session',
  'cookie',
  'ssn',
  'cvv',
  'iban',
  'email',
  'phone',
]);
/** Two-word names that mark a secret ("api_key", "private-key", "credit card"). */
const SECRET_PAIRS = new Set([
  'api key',
  'private key',
  'access key',
  'secret key',
  'credit card',
  'card number',
  'social security',
]);

/** The secret-looking word or pair in a name, if any: whole words only ("max_tokens" and "author" pass). */
export function secretWord(name: string): string | undefined {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    if (SECRET_WORDS.has(words[i]!)) return words[i];
    const pair = `${words[i]} ${words[i + 1]}`;
    if (SECRET_PAIRS.has(pair)) return pair;
  }
  return undefined;
}

export const xMcpHeaderSecret = defineRule({
  id: 'x-mcp-header-secret',
  severity: 'warning',
  basis: 'spec-should',
  versions: ONLY_2026_07_28,
  title: 'x-mcp-header does not mirror secrets or personal data',
  description:
    'Mirrored values travel in plain HTTP headers that proxies, load balancers and logs see; Base64 is an encoding, not encryption. Never mark passwords, API keys, tokens or personal data with `x-mcp-header`.',
  target: 'json-schema',
  check({ target, path, report }) {
    if (target.role !== 'input') return;
    for (const declaration of mcpHeadersOf(target.value).declarations) {
      const property = declaration.argumentPath[declaration.argumentPath.length - 1] ?? '';
      const match = secretWord(property) ?? secretWord(declaration.name);
      if (!match) continue;
      report({
        path: joinPointer(`${path}${declaration.schemaPath}`, 'x-mcp-header'),
        message: `"${property}" looks like a secret or personal data ("${match}"), and x-mcp-header would copy it into the Mcp-Param-${declaration.name} header where intermediaries and logs can read it. Remove the annotation.`,
      });
    }
  },
  cases: {
    pass: [
      toolWith({ properties: { region: { type: 'string', 'x-mcp-header': 'Region' } } }),
      toolWith({
        properties: {
          passenger_count: { type: 'integer', 'x-mcp-header': 'Passengers' },
          max_tokens: { type: 'integer', 'x-mcp-header': 'Max-Tokens' },
          author_login: { type: 'string', 'x-mcp-header': 'Author' },
        },
      }),
    ],
    fail: [
      {
        ...toolWith({ properties: { api_key: { type: 'string', 'x-mcp-header': 'Key' } } }),
        path: '/inputSchema/properties/api_key/x-mcp-header',
      },
    ],
  },
});
