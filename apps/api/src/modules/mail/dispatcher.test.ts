import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/database';
import { outboxEmails } from '../../db/schema';
import { databases } from '../../../test/support/databases';
import { fakeSmtpServer, type FakeSmtpServer } from '../../../test/support/fake-smtp';
import { startTestServer, type TestServer } from '../../../test/support/test-server';
import {
  DEFAULT_DISPATCH_OPTIONS,
  dispatchDueEmails,
  startMailDispatcher,
  type DispatchOptions,
} from './dispatcher';
import { logSender, smtpSender, type MailLogger } from './mail-sender';
import { insertOutboxEmail } from './outbox-queries';

/** Quoted-printable → the bytes it stands for, as a latin1 string. */
function qpBytes(body: string): string {
  return body
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const utf8 = (latin1: string) => Buffer.from(latin1, 'latin1').toString('utf8');

/** The message's parts (text/plain, text/html), decoded as a mail client shows them. */
function mimeParts(data: string): Record<string, string> {
  const boundary = /boundary="?([^";\r\n]+)"?/.exec(data)?.[1];
  if (!boundary) throw new Error('not a multipart message');
  const parts: Record<string, string> = {};
  for (const raw of data.split(`--${boundary}`).slice(1, -1)) {
    const [head = '', ...rest] = raw.replace(/^\r\n/, '').split('\r\n\r\n');
    const body = rest.join('\r\n\r\n').replace(/\r\n$/, '');
    const type = /Content-Type: ([^;\r\n]+)/i.exec(head)![1]!;
    const encoding = /Content-Transfer-Encoding: (\S+)/i.exec(head)?.[1]?.toLowerCase();
    parts[type] =
      encoding === 'base64'
        ? Buffer.from(body.replace(/\r\n/g, ''), 'base64').toString('utf8')
        : encoding === 'quoted-printable'
          ? utf8(qpBytes(body))
          : body;
  }
  return parts;
}

/** The Subject header, RFC 2047 encoded words decoded (bytes first: a word may split a character). */
function subjectOf(data: string): string {
  const folded = /^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(data)![1]!.replace(/\r\n[ \t]/g, ' ');
  const bytes = folded
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, encoding: string, word: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(word, 'base64').toString('latin1')
        : qpBytes(word.replace(/_/g, ' ')),
    );
  return utf8(bytes);
}

function capturingLogger() {
  const entries: { level: string; details: object; message: string }[] = [];
  const logger: MailLogger = {
    info: (details, message) => entries.push({ level: 'info', details, message }),
    warn: (details, message) => entries.push({ level: 'warn', details, message }),
    error: (details, message) => entries.push({ level: 'error', details, message }),
  };
  return { logger, entries };
}

let counter = 0;
async function queueEmail(db: Database, overrides: Partial<typeof outboxEmails.$inferInsert> = {}) {
  counter += 1;
  const reference = `test-${Date.now()}-${counter}`;
  await insertOutboxEmail(db, {
    kind: 'test_message',
    recipient: 'buyer@example.com',
    subject: `Your Atelier Scents order #${100_000 + counter}`,
    textBody: `Thank you for your order\n\nView your order: http://shop.test/sg/pay/${reference}\n`,
    htmlBody: `<p>Thank you for your order</p><p><a href="http://shop.test/sg/pay/${reference}">View your order</a></p>`,
    reference,
    ...overrides,
  });
  const [row] = await db.select().from(outboxEmails).where(eq(outboxEmails.reference, reference));
  return row!;
}

const rowOf = async (db: Database, id: number) =>
  (await db.select().from(outboxEmails).where(eq(outboxEmails.id, id)))[0]!;

