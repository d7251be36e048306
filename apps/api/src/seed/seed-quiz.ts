import type { Database } from '../db/database';
import { personalities, personalityProducts, quizAnswerTags, quizAnswers, quizQuestions } from '../db/schema';
import type { SeedData } from './data/types';
import type { CatalogueIds } from './seed-catalogue';
import { idsByKey, insertInChunks, must } from './seed-ids';

export async function seedQuiz(db: Database, data: SeedData, ids: CatalogueIds): Promise<void> {
  const partnerId = (slug: string | null) => (slug === null ? null : must(ids.partners, slug, 'partner'));

  if (data.questions.length > 0) {
    await db
      .insert(quizQuestions)
      .values(
        data.questions.map((q) => ({
          key: q.key,
          partnerId: partnerId(q.partnership),
          sortOrder: q.order,
          multiple: q.multiple,
          title: q.title,
          description: q.description,
        })),
      )
      .onConflictDoNothing();
  }
  const questionIds = await idsByKey(
    db,
    quizQuestions,
    quizQuestions.key,
    quizQuestions.id,
    data.questions.map((q) => q.key),
  );

  const answers = data.questions.flatMap((q) => q.answers.map((a) => ({ question: q.key, answer: a })));
  await insertInChunks(
    answers.map(({ question, answer }) => ({
      key: answer.key,
      questionId: must(questionIds, question, 'question'),
      sortOrder: answer.order,
      text: answer.text,
      image: answer.image,
      moods: [...answer.moods],
      gender: answer.gender,
    })),
    (chunk) => db.insert(quizAnswers).values(chunk).onConflictDoNothing(),
  );
  const answerIds = await idsByKey(
    db,
    quizAnswers,
    quizAnswers.key,
    quizAnswers.id,
    answers.map((a) => a.answer.key),
  );
  await insertInChunks(
    answers.flatMap(({ answer }) =>
      answer.tags.map((slug) => ({
        answerId: must(answerIds, answer.key, 'answer'),
        tagId: must(ids.tags, slug, 'tag'),
      })),
    ),
    (chunk) => db.insert(quizAnswerTags).values(chunk).onConflictDoNothing(),
  );

  if (data.personalities.length > 0) {
    await db
      .insert(personalities)
      .values(
        data.personalities.map((p) => ({
          key: p.key,
          partnerId: partnerId(p.partnership),
          mood: p.mood,
          title: p.title,
          description: p.description,
          image: p.image,
        })),
      )
      .onConflictDoNothing();
  }
  const personalityIds = await idsByKey(
    db,
    personalities,
    personalities.key,
    personalities.id,
    data.personalities.map((p) => p.key),
  );
  await insertInChunks(
    data.personalities.flatMap((p) =>
      p.recommendedProducts.map((slug, position) => ({
        personalityId: must(personalityIds, p.key, 'personality'),
        productId: must(ids.products, slug, 'product'),
        position,
      })),
    ),
    (chunk) => db.insert(personalityProducts).values(chunk).onConflictDoNothing(),
  );
}
