import type { Subscriber } from '@atelier/api/schema';
import type { Database } from '../../db/database';
import { badRequest } from '../../http/errors';
import { queueNewsletterConfirmation, queueNewsletterWelcome } from '../mail';
import {
  confirmByTokenHash,
  findSubscriberById,
  insertPendingSubscriber,
  lockSubscriberByEmail,
  renewConfirmToken,
  unsubscribeById,
} from './queries';
import { hashConfirmToken, newConfirmToken, type UnsubscribeTokens } from './tokens';

/** A confirmation link works this long after it was sent. */
export const CONFIRM_LINK_TTL_MS = 7 * 24 * 60 * 60_000;
/** A pending address asking again gets a new link at most this often (no inbox flooding). */
export const CONFIRM_RESEND_AFTER_MS = 10 * 60_000;

export interface SubscriberDeps {
  db: Database;
  tokens: UnsubscribeTokens;
  now?: () => Date;
}

/**
 * Newsletter sign-up, double opt-in: a new address is stored pending and e-mailed a single-use
 * confirmation link; it is subscribed only once the link is opened. A pending address asking again
 * gets a fresh link (at most one per 10 minutes); a confirmed one gets nothing. The answer is the
 * same in every case, so the form cannot be used to find out who subscribed.
 */
export async function subscribe(
  deps: SubscriberDeps,
  body: { email: string; source?: string },
  locale: { country: string | null; language: string },
): Promise<Subscriber> {
  const now = deps.now?.() ?? new Date();
  const token = newConfirmToken();
  const tokenHash = hashConfirmToken(token);
  await deps.db.transaction(async (tx) => {
    const created = await insertPendingSubscriber(tx, {
      email: body.email,
      source: body.source ?? null,
      country: locale.country,
      language: locale.language,
      confirmTokenHash: tokenHash,
      confirmSentAt: now,
    });
    if (created) {
      await queueNewsletterConfirmation(tx, created, token, now);
      return;
    }
    const known = await lockSubscriberByEmail(tx, body.email);
    if (!known || known.confirmedAt) return;
    const last = known.confirmSentAt?.getTime() ?? 0;
    if (now.getTime() - last < CONFIRM_RESEND_AFTER_MS) return;
    await renewConfirmToken(tx, known.id, tokenHash, now);
    await queueNewsletterConfirmation(tx, known, token, now);
  });
  return { email: body.email };
}

const INVALID_LINK = 'is invalid, used or expired';

/** Opens a confirmation link: the address is subscribed and gets the welcome e-mail. */
export async function confirmSubscription(deps: SubscriberDeps, token: string): Promise<Subscriber> {
  const now = deps.now?.() ?? new Date();
  return deps.db.transaction(async (tx) => {
    const row = await confirmByTokenHash(
      tx,
      hashConfirmToken(token),
      now,
      new Date(now.getTime() - CONFIRM_LINK_TTL_MS),
    );
    if (!row) throw badRequest([{ field: 'body.token', reason: INVALID_LINK }]);
    await queueNewsletterWelcome(tx, row, deps.tokens.sign(row.id));
    return { email: row.email };
  });
}

/**
 * One-click unsubscribe (RFC 8058) or the store's unsubscribe page: a genuine token ends the
 * subscription, without a login. The row stays as a suppression record (`unsubscribed`), so the
 * address is not mailed again unless it signs up and confirms anew. Repeating it is the same success.
 */
export async function unsubscribe(deps: SubscriberDeps, token: string, field: string): Promise<void> {
  const id = deps.tokens.verify(token);
  if (id === null) throw badRequest([{ field, reason: INVALID_LINK }]);
  await unsubscribeById(deps.db, id, deps.now?.() ?? new Date());
}

/** Where a GET of the one-click URL goes: the subscriber's store, or the default one. */
export async function localeOfToken(
  deps: SubscriberDeps,
  token: string,
): Promise<{ country: string | null; language: string | null }> {
  const id = deps.tokens.verify(token);
  const row = id === null ? undefined : await findSubscriberById(deps.db, id);
  return { country: row?.country ?? null, language: row?.language ?? null };
}
