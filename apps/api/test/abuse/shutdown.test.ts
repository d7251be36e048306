import { once } from 'node:events';
import { connect } from 'node:net';
import { expect, it, vi } from 'vitest';
import { fakeSmtpServer } from '../support/fake-smtp';
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
}, 600_000);

const LEAD = {
  company: 'Hotel Orchard',
  name: 'Mei Tan',
  email: 'mei.tan@example.com',
  country: 'sg',
  message: 'Scenting for our lobby, please.',
};

// (10 minutes, not 5: each test starts a server from source on a fresh PGlite, seeded, which may
// take minutes on a loaded machine; this one timed out at 5 minutes once in a fresh-clone CI run on
// 2026-11-29, cause not found, and passed five runs in a row after it on PGlite and PostgreSQL.)
// SIGTERM drains in order: the requests in flight answer (new ones get 503), then the job round in
// progress ends (here an e-mail the SMTP server is slow to accept), then the database closes.
it('on SIGTERM a request in flight still answers and the e-mail being sent is finished', async () => {
  const smtp = await fakeSmtpServer({ holdReplies: true });
  const server = await startServerProcess({
    LOG_LEVEL: 'info',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'shop@example.com',
  });
  try {
    const first = await fetch(`${server.url}/api/business/leads/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(LEAD),
    });
    expect(first.status).toBe(201);
    // The dispatcher's round has sent the sales team's e-mail whole; the server's 250 is held.
    await smtp.holding;

    // A second enquiry whose body is still arriving when SIGTERM comes.
    const { port, hostname } = new URL(server.url);
    const socket = connect(Number(port), hostname);
    await once(socket, 'connect');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const body = JSON.stringify({ ...LEAD, company: 'Hotel Marina' });
    socket.write(
      `POST /api/business/leads/ HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 20)}`,
    );
    const exitCode = server.stop();
    await vi.waitFor(() => expect(server.output()).toContain('shutting down'), { timeout: 10_000 });
    socket.end(body.slice(20));
    await once(socket, 'close');
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
    expect(answer).toContain('"id"');

    // Only now does the SMTP server accept the e-mail: the round ends, then the process exits 0.
    smtp.release();
    expect(await exitCode).toBe(0);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.data).toContain('Hotel Orchard');
    expect(server.output()).not.toMatch(/mail dispatch round failed|e-mail attempt failed/);
  } finally {
    await server.stop();
    await smtp.close();
  }
}, 600_000);
