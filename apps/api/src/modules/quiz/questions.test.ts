import type { Answer, Error as ApiError, Question } from '@atelier/api/schema';
import { describe, expect, it } from 'vitest';
import { seedData } from '../../seed/data';
import { databases } from '../../../test/support/databases';
import { useTestServer } from '../../../test/support/test-server';
import { contractCaller } from '../../../test/support/http-calls';

const storeQuestions = seedData.questions.filter((q) => q.partnership === null);
const acmeQuestions = seedData.questions.filter((q) => q.partnership === 'acme');
const tagSlugs = (ids: number[], tags: Map<number, string>) => ids.map((id) => tags.get(id));

describe.each(databases())('quiz questions and answers on %s', (target) => {
  const server = useTestServer(target);
  const call = contractCaller(() => server.url);
  const questions = (query: string, language: string) =>
    call<Question[]>('GET', '/api/questions/', `/api/questions/${query}`, {
      headers: { 'accept-language': language },
    });
  const answers = (query: string, language: string) =>
    call<Answer[]>('GET', '/api/answers/', `/api/answers/${query}`, {
      headers: { 'accept-language': language },
    });

  it('lists the store quiz in quiz order, in the request’s language', async () => {
    const en = await questions('', 'en');
    expect(en.status).toBe(200);
    expect(en.body.map((q) => q.title)).toEqual(storeQuestions.map((q) => q.title.en));
    expect(en.body.every((q) => q.partnership === null)).toBe(true);
    expect(en.body.find((q) => q.title === storeQuestions[2]!.title.en)).toMatchObject({
      multiple: true,
      description: 'Choose all that apply.',
    });

    const vi = await questions('', 'vi-VN,vi;q=0.9');
    expect(vi.body.map((q) => q.title)).toEqual(storeQuestions.map((q) => q.title.vi));
    expect(vi.body.map((q) => q.id)).toEqual(en.body.map((q) => q.id));
  });

  it('answers every store question, in question then answer order, with their tags', async () => {
    const [qs, en, ar, tags] = await Promise.all([
      questions('', 'en'),
      answers('', 'en'),
      answers('', 'ar'),
      call<{ id: number; slug: string }[]>('GET', '/api/tags/', '/api/tags/'),
    ]);
    expect(en.status).toBe(200);
    const expected = storeQuestions.flatMap((q) => q.answers);
    expect(en.body.map((a) => a.text)).toEqual(expected.map((a) => a.text.en));
    expect(ar.body.map((a) => a.text)).toEqual(expected.map((a) => a.text.ar));
    const questionIds = new Set(qs.body.map((q) => q.id));
    expect(en.body.every((a) => questionIds.has(a.question_id))).toBe(true);
    const tagIds = new Map(tags.body.map((t) => [t.id, t.slug]));
    expected.forEach((seed, i) => {
      expect(tagSlugs(en.body[i]!.tag_ids, tagIds).sort()).toEqual([...seed.tags].sort());
    });
    // The wearer question's answers say who the perfume is for, so the quiz asks it only once.
    expect(en.body.map((a) => a.gender ?? null)).toEqual(expected.map((a) => a.gender));
    expect(en.body.filter((a) => a.gender).map((a) => a.text)).toContain('For her');
  });

  it('replaces the store quiz with the partner’s own with partnership=acme', async () => {
    const qs = await questions('?partnership=acme', 'zh-hans');
    expect(qs.status).toBe(200);
    expect(qs.body.map((q) => q.title)).toEqual(acmeQuestions.map((q) => q.title['zh-hans']));
    expect(qs.body.every((q) => q.partnership === 'acme')).toBe(true);

    const as = await answers('?partnership=acme', 'en');
    expect(as.body.map((a) => a.text)).toEqual(acmeQuestions.flatMap((q) => q.answers.map((a) => a.text.en)));
    const acmeIds = new Set(qs.body.map((q) => q.id));
    expect(as.body.every((a) => acmeIds.has(a.question_id))).toBe(true);

    // The store quiz never shows the partner's questions.
    const store = await answers('', 'en');
    expect(store.body.some((a) => acmeIds.has(a.question_id))).toBe(false);
  });

  it('answers an unknown partner with a 404 and a malformed one with a 400', async () => {
    for (const path of ['/api/questions/', '/api/answers/'] as const) {
      const unknown = await call<ApiError>('GET', path, `${path}?partnership=nobody`);
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('Unknown partnership');
      const malformed = await call<ApiError>('GET', path, `${path}?partnership=Not%20A%20Slug`);
      expect(malformed.status).toBe(400);
      expect(malformed.body.errors?.[0]?.field).toBe('query.partnership');
    }
  });
});
