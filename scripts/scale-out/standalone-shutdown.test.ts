// SIGTERM to the production server (`node .next/standalone/server.js`, what `docker stop` sends):
// an open subscriptions/listen stream ends with its listen result instead of being cut, and the
// process exits. Through the fast route (decision 0009) and through the Next.js route. Needs the
// production build; without one (a plain `npm run test:unit` before `next build`) it says so and skips.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mcpRequest } from '../../lib/mock-server/testing/mock-exchange';
import { prepareStandalone, startInstance } from './standalone-instance';

const missing = prepareStandalone();

for (const fastRoute of ['1', '0']) {
  test(`SIGTERM ends an open listen stream with its result (MCP_TOOL_LAB_FAST_ROUTE=${fastRoute})`, {
    skip: missing,
    timeout: 120_000,
  }, async () => {
    const server = await startInstance({ MCP_TOOL_LAB_FAST_ROUTE: fastRoute });
    try {
      const listen = mcpRequest(
        'subscriptions/listen',
        { notifications: { toolsListChanged: true } },
        { id: 'L-term' },
      );
      const response = await fetch(`${server.url}/api/mcp?visitor=shutdown-test`, {
        method: 'POST',
        headers: listen.headers,
        body: await listen.text(),
      });
      assert.equal(response.status, 200);
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      let text = '';
      while (!text.includes('\n\n')) {
        const { value, done } = await reader.read();
        assert.equal(done, false, 'the acknowledgement comes first');
        text += decoder.decode(value, { stream: true });
      }
      const exited = server.stop();
      // Read to the end: a cut stream rejects here ("terminated"), a graceful one just ends.
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
      }
      const messages = text
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => JSON.parse(line.slice(5)) as { method?: string; id?: unknown; result?: unknown });
      assert.equal(messages[0]?.method, 'notifications/subscriptions/acknowledged');
      const last = messages.at(-1)!;
      assert.equal(last.id, 'L-term');
      assert.equal((last.result as { resultType?: string }).resultType, 'complete');
      await exited;
    } finally {
      await server.stop();
    }
  });
}
