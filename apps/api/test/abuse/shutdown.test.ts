import { once } from 'node:events';
import { connect } from 'node:net';
import { expect, it } from 'vitest';
import { startServerProcess } from './server-process';

// A browser keeps speculative connections open without sending a request on them, and a slow or
// hostile client can do the same on purpose. Node's server.close() waits for such a socket until
// its headers timeout (a minute), so a stop (a deploy, a journey about to read the database) hung
// with it. The server now cuts what is still open a few seconds after SIGTERM, then closes the
// database and exits 0. Without that, this test times out.
it('stops on SIGTERM although a client holds a connection open without a request', async () => {
  const server = await startServerProcess({ LOG_LEVEL: 'info' });
  const { port, hostname } = new URL(server.url);
  const socket = connect(Number(port), hostname);
  await once(socket, 'connect');
  // Half a request too: headers started, never finished.
  const halfway = connect(Number(port), hostname);
  await once(halfway, 'connect');
  halfway.write('GET /api/health/ HTTP/1.1\r\nHost: shop\r\n');
  const cut = Promise.all([once(socket, 'close'), once(halfway, 'close')]);

  const exitCode = await server.stop();
  await cut;
  expect(exitCode).toBe(0);
  expect(server.output()).toContain('shutting down');
}, 40_000);
