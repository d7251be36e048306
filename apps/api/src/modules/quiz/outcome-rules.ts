import type { FieldError } from '../../http/validation';

/** What the rules need of a quiz question. */
export interface QuizQuestion {
  id: number;
  multiple: boolean;
}

/** What the rules need of a quiz answer. */
export interface QuizAnswer {
  id: number;
  questionId: number;
  /** Scent mood ids (0-3) the answer votes for. */
  moods: readonly number[];
  gender: string | null;
}

export interface AnswerSelection {
  question_id: number;
  answer_ids: number[];
}

/**
 * Checks a visitor's selections against the quiz being taken and returns them in quiz order
 * (answers in answer order), or the field errors: every question answered exactly once, only
 * with answers of that question, one answer unless the question is `multiple`. Ids of another
 * quiz (the store's or another partner's) are simply "not of this quiz", so nothing about them
 * leaks.
 */
export function checkSelections(
  questions: readonly QuizQuestion[],
  answers: readonly QuizAnswer[],
  selections: readonly AnswerSelection[],
): { ok: true; selections: AnswerSelection[] } | { ok: false; errors: FieldError[] } {
  const questionById = new Map(questions.map((q) => [q.id, q]));
  const answerById = new Map(answers.map((a) => [a.id, a]));
  const errors: FieldError[] = [];
  const answered = new Set<number>();

  selections.forEach((selection, i) => {
    const at = `body.answers.${i}`;
    const question = questionById.get(selection.question_id);
    if (!question) {
      errors.push({ field: `${at}.question_id`, reason: 'is not a question of this quiz' });
      return;
    }
    if (answered.has(question.id)) {
      errors.push({
        field: `${at}.question_id`,
        reason: `question ${question.id} is answered more than once`,
      });
      return;
    }
    answered.add(question.id);
    if (!question.multiple && selection.answer_ids.length > 1) {
      errors.push({ field: `${at}.answer_ids`, reason: `question ${question.id} takes a single answer` });
    }
    selection.answer_ids.forEach((answerId, j) => {
      if (answerById.get(answerId)?.questionId !== question.id) {
        errors.push({
          field: `${at}.answer_ids.${j}`,
          reason: `is not an answer of question ${question.id}`,
        });
      }
    });
  });
  const missing = questions.filter((q) => !answered.has(q.id));
  if (missing.length > 0 && errors.length === 0) {
    errors.push({
      field: 'body.answers',
      reason: `question${missing.length > 1 ? 's' : ''} ${missing.map((q) => q.id).join(', ')} not answered`,
    });
  }
  if (errors.length > 0) return { ok: false, errors: errors.slice(0, 100) };

  const order = new Map(answers.map((a, index) => [a.id, index]));
  const bySelection = new Map(selections.map((s) => [s.question_id, s]));
  return {
    ok: true,
    selections: questions.map((q) => ({
      question_id: q.id,
      answer_ids: [...bySelection.get(q.id)!.answer_ids].sort((a, b) => order.get(a)! - order.get(b)!),
    })),
  };
}

/**
 * The mood the chosen answers vote for most (one vote per answer and mood). A tie goes to the
 * mood that got its first vote earliest in the quiz, so the opening "when will you wear it"
 * question decides between equals; no votes at all falls back to 0 (fresh).
 */
export function winningMood(chosen: readonly QuizAnswer[]): number {
  const votes = new Map<number, { count: number; first: number }>();
  let position = 0;
  for (const answer of chosen) {
    for (const mood of answer.moods) {
      const entry = votes.get(mood);
      if (entry) entry.count += 1;
      else votes.set(mood, { count: 1, first: position });
      position += 1;
    }
  }
  let best: { mood: number; count: number; first: number } | null = null;
  for (const [mood, entry] of votes) {
    if (!best || entry.count > best.count || (entry.count === best.count && entry.first < best.first)) {
      best = { mood, ...entry };
    }
  }
  return best?.mood ?? 0;
}

/** The gender the visitor stated, else the last one an answer implies, else none. */
export function outcomeGender(stated: string | undefined, chosen: readonly QuizAnswer[]): string | null {
  if (stated) return stated;
  let implied: string | null = null;
  for (const answer of chosen) if (answer.gender) implied = answer.gender;
  return implied;
}

/**
 * Scent families of the chosen answers, most chosen first; equals keep the families' own order
 * (the order `tags` is given in).
 */
export function rankFamilies<T extends { id: number }>(
  chosenTagIds: readonly number[],
  families: readonly T[],
): T[] {
  const counts = new Map<number, number>();
  for (const id of chosenTagIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  return families
    .map((tag, index) => ({ tag, index, count: counts.get(tag.id) ?? 0 }))
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count || a.index - b.index)
    .map((entry) => entry.tag);
}
