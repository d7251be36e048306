import { asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { partners, quizQuestions } from '../../db/schema';
import type { PartnerRow } from './queries';

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Partners by slug; `q` matches the slug or the name. */
export async function selectAdminPartners(
  db: Database,
  q: string | undefined,
  window: { offset: number; limit: number },
): Promise<{ count: number; rows: PartnerRow[] }> {
  const where: SQL | undefined = q
    ? or(ilike(partners.slug, `%${likeEscaped(q)}%`), ilike(partners.name, `%${likeEscaped(q)}%`))
    : undefined;
  const [total] = await db.select({ count: count() }).from(partners).where(where);
  const rows = await db
    .select()
    .from(partners)
    .where(where)
    .orderBy(asc(partners.slug))
    .offset(window.offset)
    .limit(window.limit);
  return { count: Number(total?.count ?? 0), rows };
}

export async function lockPartner(tx: Database, slug: string): Promise<PartnerRow | undefined> {
  const [row] = await tx.select().from(partners).where(eq(partners.slug, slug)).for('update').limit(1);
  return row;
}

/** How many questions the partner's own quiz set has. */
export async function countQuizQuestions(db: Database, partnerId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(quizQuestions)
    .where(eq(quizQuestions.partnerId, partnerId));
  return Number(row?.count ?? 0);
}
