import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { databases, type TestDatabase } from '../../../test/support/databases';
import { fakeSmtpServer } from '../../../test/support/fake-smtp';
import type { Database } from '../../db/database';
import { outboxEmails } from '../../db/schema';
import { DEFAULT_DISPATCH_OPTIONS, dispatchDueEmails, type DispatchOptions } from './dispatcher';
import { smtpSender, type MailLogger, type MailSender } from './mail-sender';
import { insertOutboxEmail, type OutboxEmailRow } from './outbox-queries';
import { SendStopped, sendUnderLease } from './send-under-lease';

const MINUTE = 60_000;
const LEASE_MS = DEFAULT_DISPATCH_OPTIONS.leaseMs;
/** The dispatcher renews a lease every fifth of it while a send runs. */
const HEARTBEAT_MS = LEASE_MS / 5;

function capturingLogger() {
  const entries: { level: string; details: object; message: string }[] = [];
  const logger: MailLogger = {
    info: (details, message) => entries.push({ level: 'info', details, message }),
    warn: (details, message) => entries.push({ level: 'warn', details, message }),
    error: (details, message) => entries.push({ level: 'error', details, message }),
  };
  return { logger, entries };
}

/**
 * A sender whose sends last until the test ends them (a slow SMTP server): `started` resolves at
 * the first, `finish()` lets the ones running succeed. `honoursSignal: false` is a sender that
 * cannot be stopped (it finishes whatever the signal says).
 */
function slowSender({ honoursSignal = true } = {}) {
  const calls: { email: OutboxEmailRow; signal: AbortSignal | undefined }[] = [];
  const finishers: (() => void)[] = [];
  let markStarted = () => undefined as void;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const sender: MailSender = {
    deliver(email, signal) {
      calls.push({ email, signal });
      markStarted();
      return new Promise((resolve, reject) => {
        finishers.push(() => resolve('sent'));
        if (honoursSignal) signal?.addEventListener('abort', () => reject(new Error('connection closed')));
      });
    },
    close: () => undefined,
  };
  return { sender, calls, started, finish: () => finishers.splice(0).forEach((f) => f()) };
}

/** A sender that sends at once and counts. */
function quickSender() {
  const sent: number[] = [];
  const sender: MailSender = {
    async deliver(email) {
      sent.push(email.id);
      return 'sent';
    },
    close: () => undefined,
  };
  return { sender, sent };
}

