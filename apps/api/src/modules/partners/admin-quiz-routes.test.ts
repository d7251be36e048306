import type {
  AdminPartner,
  Answer,
  AuditEntryPage,
  Error as ApiError,
  Outcome,
  Question,
  VersionConflict,
} from '@atelier/api/schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { partners } from '../../db/schema';
import { seedData } from '../../seed/data';
import { databases } from '../../../test/support/databases';
import { contractCaller } from '../../../test/support/http-calls';
import { request } from '../../../test/support/http-client';
import { seedTestStaff, signInAs, type StaffClient, contractCalls } from '../../../test/support/staff';
import { useTestServer } from '../../../test/support/test-server';

const ONE = '/api/admin/partners/{partnership}/';
const QUIZ = '/api/admin/partners/{partnership}/quiz/';
const ORDER = '/api/admin/partners/{partnership}/quiz/order/';
const QUESTION = '/api/admin/partners/{partnership}/quiz/questions/{id}/';
const storeQuestions = seedData.questions.filter((q) => q.partnership === null);
const acmeQuestions = seedData.questions.filter((q) => q.partnership === 'acme');
const text = (en: string) => ({ en, ar: `${en} (ar)`, 'zh-hans': `${en} (zh)`, vi: `${en} (vi)` });

describe.each(databases())('a partner’s quiz set in the console on %s', (target) => {
  const server = useTestServer(target);
  const call = contractCaller(() => server.url);
  let editor: StaffClient;
  let owner: StaffClient;
  let partnerNo = 0;
  beforeAll(async () => {
    await seedTestStaff(server.db);
    editor = await signInAs(server.url, 'editor');
    owner = await signInAs(server.url, 'owner');
  });

  const admin = contractCalls(() => editor);
  /** A new partner (on the shop's quiz), so each test starts from its own. */
  async function newPartner(): Promise<AdminPartner> {
    partnerNo += 1;
    const res = await admin<AdminPartner>('POST', '/api/admin/partners/', '/api/admin/partners/', {
      body: { partnership: `quiz-${partnerNo}`, name: `Quiz ${partnerNo}`, allowed_origins: [], theme: {} },
    });
    expect(res.status).toBe(201);
    return res.body;
  }
  const choose = (p: AdminPartner, source: 'store' | 'own', as?: StaffClient) =>
    admin<AdminPartner>('PUT', QUIZ, `/api/admin/partners/${p.partnership}/quiz/`, {
      body: { version: p.version, source },
      as,
    });
  const editQuestion = (slug: string, id: number, body: unknown) =>
    admin<AdminPartner>('PATCH', QUESTION, `/api/admin/partners/${slug}/quiz/questions/${id}/`, { body });
  const questions = (slug: string, language = 'en') =>
    call<Question[]>('GET', '/api/questions/', `/api/questions/?partnership=${slug}`, {
      headers: { 'accept-language': language },
    });
  const answers = (slug: string, language = 'en') =>
    call<Answer[]>('GET', '/api/answers/', `/api/answers/?partnership=${slug}`, {
      headers: { 'accept-language': language },
    });
  const auditOf = async (slug: string) =>
    (
      await admin<AuditEntryPage>(
        'GET',
        '/api/admin/audit-log/',
        `/api/admin/audit-log/?entity=partner&entity_id=${slug}`,
        { as: owner },
      )
    ).body.results;
  const storedVersion = async (slug: string) =>
    (await server.db.select().from(partners).where(eq(partners.slug, slug)))[0]!.version;

  it('shows which quiz a partner’s embed shows, with every text in the four languages', async () => {
    const acme = (await admin<AdminPartner>('GET', ONE, '/api/admin/partners/acme/')).body;
    expect(acme.quiz.source).toBe('own');
    expect(acme.quiz.questions.map((q) => q.prompt)).toEqual(acmeQuestions.map((q) => q.title));
    expect(acme.quiz.questions[0]!.answers.map((a) => a.label)).toEqual(
      acmeQuestions[0]!.answers.map((a) => a.text),
    );

    // A new partner shows the shop's quiz, in the console and in its embed's calls.
    const fresh = await newPartner();
    expect(fresh.quiz.source).toBe('store');
    expect(fresh.quiz_questions).toBe(0);
    expect(fresh.quiz.questions.map((q) => q.prompt.ar)).toEqual(storeQuestions.map((q) => q.title.ar));
    const served = await questions(fresh.partnership);
    expect(served.status).toBe(200);
    expect(served.body.map((q) => q.id)).toEqual(fresh.quiz.questions.map((q) => q.id));
    expect(served.body.every((q) => q.partnership === null)).toBe(true);
  });

  it('starts a partner’s own questions as a copy of the shop’s quiz, served on the next request, audited', async () => {
    const fresh = await newPartner();
    const own = await choose(fresh, 'own');
    expect(own.status).toBe(200);
    expect(own.body.version).toBe(fresh.version + 1);
    expect(own.body.quiz.source).toBe('own');
    expect(own.body.quiz_questions).toBe(storeQuestions.length);
    expect(own.body.quiz.questions.map((q) => q.prompt)).toEqual(fresh.quiz.questions.map((q) => q.prompt));
    const storeIds = new Set(fresh.quiz.questions.map((q) => q.id));
    expect(own.body.quiz.questions.some((q) => storeIds.has(q.id))).toBe(false);

    const served = await questions(fresh.partnership, 'vi');
    expect(served.body.map((q) => q.id)).toEqual(own.body.quiz.questions.map((q) => q.id));
    expect(served.body.map((q) => q.title)).toEqual(storeQuestions.map((q) => q.title.vi));
    expect(served.body.every((q) => q.partnership === fresh.partnership)).toBe(true);
    // The copies point to the same tags as the shop's answers, so the results stay the same.
    const copied = await answers(fresh.partnership);
    const storeAnswers = await call<Answer[]>('GET', '/api/answers/', '/api/answers/');
    expect(copied.body.map((a) => [a.text, a.tag_ids])).toEqual(
      storeAnswers.body.map((a) => [a.text, a.tag_ids]),
    );

    // A shopper can finish the copied quiz: the outcome is the partner's.
    const picks = own.body.quiz.questions.map((q) => ({ question_id: q.id, answer_ids: [q.answers[0]!.id] }));
    const outcome = await call<Outcome>('POST', '/api/outcomes/', '/api/outcomes/', {
      body: { answers: picks, partnership: fresh.partnership },
    });
    expect(outcome.status).toBe(201);
    expect(outcome.body.partnership).toBe(fresh.partnership);

    const [entry] = await auditOf(fresh.partnership);
    expect(entry).toMatchObject({
      action: 'partner.quiz_source',
      staff_email: editor.member.email,
      before: { quiz_source: 'store' },
      after: { quiz_source: 'own', copied_store_questions: storeQuestions.length },
    });
  });

  it('changes a prompt and an answer label in every language: the embed shows them next, audited', async () => {
    const own = (await choose(await newPartner(), 'own')).body;
    const question = own.quiz.questions[0]!;
    const answer = question.answers[1]!;
    const res = await editQuestion(own.partnership, question.id, {
      version: own.version,
      prompt: { ...text('Where do you unwind?'), ar: 'أين تسترخي؟' },
      answers: [{ id: answer.id, label: { ...text('By the pool'), en: '  By the pool  ' } }],
    });
    expect(res.status).toBe(200);
    expect(res.body.version).toBe(own.version + 1);
    expect(res.body.quiz.questions[0]!.prompt.ar).toBe('أين تسترخي؟');
    expect(res.body.quiz.questions[0]!.answers[1]!.label.en).toBe('By the pool');

    expect((await questions(own.partnership, 'ar')).body[0]!.title).toBe('أين تسترخي؟');
    const labels = (await answers(own.partnership, 'zh-hans')).body.filter(
      (a) => a.question_id === question.id,
    );
    expect(labels[1]!.text).toBe('By the pool (zh)');
    // The shop's own quiz is untouched.
    expect((await call<Question[]>('GET', '/api/questions/', '/api/questions/')).body[0]!.title).toBe(
      storeQuestions[0]!.title.en,
    );

    const [entry] = await auditOf(own.partnership);
    expect(entry).toMatchObject({
      action: 'partner.quiz_text',
      before: {
        question_id: question.id,
        prompt: question.prompt,
        answers: [{ id: answer.id, label: answer.label }],
      },
      after: { question_id: question.id, answers: [{ id: answer.id, label: text('By the pool') }] },
    });
  });

  it('refuses blank, marked-up, missing or foreign texts with 400 naming the field, and writes nothing', async () => {
    const own = (await choose(await newPartner(), 'own')).body;
    const [first, second] = own.quiz.questions;
    const cases: [unknown, string][] = [
      [{ prompt: { ...text('x'), vi: '   ' } }, 'body.prompt.vi'],
      [{ prompt: { ...text('x'), ar: '<b>مرحبا</b>' } }, 'body.prompt.ar'],
      [{ prompt: { en: 'Only English' } }, 'body.prompt.ar'],
      [{ prompt: text('x'.repeat(161)) }, 'body.prompt.en'],
      [
        { answers: [{ id: first!.answers[0]!.id, label: { ...text('x'), 'zh-hans': 'a\nb' } }] },
        'body.answers.0.label.zh-hans',
      ],
      [{ answers: [{ id: second!.answers[0]!.id, label: text('Not mine') }] }, 'body.answers.0.id'],
      [
        {
          answers: [
            { id: first!.answers[0]!.id, label: text('Once') },
            { id: first!.answers[0]!.id, label: text('Twice') },
          ],
        },
        'body.answers.1.id',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await editQuestion(own.partnership, first!.id, {
        version: own.version,
        ...(body as object),
      });
      expect(res.status, field).toBe(400);
      const errors = (res.body as unknown as ApiError).errors ?? [];
      expect(
        errors.map((e) => e.field),
        field,
      ).toContain(field);
    }
    expect(await storedVersion(own.partnership)).toBe(own.version);
    expect((await questions(own.partnership)).body[0]!.title).toBe(first!.prompt.en);

    // A question of the shop's quiz or of another partner is not this partner's.
    const store = await newPartner();
    const foreign = await editQuestion(own.partnership, store.quiz.questions[0]!.id, {
      version: own.version,
      prompt: text('x'),
    });
    expect(foreign.status).toBe(404);
    // While the partner shows the shop's quiz, its texts are the shop's: nothing to edit.
    const back = (await choose(own, 'store')).body;
    const refused = await editQuestion(own.partnership, first!.id, {
      version: back.version,
      prompt: text('x'),
    });
    expect(refused.status).toBe(422);
  });

  it('answers a change made on an old version with 409 and the other person’s change', async () => {
    const own = (await choose(await newPartner(), 'own')).body;
    const question = own.quiz.questions[0]!;
    const theirs = await editQuestion(own.partnership, question.id, {
      version: own.version,
      prompt: text('Their prompt'),
    });
    expect(theirs.status).toBe(200);
    const late = await admin<VersionConflict>(
      'PATCH',
      QUESTION,
      `/api/admin/partners/${own.partnership}/quiz/questions/${question.id}/`,
      {
        body: { version: own.version, prompt: text('My prompt') },
        as: owner,
      },
    );
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('version_conflict');
    const current = late.body.current as AdminPartner;
    expect(current.quiz.questions[0]!.prompt.en).toBe('Their prompt');
    expect(current.version).toBe(theirs.body.version);
    // A partner detail change on the old version is refused too: quiz changes raise the version.
    expect((await choose(own, 'store')).status).toBe(409);
    expect((await questions(own.partnership)).body[0]!.title).toBe('Their prompt');
  });

  it('goes back to the shop’s quiz without losing the partner’s questions, and reorders them', async () => {
    const own = (await choose(await newPartner(), 'own')).body;
    const ids = own.quiz.questions.map((q) => q.id);
    const edited = (
      await editQuestion(own.partnership, ids[0]!, { version: own.version, prompt: text('Kept prompt') })
    ).body;

    const store = (await choose(edited, 'store')).body;
    expect(store.quiz.source).toBe('store');
    expect(store.quiz_questions).toBe(ids.length);
    expect((await questions(own.partnership)).body.map((q) => q.title)).toEqual(
      storeQuestions.map((q) => q.title.en),
    );
    const refused = await admin<ApiError>(
      'PUT',
      ORDER,
      `/api/admin/partners/${own.partnership}/quiz/order/`,
      {
        body: { version: store.version, question_ids: ids },
      },
    );
    expect(refused.status).toBe(422);

    // Its own again: the same questions, edits kept, no second copy.
    const again = (await choose(store, 'own')).body;
    expect(again.quiz.questions.map((q) => q.id)).toEqual(ids);
    expect(again.quiz.questions[0]!.prompt.en).toBe('Kept prompt');

    const order = (question_ids: number[], version = again.version) =>
      admin<AdminPartner>('PUT', ORDER, `/api/admin/partners/${own.partnership}/quiz/order/`, {
        body: { version, question_ids },
      });
    const missing = await order(ids.slice(1));
    expect(missing.status).toBe(400);
    expect((missing.body as unknown as ApiError).errors?.[0]?.field).toBe('body.question_ids');
    const stranger = await order([...ids.slice(1), store.quiz.questions[0]!.id]);
    expect((stranger.body as unknown as ApiError).errors?.[0]?.field).toBe(
      `body.question_ids.${ids.length - 1}`,
    );
    expect(await storedVersion(own.partnership)).toBe(again.version);

    const reversed = [...ids].reverse();
    const moved = await order(reversed);
    expect(moved.status).toBe(200);
    expect(moved.body.quiz.questions.map((q) => q.id)).toEqual(reversed);
    expect((await questions(own.partnership)).body.map((q) => q.id)).toEqual(reversed);
    const [entry] = await auditOf(own.partnership);
    expect(entry).toMatchObject({
      action: 'partner.quiz_order',
      before: { question_ids: ids },
      after: { question_ids: reversed },
    });
  });

  it('is the editors’ and the owner’s only', async () => {
    const fresh = await newPartner();
    for (const role of ['staff', 'merchandiser'] as const) {
      const other = await signInAs(server.url, role);
      expect(
        (
          await other.call('PUT', `/api/admin/partners/${fresh.partnership}/quiz/`, {
            body: { version: 1, source: 'own' },
          })
        ).status,
      ).toBe(403);
    }
    expect(
      (
        await request(server.url, 'PUT', `/api/admin/partners/${fresh.partnership}/quiz/`, {
          body: { version: 1, source: 'own' },
        })
      ).status,
    ).toBe(401);
    expect((await choose(fresh, 'own', owner)).status).toBe(200);
    expect(
      (await admin('PUT', QUIZ, '/api/admin/partners/nobody/quiz/', { body: { version: 1, source: 'own' } }))
        .status,
    ).toBe(404);
  });
});
