import { setImmediate as yieldTurn } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchPostgres, type ScratchPostgres } from '../../../test/support/scratch-postgres';
import { createDatabase } from '../../db/create-database';
import type { Database, DatabaseHandle } from '../../db/database';
import { outboxEmails } from '../../db/schema';
import { dispatchDueEmails, DEFAULT_DISPATCH_OPTIONS } from './dispatcher';
import type { MailLogger, MailSender } from './mail-sender';
import { insertOutboxEmail } from './outbox-queries';

const EMAILS = 60;
const DISPATCHERS = 4;
const ADMIN_URL = process.env.TEST_DATABASE_URL?.trim();

const quiet: MailLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A sender that counts what it is asked to deliver, per outbox row, and takes a little while. */
function countingSender() {
  const deliveries = new Map<number, number>();
  const sender: MailSender = {
    async deliver(email) {
      deliveries.set(email.id, (deliveries.get(email.id) ?? 0) + 1);
      // Give the other dispatchers a turn mid-send, as a network round trip would.
      await yieldTurn();
      return 'sent';
    },
    close: () => undefined,
  };
  return { sender, deliveries };
}

async function queueMany(db: Database): Promise<void> {
  for (let i = 0; i < EMAILS; i++) {
    await insertOutboxEmail(db, {
      kind: 'test_message',
      recipient: `buyer${i}@example.com`,
      subject: `Order ${i}`,
      textBody: 'text',
      htmlBody: '<p>html</p>',
      reference: `many-${i}`,
    });
  }
}

/** Each dispatcher drains the queue in small batches, all at once, until none claims anything. */
async function drainConcurrently(dbs: Database[], sender: MailSender): Promise<void> {
  const options = { ...DEFAULT_DISPATCH_OPTIONS, batchSize: 3 };
  await Promise.all(
    dbs.map(async (db) => {
      while ((await dispatchDueEmails(db, sender, quiet, options)) > 0) {
        // next batch
      }
    }),
  );
}

async function expectEachSentOnce(db: Database, deliveries: Map<number, number>): Promise<void> {
  const rows = await db.select().from(outboxEmails);
  expect(rows).toHaveLength(EMAILS);
  expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  expect(deliveries.size).toBe(EMAILS);
  expect([...deliveries.values()].filter((n) => n !== 1)).toEqual([]);
}

describe('mail outbox with several dispatchers on PGlite (one process)', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createDatabase({ dataDir: null });
    await handle.migrate();
  });
  afterAll(() => handle?.close());

  it(`${DISPATCHERS} dispatchers draining ${EMAILS} e-mails send each exactly once`, async () => {
    await queueMany(handle.db);
    const { sender, deliveries } = countingSender();
    await drainConcurrently(
      Array.from({ length: DISPATCHERS }, () => handle.db),
      sender,
    );
    await expectEachSentOnce(handle.db, deliveries);
  });
});

// Each dispatcher on its own connection pool, as in its own server process.
describe.skipIf(!ADMIN_URL)('mail outbox with a dispatcher per process on one PostgreSQL database', () => {
  let scratch: ScratchPostgres | undefined;
  const handles: DatabaseHandle[] = [];
  beforeAll(async () => {
    scratch = await createScratchPostgres(ADMIN_URL!, 'atelier_mail');
    for (let i = 0; i < DISPATCHERS; i++)
      handles.push(await createDatabase({ databaseUrl: scratch.url, poolSize: 2 }));
    await handles[0]!.migrate();
  });
  afterAll(async () => {
    await Promise.all(handles.map((h) => h.close()));
    await scratch?.drop();
  });

  it(`${DISPATCHERS} processes draining ${EMAILS} e-mails send each exactly once`, async () => {
    await queueMany(handles[0]!.db);
    const { sender, deliveries } = countingSender();
    await drainConcurrently(
      handles.map((h) => h.db),
      sender,
    );
    await expectEachSentOnce(handles[0]!.db, deliveries);
  });
});
