import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors';
import { logSafeError, logSerializers } from './log-safe-error';

// What a failed insert of a registration would carry: none of it may reach a log or a report.
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';
const EMAIL = 'mei.tan@example.com';
const ADDRESS = '1 Orchard Road #05-01';

let client: PGlite;
let failure: unknown;

beforeAll(async () => {
  client = new PGlite();
  const db = drizzle(client);
  await db.execute(sql`create table people (email text unique, hash text, address text, age int)`);
  await db.execute(sql`insert into people values (${EMAIL}, ${HASH}, ${ADDRESS}, 1)`);
  failure = await db
    .execute(sql`insert into people (email, hash, address, age) values (${EMAIL}, ${HASH}, ${ADDRESS}, 2)`)
    .catch((error: unknown) => error);
});
afterAll(() => client.close());

describe('a failed query in logs and error reports', () => {
  it('names the statement and the error, never its values', () => {
    // The driver's own error says it all, values included.
    expect(String((failure as Error).message)).toContain(HASH);
    const safe = logSafeError(failure) as Error & { code?: string; constraint?: string };
    expect(safe.name).toBe('DatabaseError');
    expect(safe.message).toBe(
      'Failed query (insert into people): duplicate key value violates unique constraint "people_email_key"',
    );
    expect(safe.code).toBe('23505');
    expect(safe.constraint).toBe('people_email_key');
    const logged = JSON.stringify(logSerializers.err(failure as Error));
    for (const secret of [HASH, EMAIL, ADDRESS]) expect(logged).not.toContain(secret);
    expect(logged).toContain('log-safe-error.test.ts');
  });

  it('leaves other errors as they are', () => {
    const plain = new Error('the payment provider timed out');
    expect(logSafeError(plain)).toBe(plain);
    expect(logSafeError('a string')).toBe('a string');
  });

  it('reaches neither the request log nor the error reporter through the app’s error handler', async () => {
    let output = '';
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        output += chunk.toString();
        done();
      },
    });
    const reported: unknown[] = [];
    const app = Fastify({ logger: { level: 'info', stream, serializers: logSerializers } });
    registerErrorHandling(app, (error) => reported.push(error));
    app.get('/fail', async () => {
      throw failure;
    });
    const res = await app.inject({ method: 'GET', url: '/fail' });
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(output).toContain('Failed query (insert into people)');
    expect(JSON.stringify(reported.map((error) => logSerializers.err(error as Error)))).not.toContain(HASH);
    for (const secret of [HASH, EMAIL, ADDRESS]) {
      expect(output).not.toContain(secret);
      expect(res.body).not.toContain(secret);
    }
  });
});
