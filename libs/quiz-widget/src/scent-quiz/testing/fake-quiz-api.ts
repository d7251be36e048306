import { fixtures } from '@atelier/api/testing';
import type { RecordedRequest, TestReply } from '@atelier/api/testing/server';
import type {
  Answer,
  CreateOutcomeRequest,
  Outcome,
  ProductSummary,
  Question,
  Tag,
} from '@atelier/api/schema';

export const quizQuestions: Question[] = [
  // Out of order on purpose: the quiz follows `order`, not the array.
  { ...fixtures.question, id: 2, title: 'Which notes draw you in?', order: 1, multiple: true },
  { ...fixtures.question, id: 1, title: 'When do you wear perfume most?', order: 0 },
];

export const scentFamilies: Tag[] = [
  { ...fixtures.tag, id: 12, name: 'Woody', slug: 'woody' },
  { ...fixtures.tag, id: 14, name: 'Citrus', slug: 'citrus', description: 'Lemon and bergamot' },
  { ...fixtures.tag, id: 15, name: 'Gourmand', slug: 'gourmand', description: null },
];

export const quizAnswers: Answer[] = [
  { ...fixtures.answer, id: 3, question_id: 1, text: 'In the evening', order: 1, tag_ids: [12] },
  { ...fixtures.answer, id: 4, question_id: 1, text: 'During the day', order: 0, tag_ids: [14] },
  { ...fixtures.answer, id: 5, question_id: 2, text: 'Citrus peel', order: 0, tag_ids: [14] },
  { ...fixtures.answer, id: 6, question_id: 2, text: 'Vanilla', order: 1, tag_ids: [15, 12] },
  { ...fixtures.answer, id: 7, question_id: 2, text: 'Sea salt', order: 2, tag_ids: [] },
];

const summary = (id: number, name: string, type: ProductSummary['type'], price: number): ProductSummary => ({
  ...fixtures.productSummary,
  id,
  slug: name.toLowerCase().replace(/ /g, '-'),
  name,
  type,
  price,
  image: `/media/products/${id}-main.jpg`,
});

/** What an outcome recommends, in the server's order: a bespoke perfume first, then two of a kind. */
export const recommendedProducts: ProductSummary[] = [
  fixtures.productSummary,
  summary(201, 'Amber Nights', 'premade', 9800),
  summary(202, 'Cedar Rain', 'premade', 11800),
  summary(203, 'Fig Leaf Candle', 'single_candle', 5400),
];

export const personality = {
  id: 2,
  title: 'The Night Owl',
  description: 'Deep, warm and magnetic.',
  image: null,
};

/**
 * The quiz part of the API as the contract describes it, on a real HTTP server: questions, answers
 * and quiz scent families; outcomes created from answers, read by id and cleared. `partnership`
 * filters nothing here; tests read `server.requests` to see what was asked.
 */
export function createFakeQuizApi() {
  const outcomes = new Map<string, Outcome>();
  const created: CreateOutcomeRequest[] = [];
  let next = 1;

  /** An outcome as the server makes it from these answers (also to seed a stored result). */
  function addOutcome(body: CreateOutcomeRequest): Outcome {
    const id = `00000000-0000-4000-8000-${String(next++).padStart(12, '0')}`;
    const outcome: Outcome = {
      ...fixtures.outcome,
      id,
      personality_choice: { id: 5, personality, mood: { id: 2, name: 'seductive', time_of_day: 'night' } },
      answers: body.answers,
      recommended_products: recommendedProducts,
      // As the server does: the families of the chosen answers.
      scent_families: scentFamilies.filter((tag) =>
        body.answers.some((selection) =>
          selection.answer_ids.some((id) => quizAnswers.find((a) => a.id === id)?.tag_ids.includes(tag.id)),
        ),
      ),
      partnership: body.partnership ?? null,
    };
    outcomes.set(id, outcome);
    return outcome;
  }

  function handle(request: RecordedRequest): TestReply {
    const { method, path } = request;
    if (method === 'GET' && path === '/api/questions/') return { status: 200, body: quizQuestions };
    if (method === 'GET' && path === '/api/answers/') return { status: 200, body: quizAnswers };
    if (method === 'GET' && path === '/api/tags/') {
      const families = request.query.get('group') === 'scent_family' && request.query.get('quiz') === 'true';
      return { status: 200, body: families ? scentFamilies : [] };
    }
    if (method === 'POST' && path === '/api/outcomes/') {
      const body = request.body as CreateOutcomeRequest;
      created.push(body);
      return { status: 201, body: addOutcome(body) };
    }
    const match = /^\/api\/outcomes\/([^/]+)\/(clear\/)?$/.exec(path);
    if (match) {
      const id = match[1] ?? '';
      if (method === 'GET' && !match[2]) {
        const outcome = outcomes.get(id);
        return outcome ? { status: 200, body: outcome } : { status: 404, body: fixtures.errors.notFound };
      }
      if (method === 'POST' && match[2]) {
        outcomes.delete(id);
        return { status: 204 };
      }
    }
    return { status: 404, body: fixtures.errors.notFound };
  }

  return { handle, addOutcome, outcomes, created };
}

export type FakeQuizApi = ReturnType<typeof createFakeQuizApi>;
