import type { Database } from '../../db/database';
import type { PartnerRow } from '../partners';
import { selectAnswersOf, selectQuestions, type AnswerRow, type QuestionRow } from './queries';

/**
 * One quiz: the store's, or a partner's own (which replaces the store's, never mixes with it).
 * `partnerId` is whose quiz was taken (the outcome's partner), even when it shows the store's.
 */
export interface QuizSet {
  partnerId: number | null;
  partnership: string | null;
  questions: QuestionRow[];
  answers: AnswerRow[];
}

/**
 * Whose questions a partner's quiz shows: its own only when the console chose them
 * (`partners.quiz_source`); otherwise the store's, so a new partner has a quiz at once.
 */
export function questionOwnerOf(partner: PartnerRow | null): number | null {
  return partner?.quizSource === 'own' ? partner.id : null;
}

/** The store's quiz (partner null) or the partner's chosen one, questions and answers in quiz order. */
export async function loadQuizSet(db: Database, partner: PartnerRow | null): Promise<QuizSet> {
  const questions = await selectQuestions(db, questionOwnerOf(partner));
  const answers = await selectAnswersOf(
    db,
    questions.map((q) => q.id),
  );
  const position = new Map(questions.map((q, index) => [q.id, index]));
  // Question order first, then the answer's own order within its question.
  answers.sort((a, b) => position.get(a.questionId)! - position.get(b.questionId)!);
  return { partnerId: partner?.id ?? null, partnership: partner?.slug ?? null, questions, answers };
}
