import { once } from 'node:events';
import { connect } from 'node:net';
import { expect, it, vi } from 'vitest';
import { fakeSmtpServer } from '../support/fake-smtp';
import { startServerProcess, type ServerProcess } from './server-process';

/**
 * Awaits one step of a stop, failing with the step's name and what the server printed when it
 * takes longer than `ms`: a hang then says where it is instead of running into the test's timeout.
 */
async function step<T>(server: ServerProcess, name: string, work: Promise<T>, ms = 60_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(`${name}: no outcome after ${ms / 1000} s; the server printed:\n${server.output()}`),
        ),
      ms,
    );
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

// A browser keeps speculative connections open without sending a request on them, and a slow or
// hostile client can do the same on purpose. Node's server.close() waits for such a socket until
// its headers timeout (a minute), so a stop (a deploy, a journey about to read the database) hung
// with it. The server now cuts what is still open a few seconds after SIGTERM, then closes the
// database and exits 0. Without that, this test times out.
it('stops on SIGTERM although a client holds a connection open without a request', async () => {
  const server = await startServerProcess({ LOG_LEVEL: 'info' });
  const { port, hostname } = new URL(server.url);
  // Cut either way: closed, or reset (ECONNRESET) when the server destroys a socket whose bytes it
  // has not read. `once(client, 'close')` rejects on that 'error' (events.once does for any event
  // but 'error'): CI failed on it once, on 2026-11-30. So the close is awaited on its own.
  const open = () => {
    const client = connect(Number(port), hostname);
    client.on('error', () => undefined);
    const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
    return { client, closed, connected: once(client, 'connect') };
  };
  const idle = open();
  // Half a request too: headers started, never finished.
  const halfway = open();
  await Promise.all([idle.connected, halfway.connected]);
  halfway.client.write('GET /api/health/ HTTP/1.1\r\nHost: shop\r\n');
  const cut = Promise.all([idle.closed, halfway.closed]);

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

// (It hung twice in fresh-clone CI runs on 2026-11-29, found under load on 2026-11-30: a SIGTERM
// handled before the server had read the second request's headers got it a 503 and a closed socket
// before the test listened for the close. The test now waits until the request is routed and
// listens from the start; each step fails by name within a minute rather than at the timeout.)
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
    const first = await step(
      server,
      'the first enquiry',
      fetch(`${server.url}/api/business/leads/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(LEAD),
      }),
    );
    expect(first.status).toBe(201);
    // The dispatcher's round has sent the sales team's e-mail whole; the server's 250 is held.
    await step(server, "the sales team's e-mail reaching the SMTP server", smtp.holding);

    // A second enquiry whose body is still arriving when SIGTERM comes.
    const { port, hostname } = new URL(server.url);
    const socket = connect(Number(port), hostname);
    await once(socket, 'connect');
    socket.on('error', () => undefined); // a reset shows as an empty answer below
    // Listened for from the start: the server may answer and close before the test looks.
    // (Not `once(socket, 'close')`: that rejects on a reset's 'error' instead of showing it below.)
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const body = JSON.stringify({ ...LEAD, company: 'Hotel Marina' });
    socket.write(
      `POST /api/business/leads/ HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 20)}`,
    );
    // In flight means the server has it: its headers read and routed (Fastify logs the request
    // then). A SIGTERM handled before the server read them would rightly answer it 503.
    const routedLeads = () =>
      server.output().match(/"url":"\/api\/business\/leads\/".*incoming request/g)?.length ?? 0;
    await vi.waitFor(() => expect(routedLeads()).toBe(2), { timeout: 30_000 });
    const exitCode = server.stop();
    await vi.waitFor(() => expect(server.output()).toContain('shutting down'), { timeout: 10_000 });
    socket.end(body.slice(20));
    await step(server, 'the second enquiry answered and its connection closed', closed);
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
    expect(answer).toContain('"id"');

    // Only now does the SMTP server accept the e-mail: the round ends, then the process exits 0.
    smtp.release();
    expect(await step(server, 'the process exiting', exitCode)).toBe(0);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.data).toContain('Hotel Orchard');
    expect(server.output()).not.toMatch(/mail dispatch round failed|e-mail attempt failed/);
  } finally {
    await server.stop();
    await smtp.close();
  }
}, 600_000);
