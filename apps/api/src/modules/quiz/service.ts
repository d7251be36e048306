import type { Answer, Question } from '@atelier/api/schema';
import type { Database } from '../../db/database';
import { selectAnswerTags, selectQuestions } from './queries';
import { loadQuizSet, questionOwnerOf } from './quiz-set';
import { answerView, questionView, type QuizViewContext } from './quiz-view';
import { requirePartner } from '../partners';

export async function listQuestions(
  db: Database,
  query: { partnership?: string },
  context: QuizViewContext,
): Promise<Question[]> {
  const partner = query.partnership === undefined ? null : await requirePartner(db, query.partnership);
  const owner = questionOwnerOf(partner);
  const rows = await selectQuestions(db, owner);
  // A question's partnership is whose question it is: null for the store's, shown to a partner too.
  return rows.map((row) => questionView(row, owner === null ? null : partner!.slug, context));
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
