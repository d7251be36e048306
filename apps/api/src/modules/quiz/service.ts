import type { Answer, Question } from '@atelier/api/schema';
import type { Database } from '../../db/database';
import { selectAnswerTags, selectQuestions } from './queries';
import { loadQuizSet } from './quiz-set';
import { answerView, questionView, type QuizViewContext } from './quiz-view';
import { requirePartner } from '../partners';

export async function listQuestions(
  db: Database,
  query: { partnership?: string },
  context: QuizViewContext,
): Promise<Question[]> {
  const partner = query.partnership === undefined ? null : await requirePartner(db, query.partnership);
  const rows = await selectQuestions(db, partner?.id ?? null);
  return rows.map((row) => questionView(row, partner?.slug ?? null, context));
}

export async function listAnswers(
  db: Database,
  query: { partnership?: string },
  context: QuizViewContext,
): Promise<Answer[]> {
  const partner = query.partnership === undefined ? null : await requirePartner(db, query.partnership);
  const quiz = await loadQuizSet(db, partner);
  const tagRows = await selectAnswerTags(
    db,
    quiz.answers.map((a) => a.id),
  );
  const tagIds = new Map<number, number[]>();
  for (const { answerId, tag } of tagRows) tagIds.set(answerId, [...(tagIds.get(answerId) ?? []), tag.id]);
  return quiz.answers.map((row) => answerView(row, tagIds.get(row.id) ?? [], context));
}
