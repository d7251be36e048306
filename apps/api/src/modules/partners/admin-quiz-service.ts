import type {
  AdminPartner,
  AdminPartnerQuizChoice,
  AdminPartnerQuizOrder,
  AdminPartnerQuizQuestionUpdate,
} from '@atelier/api/schema';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { partners } from '../../db/schema';
import type { LocalizedText } from '../../db/schema/localized';
import { badRequest, notFound, unprocessable } from '../../http/errors';
import type { FieldError } from '../../http/validation';
import { recordAudit, type AuditActor } from '../audit';
import {
  copyStoreQuiz,
  selectQuizAnswers,
  selectQuizQuestions,
  setAnswerText,
  setQuestionOrder,
  setQuestionTitle,
} from './admin-quiz-queries';
import { allLanguages } from './admin-quiz-view';
import { lockPartnerAt, partnerView, type AdminPartnersOptions } from './admin-service';
import type { PartnerRow } from './queries';

/**
 * A partner's quiz set from the console (issue 24): which quiz its embed shows, its own questions'
 * texts and order. Every change raises the partner's version and is audited in its transaction.
 * The quiz answers (/api/questions/, /api/answers/) are read from the database on every request
 * (never cached), so the embed shows a change from the next one.
 */

// Plain text only: the widget renders texts as text, but a partner's page should never get markup.
const MARKUP = /[<>]/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** A text in all four languages, trimmed, or the fields that are wrong. */
function cleanText(text: LocalizedText, field: string, errors: FieldError[]): LocalizedText {
  const out = {} as Record<keyof LocalizedText, string>;
  for (const [lang, value] of Object.entries(text) as [keyof LocalizedText, string][]) {
    const trimmed = value.trim();
    if (trimmed === '') errors.push({ field: `${field}.${lang}`, reason: 'must not be blank' });
    else if (MARKUP.test(trimmed) || CONTROL.test(trimmed))
      errors.push({ field: `${field}.${lang}`, reason: 'must be plain text on one line (no < or >)' });
    out[lang] = trimmed;
  }
  return out;
}

async function bumpVersion(tx: Database, row: PartnerRow, set: Partial<Pick<PartnerRow, 'quizSource'>> = {}) {
  const [updated] = (await tx
    .update(partners)
    .set({ ...set, version: sql`${partners.version} + 1` })
    .where(eq(partners.id, row.id))
    .returning()) as PartnerRow[];
  return updated!;
}

const ownQuizOnly = () =>
  unprocessable(
    'body',
    'shows_store_quiz',
    "This partner shows the shop's quiz: start its own questions to change them",
  );

export async function setPartnerQuiz(
  db: Database,
  options: AdminPartnersOptions,
  staff: AuditActor,
  slug: string,
  body: AdminPartnerQuizChoice,
): Promise<AdminPartner> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const row = await lockPartnerAt(tx, options, slug, body.version);
    if (row.quizSource === body.source) return partnerView(tx, options, row);
    // The first time: the partner's own set starts as a copy of the shop's quiz.
    const hasOwn = (await selectQuizQuestions(tx, row.id)).length > 0;
    const copied = body.source === 'own' && !hasOwn ? await copyStoreQuiz(tx, row.id) : 0;
    const updated = await bumpVersion(tx, row, { quizSource: body.source });
    await recordAudit(tx, staff, {
      action: 'partner.quiz_source',
      entity: 'partner',
      entityId: slug,
      before: { quiz_source: row.quizSource },
      after: { quiz_source: body.source, ...(copied > 0 ? { copied_store_questions: copied } : {}) },
    });
    return partnerView(tx, options, updated);
  });
}

export async function reorderPartnerQuiz(
  db: Database,
  options: AdminPartnersOptions,
  staff: AuditActor,
  slug: string,
  body: AdminPartnerQuizOrder,
): Promise<AdminPartner> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const row = await lockPartnerAt(tx, options, slug, body.version);
    if (row.quizSource !== 'own') throw ownQuizOnly();
    const before = (await selectQuizQuestions(tx, row.id)).map((q) => q.id);
    const own = new Set(before);
    const unknown = body.question_ids.findIndex((id) => !own.has(id));
    if (unknown >= 0)
      throw badRequest([
        { field: `body.question_ids.${unknown}`, reason: "is not one of this partner's questions" },
      ]);
    if (body.question_ids.length !== before.length)
      throw badRequest([
        { field: 'body.question_ids', reason: "must list every one of the partner's questions" },
      ]);
    if (before.every((id, i) => body.question_ids[i] === id)) return partnerView(tx, options, row);
    await setQuestionOrder(tx, body.question_ids);
    const updated = await bumpVersion(tx, row);
    await recordAudit(tx, staff, {
      action: 'partner.quiz_order',
      entity: 'partner',
      entityId: slug,
      before: { question_ids: before },
      after: { question_ids: [...body.question_ids] },
    });
    return partnerView(tx, options, updated);
  });
}

export async function updatePartnerQuizQuestion(
  db: Database,
  options: AdminPartnersOptions,
  staff: AuditActor,
  slug: string,
  questionId: number,
  body: AdminPartnerQuizQuestionUpdate,
): Promise<AdminPartner> {
  // The texts first: a bad field is a 400 before anything is locked or written.
  const errors: FieldError[] = [];
  const prompt = body.prompt === undefined ? undefined : cleanText(body.prompt, 'body.prompt', errors);
  const labels = (body.answers ?? []).map((a, i) => ({
    id: a.id,
    label: cleanText(a.label, `body.answers.${i}.label`, errors),
  }));
  const seen = new Set<number>();
  labels.forEach((a, i) => {
    if (seen.has(a.id)) errors.push({ field: `body.answers.${i}.id`, reason: 'is listed twice' });
    seen.add(a.id);
  });
  if (errors.length > 0) throw badRequest(errors);

  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const row = await lockPartnerAt(tx, options, slug, body.version);
    const question = (await selectQuizQuestions(tx, row.id)).find((q) => q.id === questionId);
    if (!question) throw notFound("Not one of this partner's questions");
    if (row.quizSource !== 'own') throw ownQuizOnly();
    const answers = new Map((await selectQuizAnswers(tx, [question.id])).map((a) => [a.id, a]));
    const strangers = labels.flatMap((a, i) =>
      answers.has(a.id)
        ? []
        : [{ field: `body.answers.${i}.id`, reason: 'is not an answer of this question' }],
    );
    if (strangers.length > 0) throw badRequest(strangers);

    const before: Record<string, unknown> = { question_id: question.id };
    const after: Record<string, unknown> = { question_id: question.id };
    const same = (a: LocalizedText, b: LocalizedText) => JSON.stringify(a) === JSON.stringify(b);
    if (prompt && !same(prompt, allLanguages(question.title))) {
      before.prompt = question.title;
      after.prompt = prompt;
      await setQuestionTitle(tx, question.id, prompt);
    }
    const changed = labels.filter((a) => !same(a.label, allLanguages(answers.get(a.id)!.text)));
    if (changed.length > 0) {
      before.answers = changed.map((a) => ({ id: a.id, label: answers.get(a.id)!.text }));
      after.answers = changed.map((a) => ({ id: a.id, label: a.label }));
      for (const a of changed) await setAnswerText(tx, a.id, a.label);
    }
    if (Object.keys(after).length === 1) return partnerView(tx, options, row);
    const updated = await bumpVersion(tx, row);
    await recordAudit(tx, staff, {
      action: 'partner.quiz_text',
      entity: 'partner',
      entityId: slug,
      before,
      after,
    });
    return partnerView(tx, options, updated);
  });
}
