import type { Database } from '../../db/database';
import type { PartnerRow } from '../partners';
import { selectAnswersOf, selectQuestions, type AnswerRow, type QuestionRow } from './queries';

/** One quiz: the store's, or a partner's own (which replaces the store's, never mixes with it). */
export interface QuizSet {
  partnerId: number | null;
  partnership: string | null;
  questions: QuestionRow[];
  answers: AnswerRow[];
}

/** The store's quiz (partner null) or the partner's own, questions and answers in quiz order. */
export async function loadQuizSet(db: Database, partner: PartnerRow | null): Promise<QuizSet> {
  const questions = await selectQuestions(db, partner?.id ?? null);
  const answers = await selectAnswersOf(
    db,
    questions.map((q) => q.id),
  );
  const position = new Map(questions.map((q, index) => [q.id, index]));
  // Question order first, then the answer's own order within its question.
  answers.sort((a, b) => position.get(a.questionId)! - position.get(b.questionId)!);
  return { partnerId: partner?.id ?? null, partnership: partner?.slug ?? null, questions, answers };
}
