import type { AdminGiftCard, AdminGiftCardEvent, AdminGiftCardSummary } from '@atelier/api/schema';
import { cardStatus } from './admin-queries';
import type { GiftCardRow } from './queries';

type Currency = AdminGiftCardSummary['currency'];

/** The list never shows a whole code: a code is money to whoever reads it. */
export function adminGiftCardSummaryView(card: GiftCardRow, now: Date): AdminGiftCardSummary {
  return {
    id: card.id,
    code_last4: card.code.slice(-4),
    currency: card.currency as Currency,
    initial_value: card.initialValue,
    balance: card.balance,
    status: cardStatus(card, now),
    recipient_email: card.recipientEmail,
    expires_at: card.expiresAt ? card.expiresAt.toISOString() : null,
    created_at: card.createdAt.toISOString(),
    issued_by_staff: card.issuedByStaffId !== null,
  };
}

export function adminGiftCardView(
  card: GiftCardRow,
  history: AdminGiftCardEvent[],
  now: Date,
): AdminGiftCard {
  return {
    id: card.id,
    code: card.code,
    currency: card.currency as Currency,
    initial_value: card.initialValue,
    balance: card.balance,
    status: cardStatus(card, now),
    recipient_email: card.recipientEmail,
    recipient_name: card.recipientName,
    sender_name: card.senderName,
    message: card.message,
    expires_at: card.expiresAt ? card.expiresAt.toISOString() : null,
    created_at: card.createdAt.toISOString(),
    issued_by_staff: card.issuedByStaffId !== null,
    voided_at: card.voidedAt ? card.voidedAt.toISOString() : null,
    void_reason: card.voidReason,
    history,
  };
}
