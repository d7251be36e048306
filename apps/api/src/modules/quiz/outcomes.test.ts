import type { Error as ApiError, Outcome } from '@atelier/api/schema';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products, productVariants, quizAnswers, quizOutcomes, quizQuestions } from '../../db/schema';
import { seedData, type SeedProduct } from '../../seed/data';
import { databases } from '../../../test/support/databases';
import { registerMember } from '../../../test/support/members';
import { useTestServer } from '../../../test/support/test-server';
import { contractCaller, type CallOptions } from '../../../test/support/http-calls';

const product = (slug: string): SeedProduct => seedData.products.find((p) => p.slug === slug)!;
const lowest = (slug: string, currency: 'SGD' | 'VND') =>
  Math.min(...product(slug).variants.map((v) => v.prices[currency]));
const personality = (key: string) => seedData.personalities.find((p) => p.key === key)!;
const inStock = (slug: string) => product(slug).variants.some((v) => v.stock > 0);

/** A bold-night store quiz: every question answered, by question and answer keys. */
const BOLD_NIGHT: Record<string, string[]> = {
  moment: ['moment-late'],
  place: ['place-spice-market'],
  notes: ['notes-oriental', 'notes-spicy', 'notes-woody'],
  intensity: ['intensity-statement'],
  treat: ['treat-kopi'],
  wearer: ['wearer-anyone'],
};
const ACME_FRESH: Record<string, string[]> = {
  'acme-stay': ['acme-stay-family'],
  'acme-space': ['acme-space-spa'],
  'acme-room': ['acme-room-linen'],
};

