import type {
  AdminGiftCard,
  AdminGiftCardEvent,
  AdminGiftCardIssue,
  AdminGiftCardPage,
} from '@atelier/api/schema';
import type { Database } from '../../db/database';
import { runAll } from '../../db/run-all';
import { badRequest, conflict, notFound } from '../../http/errors';
import { recordAudit, type AuditActor } from '../audit';
import {
  findGiftCardById,
  lockGiftCard,
  selectAdminGiftCardPage,
  selectOrdersOfCard,
  selectRefundsToCard,
  voidCard,
  type AdminCardStatus,
} from './admin-queries';
import { adminGiftCardSummaryView, adminGiftCardView } from './admin-view';
import { newGiftCardCode } from './gift-card-code';
import { insertGiftCard, selectOfferedValues, type GiftCardRow } from './queries';
import { VALID_MONTHS } from './service';

const DEFAULT_PAGE_SIZE = 25;

/** An issued card may be worth this many times the largest value the store sells (typo guard). */
export const ISSUE_LIMIT_FACTOR = 10;

export async function listAdminGiftCards(
  db: Database,
  query: { q?: string; status?: AdminCardStatus; page?: number; page_size?: number },
  now = new Date(),
): Promise<AdminGiftCardPage> {
  if (query.q !== undefined && query.q.trim() === '') {
    throw badRequest([{ field: 'query.q', reason: 'must not be blank' }]);
  }
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  const page = query.page ?? 1;
  const { count, rows } = await selectAdminGiftCardPage(db, { q: query.q, status: query.status }, now, {
    offset: (page - 1) * pageSize,
    limit: pageSize,
  });
  return { count, results: rows.map((row) => adminGiftCardSummaryView(row, now)) };
}

type Currency = AdminGiftCardEvent['currency'];

/**
 * The card's history, oldest first: bought by an order or issued by staff; each order that paid
 * with it (and, for one cancelled before payment, the money its lapsed hold gave back); the gift
 * card part of refunds; the void.
 */
async function historyOf(db: Database, card: GiftCardRow): Promise<AdminGiftCardEvent[]> {
  const [cardOrders, refunds] = await runAll(db, [
    () => selectOrdersOfCard(db, card),
    () => selectRefundsToCard(db, card.id),
  ]);
  const currency = card.currency as Currency;
  const events: AdminGiftCardEvent[] = [];
  const buyer = cardOrders.find((o) => o.id === card.orderId);
  if (buyer) {
    events.push({
      kind: 'purchase',
      at: (buyer.paidAt ?? buyer.createdAt).toISOString(),
      amount: card.initialValue,
      currency,
      order_id: buyer.id,
      order_number: buyer.number,
      note: null,
    });
  } else {
    events.push({
      kind: 'issue',
      at: card.createdAt.toISOString(),
      amount: card.initialValue,
      currency,
      order_id: null,
      order_number: null,
      note: null,
    });
  }
  for (const order of cardOrders) {
    if (order.giftCardId !== card.id || order.giftCardAmount === 0) continue;
    events.push({
      kind: 'redemption',
      at: order.createdAt.toISOString(),
      amount: order.giftCardAmount,
      currency,
      order_id: order.id,
      order_number: order.number,
      note: null,
    });
    // Cancelled before it was paid: the hold's release (or staff's cancel) gave the money back.
    if (order.status === 'cancelled' && order.paidAt === null) {
      events.push({
        kind: 'release',
        at: (order.cancelledAt ?? order.holdExpiresAt).toISOString(),
        amount: order.giftCardAmount,
        currency,
        order_id: order.id,
        order_number: order.number,
        note: null,
      });
    }
  }
  for (const refund of refunds) {
    events.push({
      kind: 'refund',
      at: refund.createdAt.toISOString(),
      amount: refund.amount,
      currency,
      order_id: refund.orderId,
      order_number: refund.number,
      note: refund.reason,
    });
  }
  if (card.voidedAt) {
    events.push({
      kind: 'void',
      at: card.voidedAt.toISOString(),
      amount: 0,
      currency,
      order_id: null,
      order_number: null,
      note: card.voidReason,
    });
  }
  return events.sort((a, b) => a.at.localeCompare(b.at));
}