async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() - start > timeoutMs) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(databases())('outbox e-mail dispatcher on %s', (target) => {
  let smtp: FakeSmtpServer;
  let server: TestServer;
  const FROM = 'Atelier Scents <shop@example.com>';
  beforeAll(async () => {
    smtp = await fakeSmtpServer();
    server = await startTestServer(target, {
      seed: false,
      config: { smtpUrl: `smtp://mailer:s3cret@127.0.0.1:${smtp.port}`, mailFrom: FROM },
      mail: { intervalMs: 100 },
    });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('sends a queued e-mail through SMTP exactly once, even with other dispatchers racing', async () => {
    const email = await queueEmail(server.db, { recipient: 'mei.tan@example.com' });
    // Two more dispatchers (as in other server processes) race the app's own loop for it.
    const others = [1, 2].map(() =>
      startMailDispatcher({
        db: server.db,
        sender: smtpSender({ url: `smtp://mailer:s3cret@127.0.0.1:${smtp.port}`, from: FROM }),
        logger: capturingLogger().logger,
        intervalMs: 3_600_000,
      }),
    );
    await Promise.all(others.map((d) => d.runOnce()));
    const row = await waitFor(
      () => rowOf(server.db, email.id),
      (r) => r.status !== 'pending',
    );
    await Promise.all(others.map((d) => d.stop()));

    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    const mails = smtp.received.filter((m) => m.data.includes(email.reference));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    // The conversation: credentials from SMTP_URL, envelope from MAIL_FROM and the recipient.
    expect(mail.auth).toBe('\u0000mailer\u0000s3cret');
    expect(mail.from).toBe('shop@example.com');
    expect(mail.to).toEqual(['mei.tan@example.com']);
    expect(smtp.commands.map((c) => c.split(/[ :]/)[0])).toEqual(['EHLO', 'AUTH', 'MAIL', 'RCPT', 'DATA']);
    expect(mail.data).toMatch(/^From: Atelier Scents <shop@example\.com>$/m);
    expect(mail.data).toMatch(/^To: mei\.tan@example\.com$/m);
    expect(subjectOf(mail.data)).toBe(email.subject);
    const parts = mimeParts(mail.data);
    expect(parts['text/plain']).toBe(email.textBody.replace(/\n/g, '\r\n'));
    expect(parts['text/html']).toBe(email.htmlBody);
  });

  it('sends UTF-8 e-mails (Vietnamese subject and body) intact', async () => {
    const email = await queueEmail(server.db, {
      subject: 'Đơn hàng #100123 của bạn tại Atelier Scents',
      textBody: 'Tổng cộng: 1.250.000₫\n',
      htmlBody: '<p>Tổng cộng: 1.250.000₫</p>',
    });
    await server.app.mailDispatcher!.runOnce();
    const row = await waitFor(
      () => rowOf(server.db, email.id),
      (r) => r.status !== 'pending',
    );
    expect(row.status).toBe('sent');
    const mail = smtp.received.at(-1)!;
    expect(subjectOf(mail.data)).toBe('Đơn hàng #100123 của bạn tại Atelier Scents');
    const parts = mimeParts(mail.data);
    expect(parts['text/plain']).toBe('Tổng cộng: 1.250.000₫\r\n');
    expect(parts['text/html']).toBe('<p>Tổng cộng: 1.250.000₫</p>');
  });

  it('keeps a failing e-mail with its attempts and error, retries it, and gives up at the cap', async () => {
    const failing = await fakeSmtpServer({ failMailFrom: true });
    const sender = smtpSender({ url: `smtp://127.0.0.1:${failing.port}`, from: FROM });
    const { logger, entries } = capturingLogger();
    // From here on the app's loop is off: these rows are dispatched by hand.
    await server.app.mailDispatcher!.stop();
    const email = await queueEmail(server.db);
    const makeDue = () =>
      server.db
        .update(outboxEmails)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(outboxEmails.id, email.id));
    const options: DispatchOptions = { ...DEFAULT_DISPATCH_OPTIONS, maxAttempts: 3 };
    try {
      await makeDue();
      await dispatchDueEmails(server.db, sender, logger, options);
      let row = await rowOf(server.db, email.id);
      expect(row).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
      expect(row.lastError).toContain('451');
      // Not retried at once: the next attempt waits (a minute after the first failure).
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
      expect(entries.at(-1)).toMatchObject({ level: 'warn', details: { emailId: email.id, attempts: 1 } });

      for (const attempts of [2, 3]) {
        await makeDue();
        await dispatchDueEmails(server.db, sender, logger, options);
        row = await rowOf(server.db, email.id);
        expect(row.attempts).toBe(attempts);
      }
      expect(row).toMatchObject({ status: 'failed', attempts: 3 });
      expect(row.lastError).toContain('451');

      // Given up: never tried again, and the row is kept for the operator.
      await makeDue();
      await dispatchDueEmails(server.db, sender, logger, options);
      expect(await rowOf(server.db, email.id)).toMatchObject({ status: 'failed', attempts: 3 });
      expect(failing.received).toEqual([]);
    } finally {
      sender.close();
      await failing.close();
    }
  });

  it('counts an unreachable server as a failed attempt', async () => {
    const closed = await fakeSmtpServer();
    const port = closed.port;
    await closed.close();
    const sender = smtpSender({ url: `smtp://127.0.0.1:${port}`, from: FROM });
    await server.app.mailDispatcher!.stop();
    const email = await queueEmail(server.db);
    await dispatchDueEmails(server.db, sender, capturingLogger().logger);
    sender.close();
    const row = await rowOf(server.db, email.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
  });

  it('stops cleanly: the e-mail being sent is finished, nothing is sent after stop', async () => {
    const slow = await fakeSmtpServer({ holdReplies: true });
    const sender = smtpSender({ url: `smtp://127.0.0.1:${slow.port}`, from: FROM });
    await server.app.mailDispatcher!.stop();
    const first = await queueEmail(server.db);
    // The loop's timers are fake: its rounds start when the test moves the clock, and the time
    // after the stop passes at once instead of being waited out.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const dispatcher = startMailDispatcher({
        db: server.db,
        sender,
        logger: capturingLogger().logger,
        intervalMs: 20,
      });
      await vi.advanceTimersByTimeAsync(20);
      await slow.holding;
      // Stopped while the e-mail is being sent: the stop waits for it.
      const stopped = dispatcher.stop();
      slow.release();
      await stopped;
      expect(await rowOf(server.db, first.id)).toMatchObject({ status: 'sent', attempts: 1 });
      expect(slow.received).toHaveLength(1);

      const second = await queueEmail(server.db);
      // Fifty intervals pass at once. Rounds are serialized: runOnce (which claims nothing once
      // stopped) returns only after any round a timer of the loop started in that time.
      await vi.advanceTimersByTimeAsync(50 * 20);
      expect(await dispatcher.runOnce()).toBe(0);
      expect(await rowOf(server.db, second.id)).toMatchObject({ status: 'pending', attempts: 0 });
      expect(slow.received).toHaveLength(1);
    } finally {
      vi.useRealTimers();
      await slow.close();
    }
  });
});

describe.each(databases())('outbox e-mails without SMTP on %s', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target, { seed: false, mail: { intervalMs: 50 } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('sends (logs) queued e-mails by itself while the app runs', async () => {
    const email = await queueEmail(server.db);
    const row = await waitFor(
      () => rowOf(server.db, email.id),
      (r) => r.status !== 'pending',
    );
    expect(row).toMatchObject({ status: 'logged', attempts: 1 });
  });

  it('logs who and what instead of sending, and marks the e-mail logged', async () => {
    const { logger, entries } = capturingLogger();
    await server.app.mailDispatcher!.stop();
    const email = await queueEmail(server.db);
    await dispatchDueEmails(server.db, logSender(logger), logger);
    const row = await rowOf(server.db, email.id);
    expect(row).toMatchObject({ status: 'logged', attempts: 1, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(entries).toEqual([
      {
        level: 'info',
        details: { emailId: email.id, kind: 'test_message', to: email.recipient, subject: email.subject },
        message: 'e-mail not sent: SMTP_URL is not set',
      },
    ]);
    // Never the body: its link is the key to a guest's order.
    expect(JSON.stringify(entries)).not.toContain(email.reference);
  });
});
