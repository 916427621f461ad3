// Prints a TCP port that is free on 127.0.0.1 right now (the OS picks it).
import { createServer } from 'node:net';

const server = createServer();
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(String(typeof address === 'object' && address ? address.port : ''));
  server.close();
});
