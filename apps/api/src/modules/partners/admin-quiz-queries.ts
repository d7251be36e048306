import { asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { quizAnswers, quizAnswerTags, quizQuestions } from '../../db/schema';
import type { LocalizedText } from '../../db/schema/localized';

export type QuizQuestionRow = typeof quizQuestions.$inferSelect;
export type QuizAnswerRow = typeof quizAnswers.$inferSelect;

/** The questions of the store's quiz (owner null) or of one partner's own set, in quiz order. */
export function selectQuizQuestions(db: Database, ownerId: number | null): Promise<QuizQuestionRow[]> {
  return db
    .select()
    .from(quizQuestions)
    .where(ownerId === null ? isNull(quizQuestions.partnerId) : eq(quizQuestions.partnerId, ownerId))
    .orderBy(asc(quizQuestions.sortOrder), asc(quizQuestions.id));
}

export async function selectQuizAnswers(
  db: Database,
  questionIds: readonly number[],
): Promise<QuizAnswerRow[]> {
  if (questionIds.length === 0) return [];
  return db
    .select()
    .from(quizAnswers)
    .where(inArray(quizAnswers.questionId, [...questionIds]))
    .orderBy(asc(quizAnswers.sortOrder), asc(quizAnswers.id));
}

/**
 * Copies the store's quiz into the partner's own set: questions, answers (texts, pictures, moods,
 * who it is for) and the tags each answer points to. Keys are prefixed with the partner's id, so
 * they stay unique; called only while the partner has no questions of its own.
 */
export async function copyStoreQuiz(tx: Database, partnerId: number): Promise<number> {
  const questions = await selectQuizQuestions(tx, null);
  if (questions.length === 0) return 0;
  const prefix = `partner-${partnerId}-`;
  const copies = await tx
    .insert(quizQuestions)
    .values(
      questions.map((q) => ({
        key: prefix + q.key,
        partnerId,
        sortOrder: q.sortOrder,
        multiple: q.multiple,
        title: q.title,
        description: q.description,
      })),
    )
    .returning({ id: quizQuestions.id, key: quizQuestions.key });
  const questionCopy = new Map(copies.map((c) => [c.key.slice(prefix.length), c.id]));
  const answers = await selectQuizAnswers(
    tx,
    questions.map((q) => q.id),
  );
  const keyOfQuestion = new Map(questions.map((q) => [q.id, q.key]));
  if (answers.length === 0) return copies.length;
  const answerCopies = await tx
    .insert(quizAnswers)
    .values(
      answers.map((a) => ({
        key: prefix + a.key,
        questionId: questionCopy.get(keyOfQuestion.get(a.questionId)!)!,
        sortOrder: a.sortOrder,
        text: a.text,
        image: a.image,
        moods: a.moods,
        gender: a.gender,
      })),
    )
    .returning({ id: quizAnswers.id, key: quizAnswers.key });
  const answerCopy = new Map(answerCopies.map((c) => [c.key.slice(prefix.length), c.id]));
  const keyOfAnswer = new Map(answers.map((a) => [a.id, a.key]));
  const links = await tx
    .select()
    .from(quizAnswerTags)
    .where(
      inArray(
        quizAnswerTags.answerId,
        answers.map((a) => a.id),
      ),
    );
  if (links.length > 0)
    await tx
      .insert(quizAnswerTags)
      .values(
        links.map((l) => ({ answerId: answerCopy.get(keyOfAnswer.get(l.answerId)!)!, tagId: l.tagId })),
      );
  return copies.length;
}

export async function setQuestionTitle(tx: Database, id: number, title: LocalizedText): Promise<void> {
  await tx.update(quizQuestions).set({ title }).where(eq(quizQuestions.id, id));
}

export async function setAnswerText(tx: Database, id: number, text: LocalizedText): Promise<void> {
  await tx.update(quizAnswers).set({ text }).where(eq(quizAnswers.id, id));
}

/** Numbers the partner's questions 0, 1, 2, ... in the order given (one statement). */
export async function setQuestionOrder(tx: Database, ids: readonly number[]): Promise<void> {
  const cases = sql.join(
    ids.map((id, i) => sql`when ${id}::int then ${i}::int`),
    sql` `,
  );
  await tx
    .update(quizQuestions)
    .set({ sortOrder: sql`case ${quizQuestions.id} ${cases} end` })
    .where(inArray(quizQuestions.id, [...ids]));
}
