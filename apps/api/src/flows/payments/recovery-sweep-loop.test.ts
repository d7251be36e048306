import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createScratchPostgres, type ScratchPostgres } from '../../../test/support/scratch-postgres';
import { createDatabase } from '../../db/create-database';
import type { DatabaseHandle } from '../../db/database';
import type { PaymentProvider, ProviderCharge } from '../../modules/payments';
import { startRecoverySweep, type RecoverySweep } from './recovery-sweep-loop';

const ADMIN_URL = process.env.TEST_DATABASE_URL?.trim();

/** A provider whose list of charges counts the sweeps asking for it and answers when released. */
function gatedProvider() {
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const asked: Date[] = [];
  const provider = {
    name: 'stripe',
    charge: () => Promise.reject(new Error('not used')),
    refund: () => Promise.reject(new Error('not used')),
    listSucceeded(since: Date): AsyncIterable<ProviderCharge> {
      asked.push(since);
      // No charges, once released.
      return {
        [Symbol.asyncIterator]: () => ({
          next: async () => {
            await gate;
            return { done: true, value: undefined };
          },
        }),
      };
    },
  } satisfies PaymentProvider;
  return { provider, asked, release };
}

function capturingLogger() {
  const messages: string[] = [];
  const note = (_: object, message: string) => void messages.push(message);
  return { logger: { info: note, warn: note, error: note }, messages };
}

describe.skipIf(!ADMIN_URL)('payment recovery sweep in several processes on one PostgreSQL database', () => {
  let scratch: ScratchPostgres | undefined;
  const handles: DatabaseHandle[] = [];
  const loops: RecoverySweep[] = [];
  beforeAll(async () => {
    scratch = await createScratchPostgres(ADMIN_URL!, 'atelier_sweep');
    for (let i = 0; i < 3; i++) handles.push(await createDatabase({ databaseUrl: scratch.url, poolSize: 3 }));
    await handles[0]!.migrate();
  });
  afterAll(async () => {
    await Promise.all(loops.map((loop) => loop.stop()));
    await Promise.all(handles.map((h) => h.close()));
    await scratch?.drop();
  });

  it('three processes starting their sweeps together ask the provider once; the next sweep may run anywhere', async () => {
    const { provider, asked, release } = gatedProvider();
    const { logger, messages } = capturingLogger();
    // Each process sweeps at once on start, then hourly (never, within this test).
    for (const handle of handles) {
      loops.push(startRecoverySweep({ db: handle.db, provider, logger, intervalMs: 3_600_000 }));
    }
    await vi.waitFor(() => expect(messages.filter((m) => m.includes('skipped')).length).toBe(2), {
      timeout: 10_000,
    });
    expect(asked).toHaveLength(1);
    release();
    await vi.waitFor(() => expect(messages).toContain('payment recovery sweep finished'), {
      timeout: 10_000,
    });

    // The lock was let go: another process's next sweep runs.
    await loops[2]!.runOnce();
    await loops[1]!.runOnce();
    expect(asked).toHaveLength(3);
    expect(messages.filter((m) => m.includes('skipped'))).toHaveLength(2);
  });
});