describe.each(databases())('outbox lease on $name: a slow send is never sent twice', (target) => {
  let database: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    database = await target.create();
    db = database.handle.db;
  });
  afterAll(() => database?.drop());
  afterEach(() => {
    vi.useRealTimers();
  });

  let counter = 0;
  async function queue(): Promise<OutboxEmailRow> {
    counter += 1;
    await insertOutboxEmail(db, {
      kind: 'lease_test',
      recipient: 'buyer@example.com',
      subject: `Order ${counter}`,
      textBody: 'text',
      htmlBody: '<p>html</p>',
      reference: `lease-${counter}`,
    });
    const [row] = await db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.reference, `lease-${counter}`));
    return row!;
  }
  const rowOf = async (id: number) =>
    (await db.select().from(outboxEmails).where(eq(outboxEmails.id, id)))[0]!;

  /**
   * Moves the clock (timers, Date, and the lease clock the queries use) one heartbeat on, and
   * reads the row until the renewal that heartbeat started has landed (each read is a database
   * round trip after it; bounded, so a renewal that never comes fails the test's next check).
   */
  async function heartbeat(id: number): Promise<OutboxEmailRow> {
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    let row = await rowOf(id);
    for (let reads = 0; reads < 200 && row.nextAttemptAt.getTime() !== Date.now() + LEASE_MS; reads++) {
      row = await rowOf(id);
    }
    return row;
  }

  /** Every timer of the dispatchers and the lease clock are fake: minutes pass at once. */
  const fakeClock = () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    return () => new Date();
  };

  it('keeps renewing the lease while a send slower than the lease runs: the other worker never claims it', async () => {
    const email = await queue();
    const options: DispatchOptions = {
      ...DEFAULT_DISPATCH_OPTIONS,
      // A slow server, not a hung one: the send is allowed far longer than the lease.
      sendTimeoutMs: 60 * MINUTE,
      clock: fakeClock(),
    };
    const a = slowSender();
    const b = quickSender();
    const roundA = dispatchDueEmails(db, a.sender, capturingLogger().logger, options);
    await a.started;
    // Three leases' worth of sending; the other worker tries at every heartbeat.
    for (let elapsed = HEARTBEAT_MS; elapsed <= 3 * LEASE_MS; elapsed += HEARTBEAT_MS) {
      const row = await heartbeat(email.id);
      expect(row.nextAttemptAt.getTime()).toBe(Date.now() + LEASE_MS);
      expect(await dispatchDueEmails(db, b.sender, capturingLogger().logger, options)).toBe(0);
    }
    a.finish();
    expect(await roundA).toBe(1);
    expect(await rowOf(email.id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    // Long after: sent is final.
    await vi.advanceTimersByTimeAsync(2 * LEASE_MS);
    expect(await dispatchDueEmails(db, b.sender, capturingLogger().logger, options)).toBe(0);
    expect(a.calls).toHaveLength(1);
    expect(a.calls[0]!.signal?.aborted).toBe(false);
    expect(b.sent).toEqual([]);
  });

  it('stops a hung send before the lease ends and records a failed attempt, retried once by either worker', async () => {
    const email = await queue();
    const options: DispatchOptions = { ...DEFAULT_DISPATCH_OPTIONS, clock: fakeClock() };
    expect(options.sendTimeoutMs).toBeLessThan(LEASE_MS);
    const a = slowSender();
    const b = quickSender();
    const { logger, entries } = capturingLogger();
    const roundA = dispatchDueEmails(db, a.sender, logger, options);
    await a.started;
    for (let elapsed = HEARTBEAT_MS; elapsed < options.sendTimeoutMs; elapsed += HEARTBEAT_MS) {
      await heartbeat(email.id);
      expect(a.calls[0]!.signal?.aborted).toBe(false);
    }
    await vi.advanceTimersByTimeAsync(options.sendTimeoutMs % HEARTBEAT_MS || HEARTBEAT_MS);
    expect(await roundA).toBe(1);
    expect(a.calls[0]!.signal?.aborted).toBe(true);
    const row = await rowOf(email.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(row.lastError).toBe('send took longer than 120 s');
    expect(row.nextAttemptAt.getTime()).toBe(Date.now() + options.retryDelayMs(1));
    expect(entries.at(-1)).toMatchObject({ level: 'warn', message: 'e-mail attempt failed; will retry' });
    // Not before its retry time; then once.
    expect(await dispatchDueEmails(db, b.sender, capturingLogger().logger, options)).toBe(0);
    await vi.advanceTimersByTimeAsync(options.retryDelayMs(1));
    expect(await dispatchDueEmails(db, b.sender, capturingLogger().logger, options)).toBe(1);
    expect(await rowOf(email.id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(b.sent).toEqual([email.id]);
    expect(a.calls).toHaveLength(1);
  });

  // A process that stalled past its lease (its heartbeats did not run): the other worker's clock
  // is a lease and a minute ahead, as it would be once the stall lasted that long.
  const stalledPastLease = (options: DispatchOptions): DispatchOptions => ({
    ...options,
    clock: () => new Date(Date.now() + LEASE_MS + MINUTE),
  });

  it('stops the send of a worker whose lease was claimed by another, which records nothing', async () => {
    const email = await queue();
    const options: DispatchOptions = { ...DEFAULT_DISPATCH_OPTIONS, clock: fakeClock() };
    const a = slowSender();
    const b = slowSender();
    const { logger, entries } = capturingLogger();
    const roundA = dispatchDueEmails(db, a.sender, logger, options);
    await a.started;
    const roundB = dispatchDueEmails(db, b.sender, capturingLogger().logger, stalledPastLease(options));
    await b.started;
    // A's next heartbeat finds the claim gone: its send is stopped, and it writes nothing.
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    expect(await roundA).toBe(1);
    expect(a.calls[0]!.signal?.aborted).toBe(true);
    expect(entries.at(-1)).toMatchObject({
      level: 'warn',
      details: { emailId: email.id, attempts: 1 },
      message: 'e-mail send stopped: its lease was lost to another dispatcher',
    });
    expect(await rowOf(email.id)).toMatchObject({ status: 'pending', attempts: 2, lastError: null });
    b.finish();
    expect(await roundB).toBe(1);
    expect(await rowOf(email.id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('never marks sent over another claim, even from a sender that cannot be stopped', async () => {
    const email = await queue();
    const options: DispatchOptions = { ...DEFAULT_DISPATCH_OPTIONS, clock: fakeClock() };
    const a = slowSender({ honoursSignal: false });
    const b = slowSender();
    const { logger, entries } = capturingLogger();
    const roundA = dispatchDueEmails(db, a.sender, logger, options);
    await a.started;
    const roundB = dispatchDueEmails(db, b.sender, capturingLogger().logger, stalledPastLease(options));
    await b.started;
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    // A's send ends anyway, while B's claim is still sending: A must not mark the e-mail.
    a.finish();
    expect(await roundA).toBe(1);
    expect(entries.at(-1)).toMatchObject({
      level: 'warn',
      message: 'e-mail delivered after its lease was lost to another dispatcher',
    });
    expect(await rowOf(email.id)).toMatchObject({ status: 'pending', attempts: 2, sentAt: null });
    b.finish();
    expect(await roundB).toBe(1);
    expect(await rowOf(email.id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('leaves an e-mail whose lease lapsed while it waited its turn in the batch to the claim that took it', async () => {
    const first = await queue();
    const second = await queue();
    const options: DispatchOptions = {
      ...DEFAULT_DISPATCH_OPTIONS,
      sendTimeoutMs: 60 * MINUTE,
      clock: fakeClock(),
    };
    const a = slowSender();
    const b = quickSender();
    // A claims both and spends longer than a lease on one (which it keeps renewing).
    const roundA = dispatchDueEmails(db, a.sender, capturingLogger().logger, options);
    await a.started;
    const sending = a.calls[0]!.email.id;
    const waiting = sending === first.id ? second.id : first.id;
    for (let elapsed = 0; elapsed <= LEASE_MS; elapsed += HEARTBEAT_MS) await heartbeat(sending);
    // The other's lease lapsed meanwhile: B claims and sends it.
    expect(await dispatchDueEmails(db, b.sender, capturingLogger().logger, options)).toBe(1);
    expect(b.sent).toEqual([waiting]);
    a.finish();
    expect(await roundA).toBe(2);
    expect(a.calls.map((c) => c.email.id)).toEqual([sending]);
    expect(await rowOf(sending)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(await rowOf(waiting)).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

describe('sending under a lease', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A send that runs until its signal stops it. */
  const untilStopped = (signal: AbortSignal) =>
    new Promise<never>((_, reject) =>
      signal.addEventListener('abort', () => reject(new Error('connection closed'))),
    );

  it('stops the send while the lease still holds when renewals keep failing (database unreachable)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const renewErrors: unknown[] = [];
    let outcome: unknown = 'running';
    const sending = sendUnderLease(
      {
        leaseMs: LEASE_MS,
        sendTimeoutMs: 60 * MINUTE,
        renew: () => Promise.reject(new Error('database unreachable')),
        onRenewError: (error) => renewErrors.push(error),
      },
      untilStopped,
    ).catch((error: unknown) => (outcome = error));
    // Running one heartbeat before the lease ends; stopped then, before anyone could claim it.
    await vi.advanceTimersByTimeAsync(LEASE_MS - HEARTBEAT_MS - 1);
    expect(outcome).toBe('running');
    await vi.advanceTimersByTimeAsync(1);
    await sending;
    expect(outcome).toBeInstanceOf(SendStopped);
    expect(outcome).toMatchObject({
      leaseLost: false,
      message: 'lease could not be renewed (database unreachable)',
    });
    expect(renewErrors).toHaveLength(3);
  });

  it('closes the SMTP conversation when the signal aborts (nodemailer)', async () => {
    const slow = await fakeSmtpServer({ holdReplies: true });
    const sender = smtpSender({ url: `smtp://127.0.0.1:${slow.port}`, from: 'shop@example.com' });
    try {
      const controller = new AbortController();
      const email = {
        id: 1,
        recipient: 'buyer@example.com',
        subject: 's',
        textBody: 't',
        htmlBody: '<p>t</p>',
        headers: null,
      } as OutboxEmailRow;
      const sending = sender.deliver(email, controller.signal);
      await slow.holding;
      controller.abort(new SendStopped('send took longer than 120 s', false));
      await expect(sending).rejects.toMatchObject({ name: 'AbortError' });
    } finally {
      sender.close();
      await slow.close();
    }
  });
});
