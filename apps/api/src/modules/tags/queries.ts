import { and, asc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { partners, tags } from '../../db/schema';

export interface TagFilter {
  group?: string;
  quiz?: boolean;
  /** Partner id whose own tags are included; null for the store's tags only. */
  partnerId: number | null;
}

export async function findPartnerId(db: Database, slug: string): Promise<number | null> {
  const [row] = await db.select({ id: partners.id }).from(partners).where(eq(partners.slug, slug)).limit(1);
  return row?.id ?? null;
}

export function selectTags(db: Database, filter: TagFilter) {
  const conditions: SQL[] = [];
  if (filter.group !== undefined) conditions.push(eq(tags.group, filter.group));
  if (filter.quiz !== undefined) conditions.push(eq(tags.quiz, filter.quiz));
  const owner =
    filter.partnerId === null
      ? isNull(tags.partnerId)
      : or(isNull(tags.partnerId), eq(tags.partnerId, filter.partnerId));
  if (owner) conditions.push(owner);
  return db
    .select()
    .from(tags)
    .where(and(...conditions))
    .orderBy(asc(tags.group), asc(tags.sortOrder), asc(tags.id));
}
