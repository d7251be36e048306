import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { subscribers } from '../../db/schema';
import type { SubscriberRow } from './queries';

export interface AdminSubscriberFilter {
  q?: string;
  status?: 'confirmed' | 'pending' | 'unsubscribed';
  country?: string;
}

/** `q` as a literal ILIKE pattern: `%` and `_` typed by staff match themselves. */
function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function whereOf(filter: AdminSubscriberFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.q !== undefined)
    conditions.push(sql`${subscribers.email} ilike ${containsPattern(filter.q.trim())}`);
  if (filter.status === 'confirmed') conditions.push(isNotNull(subscribers.confirmedAt));
  if (filter.status === 'pending')
    conditions.push(isNull(subscribers.confirmedAt), isNull(subscribers.unsubscribedAt));
  if (filter.status === 'unsubscribed')
    conditions.push(isNull(subscribers.confirmedAt), isNotNull(subscribers.unsubscribedAt));
  if (filter.country !== undefined) conditions.push(eq(subscribers.country, filter.country));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export async function selectAdminSubscriberPage(
  db: Database,
  filter: AdminSubscriberFilter,
  page: { offset: number; limit: number },
): Promise<{ count: number; rows: SubscriberRow[] }> {
  const where = whereOf(filter);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(subscribers)
    .where(where);
  const rows = await db
    .select()
    .from(subscribers)
    .where(where)
    .orderBy(desc(subscribers.createdAt), desc(subscribers.id))
    .offset(page.offset)
    .limit(page.limit);
  return { count: total?.n ?? 0, rows };
}

/** Every matching subscriber for the export, a batch at a time (keyset on id, newest first). */
export async function* allSubscribers(
  db: Database,
  filter: AdminSubscriberFilter,
  batch = 1000,
): AsyncGenerator<SubscriberRow[]> {
  let below: number | null = null;
  for (;;) {
    const where = whereOf(filter);
    const rows: SubscriberRow[] = await db
      .select()
      .from(subscribers)
      .where(below === null ? where : and(where, sql`${subscribers.id} < ${below}`))
      .orderBy(desc(subscribers.id))
      .limit(batch);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batch) return;
    below = rows[rows.length - 1]!.id;
  }
}
