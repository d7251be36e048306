import { and, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bookingEntries, bookingLines, bookings, orders, users, workshopSlots } from '../../db/schema';

/**
 * The columns the console may read of a member: never the password hash (nor any token, which
 * live in other tables). Every admin query selects these, never `users.*`.
 */
const customerColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  tier: users.membershipTier,
  country: users.country,
  language: users.language,
  marketingOptIn: users.marketingOptIn,
  dateJoined: users.dateJoined,
};

export interface CustomerFilter {
  q?: string;
  tier?: 'silver' | 'gold' | 'black' | 'none';
}

/** `%`, `_` and `\` typed in a search are literal characters, not patterns. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function customerWhere(filter: CustomerFilter): SQL | undefined {
  const q = filter.q?.trim();
  const pattern = q ? likePattern(q) : undefined;
  return and(
    pattern
      ? or(
          ilike(users.email, pattern),
          ilike(users.firstName, pattern),
          ilike(users.lastName, pattern),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        )
      : undefined,
    filter.tier === undefined
      ? undefined
      : filter.tier === 'none'
        ? isNull(users.membershipTier)
        : eq(users.membershipTier, filter.tier),
  );
}

export async function selectCustomerPage(
  db: Database,
  filter: CustomerFilter,
  page: { offset: number; limit: number },
) {
  const where = customerWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(customerColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.dateJoined), desc(users.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { count: total?.n ?? 0, rows };
}

export type CustomerRow = Awaited<ReturnType<typeof selectCustomerPage>>['rows'][number];

export async function findCustomer(db: Database, id: number): Promise<CustomerRow | undefined> {
  const [row] = await db.select(customerColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** A member's latest orders, newest first. */
export function selectCustomerOrders(db: Database, userId: number, limit: number) {
  return db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      currency: orders.currency,
      total: orders.total,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .limit(limit);
}

/** A member's latest bookings with their first session, newest first. */
export function selectCustomerBookings(db: Database, userId: number, limit: number) {
  return db
    .select({
      id: bookings.id,
      status: bookings.status,
      currency: bookings.currency,
      amount: bookings.amount,
      createdAt: bookings.createdAt,
      firstStart: sql<string | null>`min(${workshopSlots.startsAt})`,
    })
    .from(bookings)
    .leftJoin(bookingLines, eq(bookingLines.bookingId, bookings.id))
    .leftJoin(bookingEntries, eq(bookingEntries.lineId, bookingLines.id))
    .leftJoin(workshopSlots, eq(workshopSlots.id, bookingEntries.slotId))
    .where(eq(bookings.userId, userId))
    .groupBy(bookings.id)
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(limit);
}
