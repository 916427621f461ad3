// The in-page mock's tool listing, produced where the playground page is built: the playground's
// own session (./session.ts) connects to the mock server with its default scenario, in process,
// and lists. The page ships that listing in its HTML, so the tools show at first paint; the page's
// Worker mock then lists for real and the live listing takes its place (SessionState.preview).
import { createMockServer } from '../mock-server/create-mock-server';
import type { FetchLike } from './client-options';
import type { ToolListing } from './list-tools';
import { createSession } from './session';
import { createTimeline } from './timeline';
import { createLocalValidator } from './validation';

/**
 * Lists the default mock as the playground would, or undefined when that failed or stopped early
 * (then the page shows no preview and lists as before). Every listed page has been through the
 * validator, as in the page.
 */
export async function previewMockListing(): Promise<ToolListing | undefined> {
  const server = createMockServer();
  const mockFetch: FetchLike = (url, init) => server.handle(new Request(url, init));
  const session = createSession({
    timeline: createTimeline(),
    mockFetch,
    onInputRequest: () => undefined,
    origin: () => 'http://127.0.0.1',
    validator: createLocalValidator(),
  });
  // The listing only: no listen stream to open and close.
  session.setListening(false);
  try {
    await session.connect({ kind: 'mock' });
    const { list } = session.state();
    if (list.status !== 'ready' || !list.listing.complete) return undefined;
    // Its exchanges stay behind on this timeline: the page's timeline shows only its own traffic.
    return { ...list.listing, pages: list.listing.pages.map(({ exchangeId: _, ...page }) => page) };
  } finally {
    session.close();
    server.close();
  }
}
