import { createHash } from 'node:crypto';
import type { Database } from '../../db/database';
import { canonicalJson } from '../../http/canonical-json';
import { conflict, unprocessable } from '../../http/errors';
import {
  claimIdempotencyKey,
  deleteExpiredIdempotencyKey,
  findIdempotencyKey,
  purgeExpiredIdempotencyKeys,
  storeIdempotentResponse,
} from './queries';

export interface IdempotentAttempt {
  /** Which kind of creation the key belongs to ('order', 'booking'): keys never cross kinds. */
  scope: string;
  /** The client's `Idempotency-Key`. */
  key: string;
  /** Everything that makes two requests "the same" (body, user, market), hashed for comparison. */
  request: unknown;
}

/**
 * Runs `create` idempotently by `Idempotency-Key` (orders, bookings). The key is claimed in the
 * creation's own transaction, so key and record are written together or not at all: a replay with
 * the same request answers the stored status and body, another request is a 422 on the header, and
 * concurrent duplicates wait for the first and then answer its body. A refused attempt (an error
 * thrown by `create`) stores nothing, so the client can fix it and retry with the same key. Keys
 * live 24 hours: an expired one is deleted when it comes back (and is then free again), and every
 * creation also sweeps a few expired keys of others.
 */
export async function idempotentCreate<T>(
  db: Database,
  attempt: IdempotentAttempt,
  create: (tx: Database) => Promise<T>,
): Promise<{ statusCode: number; body: T }> {
  const { scope, key } = attempt;
  const hash = createHash('sha256').update(canonicalJson(attempt.request)).digest('hex');
  await purgeExpiredIdempotencyKeys(db);
  return db.transaction(async (tx) => {
    await deleteExpiredIdempotencyKey(tx, scope, key);
    if (!(await claimIdempotencyKey(tx, scope, key, hash))) {
      const row = await findIdempotencyKey(tx, scope, key);
      if (row && row.requestHash !== hash) {
        throw unprocessable(
          'header.idempotency-key',
          'different_request',
          'This Idempotency-Key was already used for a different request.',
        );
      }
      if (!row || row.response === null || row.statusCode === null) {
        throw conflict('This request is still being processed; try again.');
      }
      return { statusCode: row.statusCode, body: row.response as T };
    }
    const body = await create(tx);
    await storeIdempotentResponse(tx, scope, key, 201, body);
    return { statusCode: 201, body };
  });
}
