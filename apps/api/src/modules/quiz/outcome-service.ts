import type { CreateOutcomeRequest, Outcome, ScentMood } from '@atelier/api/schema';
import type { Database } from '../../db/database';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { mediaUrl } from '../../http/media-url';
import { localize } from '../pricing';
import { findPartnerBySlug } from '../partners';
import type { CatalogueContext } from '../products';
import { checkSelections, outcomeGender, rankFamilies, winningMood, type QuizAnswer } from './outcome-rules';
import {
  findOutcome,
  findPersonality,
  findPersonalityById,
  insertOutcome,
  markOutcomeCleared,
  selectAnswerTags,
  selectMemberOutcomes,
  type OutcomeRow,
} from './queries';
import { loadQuizSet } from './quiz-set';
import { tagView } from './quiz-view';
import { recommendProducts } from './recommendations';

const SCENT_FAMILY = 'scent_family';

/** SPEC §3 scent moods: id, name and time of day. */
const MOODS: readonly ScentMood[] = [
  { id: 0, name: 'fresh', time_of_day: 'day' },
  { id: 1, name: 'elegant', time_of_day: 'day' },
  { id: 2, name: 'seductive', time_of_day: 'night' },
  { id: 3, name: 'bold', time_of_day: 'night' },
];

function quizAnswer(row: {
  id: number;
  questionId: number;
  moods: number[];
  gender: string | null;
}): QuizAnswer {
  return { id: row.id, questionId: row.questionId, moods: row.moods, gender: row.gender };
}

/**
 * Finishes a quiz: the answers are checked against the quiz taken (the store's or the partner's
 * own), the mood and personality follow from them, and the outcome is stored for the member (or
 * for whoever holds its id). Products are not stored: they are priced on every read.
 */
export async function createOutcome(
  db: Database,
  body: CreateOutcomeRequest,
  viewer: { userId: number | null },
  context: CatalogueContext,
): Promise<Outcome> {
  const partner = body.partnership === undefined ? null : await findPartnerBySlug(db, body.partnership);
  // The contract gives this call no 404: an unknown partner is a bad field of the body.
  if (partner === undefined) {
    throw badRequest([{ field: 'body.partnership', reason: 'is not a known partnership' }]);
  }
  const quiz = await loadQuizSet(db, partner);
  const answers = quiz.answers.map(quizAnswer);
  const checked = checkSelections(quiz.questions, answers, body.answers);
  if (!checked.ok) throw badRequest(checked.errors);

  const answerById = new Map(answers.map((a) => [a.id, a]));
  const chosen = checked.selections.flatMap((s) => s.answer_ids.map((id) => answerById.get(id)!));
  const mood = winningMood(chosen);
  const personality = await findPersonality(db, quiz.partnerId, mood);
  // The seed gives every quiz one personality per mood; a gap is a data error, not the visitor's.
  if (!personality) throw new Error(`No personality for mood ${mood} (partner ${quiz.partnerId ?? 'store'})`);

  const row = await insertOutcome(db, {
    userId: viewer.userId,
    partnerId: quiz.partnerId,
    personalityId: personality.id,
    mood,
    gender: outcomeGender(body.gender, chosen),
    answers: checked.selections,
  });
  return outcomeView(db, row, quiz.partnership, context);
}

/** Renders a stored outcome in the request's language and currency. */
async function outcomeView(
  db: Database,
  row: OutcomeRow,
  partnership: string | null,
  context: CatalogueContext,
): Promise<Outcome> {
  const personality = await findPersonalityById(db, row.personalityId);
  if (!personality) throw new Error(`Outcome ${row.id} lost its personality`);
  const answerIds = row.answers.flatMap((a) => a.answer_ids);
  const tagRows = await selectAnswerTags(db, answerIds);
  const chosenFamilyIds = tagRows.filter((r) => r.tag.group === SCENT_FAMILY).map((r) => r.tag.id);
  const familyRows = [
    ...new Map(tagRows.filter((r) => r.tag.group === SCENT_FAMILY).map((r) => [r.tag.id, r.tag])).values(),
  ];
  const families = rankFamilies(chosenFamilyIds, familyRows).slice(0, 20);
  const recommended = await recommendProducts(
    db,
    {
      personalityId: personality.id,
      mood: row.mood,
      gender: row.gender,
      familyIds: families.map((f) => f.id),
    },
    context,
  );
  return {
    id: row.id,
    personality_choice: {
      id: row.choiceId,
      personality: {
        id: personality.id,
        title: localize(personality.title, context.language),
        description: localize(personality.description, context.language),
        image: mediaUrl(personality.image),
      },
      mood: MOODS[row.mood]!,
    },
    answers: row.answers.map((a) => ({ question_id: a.question_id, answer_ids: [...a.answer_ids] })),
    scent_families: families.map((tag) => tagView(tag, context)),
    recommended_products: recommended,
    partnership,
    created_at: row.createdAt.toISOString(),
  };
}

/** An outcome by its unguessable id; cleared ones are gone. */
export async function getOutcome(db: Database, id: string, context: CatalogueContext): Promise<Outcome> {
  const found = await findOutcome(db, id);
  if (!found || found.outcome.clearedAt) throw notFound('Outcome not found');
  return outcomeView(db, found.outcome, found.partnership, context);
}

/** The member's own outcomes, newest first. */
export async function listMemberOutcomes(
  db: Database,
  userId: number,
  context: CatalogueContext,
): Promise<Outcome[]> {
  const rows = await selectMemberOutcomes(db, userId, 50);
  const out: Outcome[] = [];
  for (const { outcome, partnership } of rows) out.push(await outcomeView(db, outcome, partnership, context));
  return out;
}

/**
 * Retaking the quiz: the outcome stops answering. A member's outcome is theirs to clear; a
 * guest's belongs to whoever holds the id. Clearing twice is fine.
 */
export async function clearOutcome(
  db: Database,
  id: string,
  viewer: { userId: number | null },
): Promise<void> {
  const found = await findOutcome(db, id);
  if (!found) throw notFound('Outcome not found');
  const owner = found.outcome.userId;
  if (owner !== null && owner !== viewer.userId) throw forbidden();
  await markOutcomeCleared(db, id);
}
