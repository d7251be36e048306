import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  partners,
  personalities,
  personalityProducts,
  products,
  quizAnswerTags,
  quizAnswers,
  quizOutcomes,
  quizQuestions,
  tags,
  type OutcomeAnswer,
} from '../../db/schema';

export type QuestionRow = typeof quizQuestions.$inferSelect;
export type AnswerRow = typeof quizAnswers.$inferSelect;
export type PersonalityRow = typeof personalities.$inferSelect;
export type OutcomeRow = typeof quizOutcomes.$inferSelect;
export type TagRow = typeof tags.$inferSelect;

/** The questions of one quiz: the store's (partnerId null) or one partner's own. */
export function selectQuestions(db: Database, partnerId: number | null) {
  return db
    .select()
    .from(quizQuestions)
    .where(partnerId === null ? isNull(quizQuestions.partnerId) : eq(quizQuestions.partnerId, partnerId))
    .orderBy(asc(quizQuestions.sortOrder), asc(quizQuestions.id));
}

export async function selectAnswersOf(db: Database, questionIds: readonly number[]): Promise<AnswerRow[]> {
  if (questionIds.length === 0) return [];
  return db
    .select()
    .from(quizAnswers)
    .where(inArray(quizAnswers.questionId, [...questionIds]))
    .orderBy(asc(quizAnswers.sortOrder), asc(quizAnswers.id));
}

/** The tags each answer points to. */
export async function selectAnswerTags(db: Database, answerIds: readonly number[]) {
  if (answerIds.length === 0) return [];
  return db
    .select({ answerId: quizAnswerTags.answerId, tag: tags })
    .from(quizAnswerTags)
    .innerJoin(tags, eq(tags.id, quizAnswerTags.tagId))
    .where(inArray(quizAnswerTags.answerId, [...answerIds]))
    .orderBy(asc(tags.sortOrder), asc(tags.id));
}

/** The quiz's personality for a mood; a partner without its own falls back to the store's. */
export async function findPersonality(
  db: Database,
  partnerId: number | null,
  mood: number,
): Promise<PersonalityRow | undefined> {
  const owner =
    partnerId === null
      ? isNull(personalities.partnerId)
      : or(isNull(personalities.partnerId), eq(personalities.partnerId, partnerId));
  const rows = await db
    .select()
    .from(personalities)
    .where(and(eq(personalities.mood, mood), owner))
    .orderBy(sql`${personalities.partnerId} is null`, asc(personalities.id))
    .limit(1);
  return rows[0];
}

export async function findPersonalityById(db: Database, id: number): Promise<PersonalityRow | undefined> {
  const [row] = await db.select().from(personalities).where(eq(personalities.id, id)).limit(1);
  return row;
}

/** Product ids a personality recommends, best first. */
export async function selectPersonalityProductIds(db: Database, personalityId: number): Promise<number[]> {
  const rows = await db
    .select({ productId: personalityProducts.productId })
    .from(personalityProducts)
    .where(eq(personalityProducts.personalityId, personalityId))
    .orderBy(asc(personalityProducts.position), asc(personalityProducts.productId));
  return rows.map((r) => r.productId);
}

/** Active products of a mood, or with one of the given ids: the recommendation candidates. */
export function selectCandidateProducts(db: Database, mood: number, ids: readonly number[]) {
  const ofMood = sql`${products.moods} @> ${JSON.stringify([mood])}::jsonb`;
  return db
    .select()
    .from(products)
    .where(
      and(eq(products.active, true), ids.length > 0 ? or(ofMood, inArray(products.id, [...ids])) : ofMood),
    )
    .orderBy(asc(products.featuredRank), asc(products.id));
}

export interface NewOutcome {
  userId: number | null;
  partnerId: number | null;
  personalityId: number;
  mood: number;
  gender: string | null;
  answers: OutcomeAnswer[];
}

export async function insertOutcome(db: Database, outcome: NewOutcome) {
  const [row] = await db.insert(quizOutcomes).values(outcome).returning();
  return row!;
}

/** An outcome with its partner's slug; cleared ones included (the caller decides). */
export async function findOutcome(db: Database, id: string) {
  const [row] = await db
    .select({ outcome: quizOutcomes, partnership: partners.slug })
    .from(quizOutcomes)
    .leftJoin(partners, eq(partners.id, quizOutcomes.partnerId))
    .where(eq(quizOutcomes.id, id))
    .limit(1);
  return row;
}

export function selectMemberOutcomes(db: Database, userId: number, limit: number) {
  return db
    .select({ outcome: quizOutcomes, partnership: partners.slug })
    .from(quizOutcomes)
    .leftJoin(partners, eq(partners.id, quizOutcomes.partnerId))
    .where(and(eq(quizOutcomes.userId, userId), isNull(quizOutcomes.clearedAt)))
    .orderBy(desc(quizOutcomes.createdAt), desc(quizOutcomes.choiceId))
    .limit(limit);
}

/** Marks an outcome cleared once; clearing again changes nothing. */
export async function markOutcomeCleared(db: Database, id: string): Promise<void> {
  await db
    .update(quizOutcomes)
    .set({ clearedAt: new Date() })
    .where(and(eq(quizOutcomes.id, id), isNull(quizOutcomes.clearedAt)));
}
