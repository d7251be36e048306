import type { Tag } from '@atelier/api/schema';
import { describe, expect, it } from 'vitest';
import { partners, tags } from '../../db/schema';
import { seedData } from '../../seed/data';
import { expectToMatchContract } from '../../../test/support/contract-matcher';
import { databases } from '../../../test/support/databases';
import { request } from '../../../test/support/http-client';
import { useTestServer } from '../../../test/support/test-server';

const storeTags = seedData.tags.filter((t) => t.partnership === null);
const partner = seedData.partners[0]!.slug;
const partnerTags = seedData.tags.filter((t) => t.partnership === partner);

describe.each(databases())('tags on %s', (target) => {
  const server = useTestServer(target);
  const get = async (query: string, language = 'en') => {
    const res = await request<Tag[]>(server.url, 'GET', `/api/tags/${query}`, {
      headers: { 'accept-language': language },
    });
    if (res.status === 200) expectToMatchContract('GET', '/api/tags/', 200, res.body);
    return res;
  };

  it('lists the store’s own tags without filters', async () => {
    const res = await get('');
    expect(res.status).toBe(200);
    expect(res.body.map((t) => t.slug).sort()).toEqual(storeTags.map((t) => t.slug).sort());
  });

  it('filters by group and quiz, as the quiz calls it (SPEC §7)', async () => {
    const res = await get('?group=scent_family&quiz=true', 'zh-hans');
    const expected = storeTags.filter((t) => t.group === 'scent_family' && t.quiz);
    expect(res.body.map((t) => t.slug)).toEqual(
      [...expected].sort((a, b) => a.order - b.order).map((t) => t.slug),
    );
    expect(res.body[0]?.name).toBe([...expected].sort((a, b) => a.order - b.order)[0]!.name['zh-hans']);
    expect(res.body.every((t) => t.group === 'scent_family' && t.quiz)).toBe(true);

    const notQuiz = await get('?quiz=false');
    expect(notQuiz.body.length).toBe(storeTags.filter((t) => !t.quiz).length);
  });

  it('adds the partner’s own tags with partnership=', async () => {
    const res = await get(`?quiz=true&partnership=${partner}`);
    const slugs = res.body.map((t) => t.slug);
    for (const tag of partnerTags) expect(slugs).toContain(tag.slug);
    expect(slugs).toContain('citrus');
    const unknown = await get('?partnership=nobody');
    expect(unknown.body.length).toBe(storeTags.length);
  });

  it('never shows one partner’s tags to another, and filters them like the store’s', async () => {
    const [globex] = await server.db
      .insert(partners)
      .values({ slug: 'globex', name: 'Globex Spa', allowedOrigins: [], theme: {} })
      .returning();
    await server.db.insert(tags).values({
      slug: 'globex-sauna',
      group: 'partner_preference',
      name: { en: 'Sauna', ar: 'ساونا', 'zh-hans': '桑拿', vi: 'Xông hơi' },
      quiz: true,
      partnerId: globex!.id,
    });
    const acme = (await get(`?quiz=true&partnership=${partner}`)).body.map((t) => t.slug);
    expect(acme).not.toContain('globex-sauna');
    expect((await get('?quiz=true&partnership=globex')).body.map((t) => t.slug)).toContain('globex-sauna');
    expect((await get('')).body.map((t) => t.slug)).not.toContain('globex-sauna');

    // group= still applies to the partner's own tags: its preferences are not scent families.
    const families = await get(`?group=scent_family&quiz=true&partnership=${partner}`);
    expect(families.body.every((t) => t.group === 'scent_family' && t.quiz)).toBe(true);
    expect(families.body.some((t) => partnerTags.some((p) => p.slug === t.slug))).toBe(false);
    const preferences = await get(`?group=partner_preference&partnership=${partner}`);
    expect(preferences.body.map((t) => t.slug).sort()).toEqual(partnerTags.map((t) => t.slug).sort());
  });

  it('answers malformed filters with a 400 naming the parameter', async () => {
    const group = await request(server.url, 'GET', '/api/tags/?group=Scent%20Family');
    expect(group.status).toBe(400);
    expectToMatchContract('GET', '/api/tags/', 400, group.body);
    expect(group.body).toMatchObject({ errors: [{ field: 'query.group' }] });
    const quiz = await request(server.url, 'GET', '/api/tags/?quiz=maybe');
    expect(quiz.status).toBe(400);
    expect(quiz.body).toMatchObject({ errors: [{ field: 'query.quiz', reason: 'must be boolean' }] });
  });
});
