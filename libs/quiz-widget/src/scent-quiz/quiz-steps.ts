import type { Answer, CreateOutcomeRequest, Question, Tag } from '@atelier/api/schema';
import { GENDERS, type Gender } from '@atelier/commerce/enums';
import type { Translate } from '../i18n';

export interface QuizOption {
  /** What is sent (an answer id or a gender), as text for the form. */
  value: string;
  label: string;
  /** Read after the label: the scent families an answer leads to. */
  hint?: string;
  image?: string | null;
}

export type QuizStepKind = 'question' | 'gender';

export interface QuizStep {
  /** Stable across languages and renders: selections are kept under it when going back. */
  key: string;
  kind: QuizStepKind;
  title: string;
  description: string | null;
  multiple: boolean;
  options: QuizOption[];
}

/** Chosen values per step key. */
export type QuizSelections = Readonly<Record<string, readonly string[]>>;

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

/**
 * The quiz, one step per screen: the server's questions (the partner's own set when embedded) in
 * their order, then who the perfume is for (unless a question of the set already asks it). The server works out the mood (with its time of day)
 * and the scent families from the answers, so they are not asked separately; an answer shows the
 * quiz scent families it leads to (unless its text already names them), with the family's picture
 * when the answer has none. A question without answers cannot be answered, so it is left out.
 */
export function buildQuizSteps(
  input: { questions: readonly Question[]; answers: readonly Answer[]; families: readonly Tag[] },
  t: Translate,
  listFormat: (items: string[]) => string,
): QuizStep[] {
  const familyById = new Map(input.families.map((tag) => [tag.id, tag]));
  const option = (answer: Answer): QuizOption => {
    const families = answer.tag_ids.flatMap((id) => familyById.get(id) ?? []);
    const names = families.map((tag) => tag.name).filter((name) => name !== answer.text);
    return {
      value: String(answer.id),
      label: answer.text,
      ...(names.length > 0 ? { hint: listFormat(names) } : {}),
      image: answer.image ?? families.find((tag) => tag.image)?.image ?? null,
    };
  };
  const questionSteps = [...input.questions].sort(byOrder).flatMap((question): QuizStep[] => {
    const options = input.answers
      .filter((answer) => answer.question_id === question.id)
      .sort(byOrder)
      .map(option);
    if (options.length === 0) return [];
    return [
      {
        key: `question-${question.id}`,
        kind: 'question',
        title: question.title,
        description: question.description,
        multiple: question.multiple,
        options,
      },
    ];
  });
  const gender: QuizStep = {
    key: 'gender',
    kind: 'gender',
    title: t('quiz.gender.question'),
    description: null,
    multiple: false,
    options: GENDERS.map((g) => ({ value: g, label: t(`quiz.gender.${g}`) })),
  };
  // A set that asks who the perfume is for itself (answers that imply a gender) is not asked twice.
  const asksWearer = input.answers.some((answer) => answer.gender);
  return asksWearer ? questionSteps : [...questionSteps, gender];
}

const isGender = (value: string | undefined): value is Gender =>
  (GENDERS as readonly string[]).includes(value ?? '');

/** The body of `POST /api/outcomes/`: every question's answers, the gender and the partner. */
export function outcomeRequest(
  steps: readonly QuizStep[],
  selections: QuizSelections,
  partnership: string | undefined,
): CreateOutcomeRequest {
  const answers = steps
    .filter((step) => step.kind === 'question')
    .map((step) => ({
      question_id: Number(step.key.slice('question-'.length)),
      answer_ids: (selections[step.key] ?? []).map(Number),
    }))
    .filter((selection) => selection.answer_ids.length > 0);
  const gender = selections['gender']?.[0];
  return {
    answers,
    ...(isGender(gender) ? { gender } : {}),
    ...(partnership ? { partnership } : {}),
  };
}