describe.each(databases())('quiz outcomes on %s', (target) => {
  const server = useTestServer(target);
  const call = contractCaller(() => server.url);
  let questionId: (key: string) => number;
  let answerId: (key: string) => number;
  beforeAll(async () => {
    const qs = await server.db.select({ key: quizQuestions.key, id: quizQuestions.id }).from(quizQuestions);
    const as = await server.db.select({ key: quizAnswers.key, id: quizAnswers.id }).from(quizAnswers);
    questionId = (key) => qs.find((q) => q.key === key)!.id;
    answerId = (key) => as.find((a) => a.key === key)!.id;
  });

  const selections = (quiz: Record<string, string[]>) =>
    Object.entries(quiz).map(([question, answers]) => ({
      question_id: questionId(question),
      answer_ids: answers.map((a) => answerId(a)),
    }));
  const create = (body: Record<string, unknown>, options: CallOptions = {}) =>
    call<Outcome & ApiError>('POST', '/api/outcomes/', '/api/outcomes/', { ...options, body });
  const get = (id: string, headers: Record<string, string> = {}, token?: string) =>
    call<Outcome & ApiError>('GET', '/api/outcomes/{id}/', `/api/outcomes/${id}/`, { headers, token });
  const clear = (id: string, token?: string) =>
    call<ApiError>('POST', '/api/outcomes/{id}/clear/', `/api/outcomes/${id}/clear/`, { token });
  const outcomeCount = async () =>
    Number((await server.db.select({ n: sql<number>`count(*)` }).from(quizOutcomes))[0]!.n);

  it('turns a finished store quiz into a personality, its scent families and products in SGD', async () => {
    const res = await create(
      { answers: selections(BOLD_NIGHT) },
      { headers: { 'accept-language': 'zh-hans' } },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const outcome = res.body;
    expect(outcome.personality_choice.personality.title).toBe(
      personality('bold-trailblazer').title['zh-hans'],
    );
    expect(outcome.personality_choice.mood).toEqual({ id: 3, name: 'bold', time_of_day: 'night' });
    expect(outcome.partnership).toBeNull();
    expect(outcome.answers).toHaveLength(6);

    // oriental and spicy are chosen five times each, woody once.
    const families = outcome.scent_families!;
    expect(families.every((t) => t.group === 'scent_family')).toBe(true);
    expect(
      families
        .slice(0, 2)
        .map((t) => t.slug)
        .sort(),
    ).toEqual(['oriental', 'spicy']);
    expect(families.map((t) => t.slug)).toContain('woody');
    expect(families.find((t) => t.slug === 'woody')!.name).toBe(
      seedData.tags.find((t) => t.slug === 'woody')!.name['zh-hans'],
    );

    // The personality's own picks come first, less the sold-out ones (velvet-saffron in the seed).
    const recommended = outcome.recommended_products;
    const picks = personality('bold-trailblazer').recommendedProducts.filter(inStock);
    expect(picks).not.toContain('velvet-saffron');
    expect(recommended.slice(0, picks.length).map((p) => p.slug)).toEqual(picks);
    expect(recommended.length).toBeGreaterThan(picks.length);
    expect(recommended.every((p) => p.currency === 'SGD' && p.in_stock)).toBe(true);
    expect(recommended[0]).toMatchObject({ slug: 'amber-oud', price: lowest('amber-oud', 'SGD') });
    expect(recommended[0]!.name).toBe(product('amber-oud').name['zh-hans']);
  });

  it('reads an outcome by its id, priced again in the reader’s currency (VND)', async () => {
    const created = (await create({ answers: selections(BOLD_NIGHT) })).body;
    const res = await get(created.id, {
      'accept-currency': 'vnd',
      'accept-country': 'vn',
      'accept-language': 'vi',
    });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(created.id);
    expect(res.body.personality_choice.id).toBe(created.personality_choice.id);
    expect(res.body.personality_choice.personality.title).toBe(personality('bold-trailblazer').title.vi);
    expect(res.body.recommended_products.every((p) => p.currency === 'VND')).toBe(true);
    expect(res.body.recommended_products[0]).toMatchObject({
      slug: 'amber-oud',
      price: lowest('amber-oud', 'VND'),
    });
    expect(res.body.answers).toEqual(created.answers);

    const missing = await get('00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    const malformed = await get('not-a-uuid');
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors?.[0]?.field).toBe('path.id');
  });

  it('takes a partner’s own quiz with partnership=acme', async () => {
    const res = await create({ answers: selections(ACME_FRESH), partnership: 'acme' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.partnership).toBe('acme');
    const acmeFresh = seedData.personalities.find((p) => p.partnership === 'acme' && p.mood === 0)!;
    expect(res.body.personality_choice.personality.title).toBe(acmeFresh.title.en);
    expect(res.body.personality_choice.mood).toEqual({ id: 0, name: 'fresh', time_of_day: 'day' });
    expect(res.body.recommended_products[0]?.slug).toBe(acmeFresh.recommendedProducts[0]);
  });

  it('recommends only products made for the stated gender', async () => {
    const res = await create({ answers: selections(BOLD_NIGHT), gender: 'Female' });
    expect(res.status).toBe(201);
    const slugs = res.body.recommended_products.map((p) => p.slug);
    expect(slugs.length).toBeGreaterThan(0);
    expect(slugs).not.toContain('leather-cedar-car-diffuser');
    for (const slug of slugs) expect(product(slug).genders).toContain('Female');
  });

  it('leaves out products that are sold out or withdrawn', async () => {
    const created = (await create({ answers: selections(BOLD_NIGHT) })).body;
    const [amber] = await server.db.select().from(products).where(eq(products.slug, 'amber-oud'));
    const [oil] = await server.db.select().from(products).where(eq(products.slug, 'amber-oud-perfume-oil'));
    const variants = await server.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, amber!.id));
    try {
      await server.db
        .update(productVariants)
        .set({ stock: 0 })
        .where(eq(productVariants.productId, amber!.id));
      await server.db.update(products).set({ active: false }).where(eq(products.id, oil!.id));
      const slugs = (await get(created.id)).body.recommended_products.map((p) => p.slug);
      expect(slugs).not.toContain('amber-oud');
      expect(slugs).not.toContain('amber-oud-perfume-oil');
      expect(slugs[0]).toBe('leather-cedar-car-diffuser');
    } finally {
      for (const v of variants) {
        await server.db.update(productVariants).set({ stock: v.stock }).where(eq(productVariants.id, v.id));
      }
      await server.db.update(products).set({ active: true }).where(eq(products.id, oil!.id));
    }
  });

  describe('refuses answers that do not fit the quiz, naming the field, and stores nothing', () => {
    const expectRefused = async (body: Record<string, unknown>, field: string, reason?: RegExp) => {
      const before = await outcomeCount();
      const res = await create(body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.errors?.map((e) => e.field)).toContain(field);
      if (reason) expect(res.body.errors?.find((e) => e.field === field)?.reason).toMatch(reason);
      expect(await outcomeCount()).toBe(before);
    };

    it('an unknown answer', async () => {
      const answers = selections(BOLD_NIGHT);
      answers[1] = { question_id: answers[1]!.question_id, answer_ids: [999_999] };
      await expectRefused({ answers }, 'body.answers.1.answer_ids.0', /not an answer of question/);
    });

    it('an answer of another question', async () => {
      const answers = selections(BOLD_NIGHT);
      answers[0] = { question_id: answers[0]!.question_id, answer_ids: [answerId('place-beach')] };
      await expectRefused({ answers }, 'body.answers.0.answer_ids.0');
    });

    it('an answer or question of another partner’s quiz', async () => {
      const answers = selections(BOLD_NIGHT);
      answers[0] = { question_id: answers[0]!.question_id, answer_ids: [answerId('acme-stay-nights')] };
      await expectRefused({ answers }, 'body.answers.0.answer_ids.0');
      await expectRefused(
        { answers: [...selections(BOLD_NIGHT), ...selections({ 'acme-stay': ['acme-stay-nights'] })] },
        'body.answers.6.question_id',
        /not a question of this quiz/,
      );
      // The store's answers are not the partner's quiz either.
      await expectRefused(
        { answers: selections(BOLD_NIGHT), partnership: 'acme' },
        'body.answers.0.question_id',
      );
    });

    it('a question answered twice, or twice where it takes one answer', async () => {
      const answers = selections(BOLD_NIGHT);
      await expectRefused(
        {
          answers: [
            ...answers,
            { question_id: answers[0]!.question_id, answer_ids: [answerId('moment-morning')] },
          ],
        },
        'body.answers.6.question_id',
        /more than once/,
      );
      answers[0] = {
        question_id: answers[0]!.question_id,
        answer_ids: [answerId('moment-late'), answerId('moment-dinner')],
      };
      await expectRefused({ answers }, 'body.answers.0.answer_ids', /single answer/);
    });

    it('a question left out', async () => {
      const answers = selections(BOLD_NIGHT).slice(1);
      await expectRefused({ answers }, 'body.answers', new RegExp(`${questionId('moment')} not answered`));
    });

    it('an unknown partnership or a malformed body', async () => {
      await expectRefused({ answers: selections(ACME_FRESH), partnership: 'nobody' }, 'body.partnership');
      await expectRefused({ answers: [] }, 'body.answers');
      await expectRefused({ answers: selections(BOLD_NIGHT), gender: 'Other' }, 'body.gender');
      await expectRefused({ answers: selections(BOLD_NIGHT), mood: 2 }, 'body.mood');
    });
  });

  it('clears a guest’s outcome: gone afterwards, clearing again is fine', async () => {
    const { id } = (await create({ answers: selections(BOLD_NIGHT) })).body;
    expect((await clear(id)).status).toBe(204);
    expect((await get(id)).status).toBe(404);
    expect((await clear(id)).status).toBe(204);
    expect((await clear('00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('keeps a member’s outcomes theirs: listed for them, cleared only by them', async () => {
    const member = await registerMember(server.url);
    const other = await registerMember(server.url);
    const mine = (await create({ answers: selections(BOLD_NIGHT) }, { token: member.token })).body;
    const partner = (
      await create({ answers: selections(ACME_FRESH), partnership: 'acme' }, { token: member.token })
    ).body;

    const list = await call<Outcome[]>('GET', '/api/outcomes/', '/api/outcomes/', { token: member.token });
    expect(list.status).toBe(200);
    expect(list.body.map((o) => o.id)).toEqual([partner.id, mine.id]);
    const othersList = await call<Outcome[]>('GET', '/api/outcomes/', '/api/outcomes/', {
      token: other.token,
    });
    expect(othersList.body).toEqual([]);
    expect((await call('GET', '/api/outcomes/', '/api/outcomes/')).status).toBe(401);

    // Anyone holding the id can read it (partner frames have no storage), but not discard it.
    expect((await get(mine.id)).status).toBe(200);
    expect((await clear(mine.id)).status).toBe(403);
    expect((await clear(mine.id, other.token)).status).toBe(403);
    expect((await clear(mine.id, member.token)).status).toBe(204);
    const after = await call<Outcome[]>('GET', '/api/outcomes/', '/api/outcomes/', { token: member.token });
    expect(after.body.map((o) => o.id)).toEqual([partner.id]);
    const rows = await server.db
      .select()
      .from(quizOutcomes)
      .where(inArray(quizOutcomes.id, [mine.id]));
    expect(rows[0]!.clearedAt).not.toBeNull();
  });
});
