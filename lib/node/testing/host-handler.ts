import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createNodeListener, type WebHandler } from '../create-node-listener';

/**
 * Serves a web-standard handler (a test's stand-in) on 127.0.0.1 at a free port. `close` stops it,
 * dropping idle keep-alive connections so the test process can end.
 */
export async function hostHandler(handler: WebHandler): Promise<{ origin: string; close(): Promise<void> }> {
  const listener = createNodeListener(handler, {
    fallbackOrigin: 'http://127.0.0.1/',
    maxBodyBytes: 16 * 1024 * 1024,
  });
  const server = createServer((req, res) => void listener(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
