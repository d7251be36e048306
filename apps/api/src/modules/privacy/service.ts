import type { MemberDataExport } from '@atelier/api/schema';
import type { Database } from '../../db/database';
import { badRequest, unauthorized } from '../../http/errors';
import { verifyPassword } from '../auth';
import { deleteSubscriberByEmail, findSubscriberByEmail } from '../subscribers';
import { findUserById, lockUser } from '../users';
import {
  anonymiseAndDeleteMember,
  selectBookingLines,
  selectBookingsOfMember,
  selectGiftCardsBought,
  selectOrderLines,
  selectOrdersOfMember,
  selectWishlist,
} from './queries';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * Everything the shop holds about the member (data portability): profile, newsletter, orders with
 * their lines and addresses, workshop bookings, wishlist and the gift cards they bought. Never the
 * password hash, session tokens or gift card codes (the recipients' keys). Only what is linked to
 * the account: guest orders under the same address are not, since an address is not proof of
 * being its owner.
 */
export async function exportMemberData(
  db: Database,
  userId: number,
  now: Date = new Date(),
): Promise<MemberDataExport> {
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized();
  const orderRows = await selectOrdersOfMember(db, userId);
  const orderIds = orderRows.map((o) => o.id);
  const lines = await selectOrderLines(db, orderIds);
  const bookingRows = await selectBookingsOfMember(db, userId);
  const bookingLineRows = await selectBookingLines(
    db,
    bookingRows.map((b) => b.id),
  );
  const wishlist = await selectWishlist(db, userId);
  const cards = await selectGiftCardsBought(db, orderIds);
  const subscriber = await findSubscriberByEmail(db, user.email);
  return {
    exported_at: now.toISOString(),
    profile: {
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      phone: user.phone,
      country: user.country,
      language: user.language,
      membership_tier: user.membershipTier,
      marketing_opt_in: user.marketingOptIn,
      date_joined: user.dateJoined.toISOString(),
    },
    newsletter: {
      subscribed: subscriber?.confirmedAt != null,
      pending:
        subscriber !== undefined && subscriber.confirmedAt === null && subscriber.unsubscribedAt === null,
      since: iso(subscriber?.confirmedAt ?? null),
    },
    orders: orderRows.map((o) => ({
      id: o.id,
      number: o.number,
      status: o.status,
      created_at: o.createdAt.toISOString(),
      paid_at: iso(o.paidAt),
      email: o.email,
      phone: o.phone,
      shipping_method: o.shippingMethod,
      shipping_address: o.shippingAddress ? { ...o.shippingAddress } : null,
      currency: o.currency,
      subtotal: o.subtotal,
      discount: o.discount,
      shipping: o.shipping,
      gift_card_amount: o.giftCardAmount,
      total: o.total,
      promo_code: o.promoCode,
      gift_message: o.giftMessage,
      note: o.note,
      marketing_opt_in: o.marketingOptIn,
      lines: lines
        .filter((line) => line.orderId === o.id)
        .map((line) => ({
          kind: line.kind,
          name: line.name,
          quantity: line.quantity,
          price: line.price,
          total: line.total,
          variant_values: line.variantValues.map((value) => ({ ...value })),
          customization: line.customization,
        })),
    })),
    bookings: bookingRows.map((b) => ({
      id: b.id,
      status: b.status,
      created_at: b.createdAt.toISOString(),
      paid_at: iso(b.paidAt),
      cancelled_at: iso(b.cancelledAt),
      client: { ...b.client },
      currency: b.currency,
      amount: b.amount,
      discount: b.discount,
      discount_code: b.discountCode,
      lines: bookingLineRows
        .filter((line) => line.bookingId === b.id)
        .map((line) => ({ name: line.name, amount: line.amount })),
    })),
    wishlist: wishlist.map((w) => ({
      product_id: w.productId,
      slug: w.slug,
      saved_at: w.savedAt.toISOString(),
    })),
    gift_cards_bought: cards.map((card) => ({
      order_id: card.orderId,
      currency: card.currency,
      value: card.initialValue,
      status: card.status,
      recipient_email: card.recipientEmail,
      recipient_name: card.recipientName,
      sender_name: card.senderName,
      message: card.message,
      deliver_on: card.deliverOn,
    })),
  };
}

/**
 * Deletes the member's account after the password is confirmed (a borrowed session cannot), in
 * one transaction: the profile, sessions (every token family, so every access token stops
 * working), wishlist, carts, newsletter subscription, stock alerts and the e-mails to them go;
 * orders and bookings stay for the accounts, anonymised (queries.ts). The address is free again.
 */
export async function deleteAccount(db: Database, userId: number, password: string): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized();
  // Checked before the transaction: argon2 takes ~20 ms that no row lock should wait for.
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw badRequest([{ field: 'body.password', reason: 'incorrect' }], 'The password is incorrect');
  }
  await db.transaction(async (tx) => {
    const locked = await lockUser(tx, userId);
    if (!locked) throw unauthorized();
    await deleteSubscriberByEmail(tx, locked.email);
    await anonymiseAndDeleteMember(tx, locked.id, locked.email);
  });
}
