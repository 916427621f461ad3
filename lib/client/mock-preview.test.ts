// The playground's build-time preview of the in-page mock: what the page ships is what the page's
// own session then lists from a mock in its default scenario, and the session shows it until then.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createMockServer } from '../mock-server/create-mock-server';
import { previewMockListing } from './mock-preview';
import { createSession } from './session';
import { shownListing } from './session-model';
import { fetchFromHandler } from './testing/handler-fetch';
import { createTimeline } from './timeline';
import { createLocalValidator } from './validation';

const validator = createLocalValidator();

function liveSession(preview?: Awaited<ReturnType<typeof previewMockListing>>) {
  const server = createMockServer();
  const session = createSession({
    timeline: createTimeline(),
    mockFetch: fetchFromHandler((request) => server.handle(request)),
    onInputRequest: () => undefined,
    origin: () => 'http://127.0.0.1:1',
    validator,
    ...(preview ? { preview } : {}),
  });
  session.setListening(false);
  return { server, session };
}

test('the preview is the listing the page itself gets from the default mock, and survives JSON', async () => {
  const preview = await previewMockListing();
  assert.ok(preview, 'the default mock lists completely');
  assert.equal(preview.complete, true);
  assert.ok(preview.tools.length > 20, `${preview.tools.length} tools`);
  assert.ok(preview.pages.length > 1, 'the mock pages its list');
  for (const page of preview.pages) {
    assert.equal(page.exchangeId, undefined, 'no exchange of the build leaks into the page');
    assert.deepEqual(page.diagnostics, [], 'the default catalogue has no findings');
  }
  // The page gets it through React's serialisation: plain JSON data only.
  assert.deepEqual(JSON.parse(JSON.stringify(preview)), preview);
  const { server, session } = liveSession();
  await session.connect({ kind: 'mock' });
  const live = shownListing(session.state()).listing!;
  assert.deepEqual(
    preview.tools.map((t) => [t.name, t.tool, t.headers, t.page, t.index]),
    live.tools.map((t) => [t.name, t.tool, t.headers, t.page, t.index]),
  );
  assert.deepEqual(preview.excluded, live.excluded);
  assert.deepEqual(preview.duplicates, live.duplicates);
  assert.deepEqual(
    preview.pages.map((p) => [p.cursor, p.nextCursor, p.toolCount]),
    live.pages.map((p) => [p.cursor, p.nextCursor, p.toolCount]),
  );
  session.close();
  server.close();
});

test('a session given the preview shows it at once, then its own listing; dropping it empties the list', async () => {
  const preview = (await previewMockListing())!;
  const { server, session } = liveSession(preview);
  assert.deepEqual(shownListing(session.state()), { listing: preview, preview: true });
  const seen: boolean[] = [];
  session.subscribe(() => seen.push(shownListing(session.state()).preview));
  await session.connect({ kind: 'mock' });
  const after = shownListing(session.state());
  assert.equal(after.preview, false);
  assert.notEqual(after.listing, preview);
  assert.equal(after.listing?.tools.length, preview.tools.length);
  // Shown from the first state to the live listing, with no empty list in between.
  assert.deepEqual([...new Set(seen)], [true, false]);
  session.close();

  const { server: other, session: dropped } = liveSession(preview);
  dropped.dropPreview();
  assert.deepEqual(shownListing(dropped.state()), { preview: false });
  dropped.close();
  server.close();
  other.close();
});