async function loadAdminGiftCard(db: Database, card: GiftCardRow, now: Date): Promise<AdminGiftCard> {
  return adminGiftCardView(card, await historyOf(db, card), now);
}

export async function getAdminGiftCard(db: Database, id: number, now = new Date()): Promise<AdminGiftCard> {
  const card = await findGiftCardById(db, id);
  if (!card) throw notFound('Gift card not found');
  return loadAdminGiftCard(db, card, now);
}

/** `months` later in UTC, the last day of a shorter month when the day does not exist (like PostgreSQL). */
export function monthsLater(from: Date, months: number): Date {
  const d = new Date(from);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

/** What the audit log may hold of a card: never its code (a code is money), its last 4 only. */
const auditedCard = (card: GiftCardRow) => ({
  code_last4: card.code.slice(-4),
  currency: card.currency,
  initial_value: card.initialValue,
  balance: card.balance,
  status: card.status,
  recipient_email: card.recipientEmail,
});

export interface IssueOptions {
  /** Queues the recipient's gift card e-mail in the issuing transaction (a flow, passed by the app). */
  queueEmail: (tx: Database, cardId: number) => Promise<void>;
}

/**
 * Issues an active card valid 12 months, e-mails it to the recipient (queued in the same
 * transaction: no card without its e-mail, no e-mail of a card that was not made) and audits it.
 */
export async function issueAdminGiftCard(
  db: Database,
  staff: AuditActor,
  body: AdminGiftCardIssue,
  options: IssueOptions,
  now = new Date(),
): Promise<AdminGiftCard> {
  const offered = await selectOfferedValues(db, body.currency);
  const largest = offered.at(-1);
  if (largest === undefined)
    throw badRequest([{ field: 'body.currency', reason: 'has no gift cards on sale' }]);
  if (body.amount > largest * ISSUE_LIMIT_FACTOR) {
    throw badRequest([
      {
        field: 'body.amount',
        reason: `must be at most ${largest * ISSUE_LIMIT_FACTOR} (${ISSUE_LIMIT_FACTOR} times the largest card on sale)`,
      },
    ]);
  }
  const recipientName = body.recipient_name?.trim() || null;
  const message = body.message?.trim() || null;
  return db.transaction(async (tx) => {
    let card: GiftCardRow | undefined;
    // 80-bit codes practically never collide; a taken one is simply drawn again.
    for (let attempt = 0; !card && attempt < 5; attempt++) {
      card = await insertGiftCard(tx, {
        code: newGiftCardCode(),
        currency: body.currency,
        initialValue: body.amount,
        balance: body.amount,
        status: 'active',
        expiresAt: monthsLater(now, VALID_MONTHS),
        recipientEmail: body.recipient_email.trim(),
        recipientName,
        senderName: null,
        message,
        issuedByStaffId: staff.id,
      });
    }
    if (!card) throw new Error('Could not draw a free gift card code');
    await options.queueEmail(tx, card.id);
    await recordAudit(tx, staff, {
      action: 'gift_card.issue',
      entity: 'gift_card',
      entityId: String(card.id),
      before: null,
      after: auditedCard(card),
    });
    return loadAdminGiftCard(tx, card, now);
  });
}

/** Voids the card: balance to zero, refused at checkout from now on, why kept. Twice is a 409. */
export async function voidAdminGiftCard(
  db: Database,
  staff: AuditActor,
  id: number,
  reason: string,
  now = new Date(),
): Promise<AdminGiftCard> {
  const why = reason.trim();
  if (why === '') throw badRequest([{ field: 'body.reason', reason: 'must not be blank' }]);
  return db.transaction(async (tx) => {
    const card = await lockGiftCard(tx, id);
    if (!card) throw notFound('Gift card not found');
    if (card.status === 'voided') throw conflict('This gift card is already void');
    const voided = await voidCard(tx, id, why, now);
    await recordAudit(tx, staff, {
      action: 'gift_card.void',
      entity: 'gift_card',
      entityId: String(id),
      before: auditedCard(card),
      after: { ...auditedCard(voided), void_reason: why },
    });
    return loadAdminGiftCard(tx, voided, now);
  });
}
