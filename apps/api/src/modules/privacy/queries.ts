import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  bookingLines,
  bookings,
  giftCards,
  orderLines,
  orders,
  outboxEmails,
  products,
  promoRedemptions,
  stockNotifications,
  users,
  wishlistItems,
} from '../../db/schema';

/** What an anonymised order or booking keeps instead of the member's address. */
export const ANONYMISED_EMAIL = 'anonymised@deleted.invalid';

export async function selectOrdersOfMember(db: Database, userId: number) {
  return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.createdAt));
}

export async function selectOrderLines(db: Database, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.position), asc(orderLines.id));
}

export async function selectBookingsOfMember(db: Database, userId: number) {
  return db.select().from(bookings).where(eq(bookings.userId, userId)).orderBy(asc(bookings.createdAt));
}

export async function selectBookingLines(db: Database, bookingIds: string[]) {
  if (bookingIds.length === 0) return [];
  return db
    .select()
    .from(bookingLines)
    .where(inArray(bookingLines.bookingId, bookingIds))
    .orderBy(asc(bookingLines.position));
}

export async function selectWishlist(db: Database, userId: number) {
  return db
    .select({ productId: wishlistItems.productId, slug: products.slug, savedAt: wishlistItems.savedAt })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(eq(wishlistItems.userId, userId))
    .orderBy(asc(wishlistItems.savedAt));
}

/** Gift cards the member's orders bought (their codes are the recipients' and are never exported). */
export async function selectGiftCardsBought(db: Database, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(giftCards)
    .where(and(isNotNull(giftCards.orderId), inArray(giftCards.orderId, orderIds)))
    .orderBy(asc(giftCards.id));
}

/**
 * Account deletion, inside the caller's transaction. Orders, their payments and bookings stay for
 * the accounts with the member's name, e-mail, phone and address blanked (the country is kept:
 * taxes); the gift cards bought keep working for their recipients without the buyer's name and
 * message. The member row goes last: sessions, wishlist and carts go with it (cascades), orders,
 * bookings, redemptions and quiz outcomes lose the link (set null).
 */
export async function anonymiseAndDeleteMember(tx: Database, userId: number, email: string): Promise<void> {
  const memberOrders = tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId));
  await tx
    .update(giftCards)
    .set({ senderName: null, message: null })
    .where(inArray(giftCards.orderId, memberOrders));
  await tx
    .update(orders)
    .set({
      email: ANONYMISED_EMAIL,
      phone: null,
      giftMessage: null,
      note: null,
      shippingAddress: sql`case when ${orders.shippingAddress} is null then null else jsonb_build_object(
        'first_name', '', 'last_name', '', 'line1', '', 'line2', null, 'city', '', 'state', null,
        'postal_code', null, 'phone', '', 'country', ${orders.shippingAddress}->'country') end`,
    })
    .where(eq(orders.userId, userId));
  await tx
    .update(bookings)
    .set({ client: { email: ANONYMISED_EMAIL, phone: '', first_name: '', last_name: '' } })
    .where(eq(bookings.userId, userId));
  await tx
    .update(promoRedemptions)
    .set({ email: ANONYMISED_EMAIL })
    .where(eq(promoRedemptions.userId, userId));
  // Queued and sent e-mails hold names and addresses in their bodies.
  await tx.delete(outboxEmails).where(sql`lower(${outboxEmails.recipient}) = lower(${email})`);
  await tx.delete(stockNotifications).where(sql`lower(${stockNotifications.email}) = lower(${email})`);
  await tx.delete(users).where(eq(users.id, userId));
}
