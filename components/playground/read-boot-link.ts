import { type BridgeEndpoint, parseBridgeText } from '@/lib/bridge/bridge-endpoint';
import { fromShareHash } from '@/lib/share/share-format';
import { linkForExample, readExampleQuery } from './example-scenario';
import { emptyLink, fromShareState, type PlaygroundLink } from './playground-link';

export interface BootLink {
  link: PlaygroundLink;
  /** Things the user should know about what was (not) restored. */
  notes: string[];
  /** What to do with a docs example now open (what to press, what to look at). */
  hint?: string;
  /** True when the address asked for a particular state (a share link or a docs example). */
  requested: boolean;
  /**
   * A bridge link's endpoint (`#bridge=…&token=…`, printed by `mcp-tool-lab bridge`): the caller
   * fills the form with it and removes the fragment from the address bar, so the token stays in
   * memory only.
   */
  bridge?: BridgeEndpoint;
}

/**
 * What the address asks the playground to open: a bridge link (`#bridge=…&token=…`), a share link
 * (`#s=…`, from the share button or the validator's "Open in playground"), or a docs example
 * (`?example=<id>&scenario=<name>`). The decoder and the examples are loaded only when the address
 * needs them.
 */
export async function readBootLink(location: Pick<Location, 'search' | 'hash'>): Promise<BootLink> {
  const bridge = parseBridgeText(location.hash);
  if (bridge !== undefined) {
    if (!bridge.ok) return { link: emptyLink(), notes: [bridge.error], requested: true };
    const { url } = bridge.endpoint;
    return {
      link: { ...emptyLink(), target: 'url', url },
      notes: [],
      requested: true,
      bridge: bridge.endpoint,
    };
  }
  const payload = fromShareHash(location.hash);
  if (payload !== undefined) {
    const { decodeShare } = await import('@/lib/share/decode-share');
    const decoded = decodeShare(payload);
    if (!decoded.ok) return { link: emptyLink(), notes: [decoded.error.message], requested: true };
    if (decoded.value.kind !== 'playground') {
      return {
        link: emptyLink(),
        notes: ['This share link is for the validator, not the playground.'],
        requested: true,
      };
    }
    return { ...fromShareState(decoded.value.state), requested: true };
  }
  const query = readExampleQuery(location.search);
  if (!query.example && !query.scenario) return { link: emptyLink(), notes: [], requested: false };
  let entry: Awaited<ReturnType<typeof loadExample>>;
  if (query.example) entry = await loadExample(query.example);
  const result = linkForExample(entry, query.scenario, query.example);
  if (query.example && !entry) result.notes.push(`There is no example named "${query.example}".`);
  return { ...result, requested: true };
}

async function loadExample(id: string) {
  const { getExample } = await import('@/content/examples/index');
  return getExample(id);
}
