import type { AdminPartnerQuiz } from '@atelier/api/schema';
import type { Database } from '../../db/database';
import type { LocalizedText } from '../../db/schema/localized';
import { selectQuizAnswers, selectQuizQuestions } from './admin-quiz-queries';
import type { PartnerRow } from './queries';

const LANGUAGES = ['en', 'ar', 'zh-hans', 'vi'] as const;

/** A stored text with every language present (empty where the data has none). */
export const allLanguages = (text: Partial<LocalizedText> | null | undefined): LocalizedText =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, text?.[lang] ?? ''])) as LocalizedText;

/** The quiz the partner's embed shows now (quiz-set.ts serves the same), texts in all languages. */
export async function partnerQuizView(db: Database, row: PartnerRow): Promise<AdminPartnerQuiz> {
  const questions = await selectQuizQuestions(db, row.quizSource === 'own' ? row.id : null);
  const answers = await selectQuizAnswers(
    db,
    questions.map((q) => q.id),
  );
  return {
    source: row.quizSource,
    questions: questions.map((q) => ({
      id: q.id,
      prompt: allLanguages(q.title),
      multiple: q.multiple,
      answers: answers
        .filter((a) => a.questionId === q.id)
        .map((a) => ({ id: a.id, label: allLanguages(a.text) })),
    })),
  };
}
