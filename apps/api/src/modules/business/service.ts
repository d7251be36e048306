import { randomUUID } from 'node:crypto';
import type { BusinessLead, BusinessLeadRequest } from '@atelier/api/schema';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { badRequest } from '../../http/errors';
import type { FieldError } from '../../http/validation';
import { queueBusinessLeadEmail } from '../mail';
import { findStoreCountry, insertBusinessLead } from './queries';

export interface LeadContext {
  /** The page's `Accept-Country`, or null. */
  requestCountry: string | null;
  /** The page's language. */
  language: string;
  /** Where the e-mail goes (SALES_EMAIL). */
  salesEmail: string;
  log: Pick<FastifyBaseLogger, 'info'>;
  now?: () => Date;
}

/** The text fields a person must fill in; blank once trimmed is as good as missing. */
const REQUIRED_TEXT = ['company', 'name', 'message'] as const;

/**
 * A business scenting enquiry (contract `createBusinessLead`). The contract has checked shapes
 * and lengths; here text is trimmed, blank required text is a 400 naming each field, and the
 * country must be one the store is configured for — a 400 (`body.country`, reason
 * `not_a_store_country`), not a 422: it is a bad form value like the others, and the contract
 * gives this operation no 422. Then the lead and the sales team's e-mail are written in one
 * transaction, so a stored lead always has its e-mail and a failed e-mail leaves no lead.
 *
 * A filled honeypot (`website`, hidden from people) is a bot: it gets the answer a person gets —
 * 201 with a fresh random id — so it learns nothing, but nothing is stored or sent. It is checked
 * first, so a bot never learns which other fields it got wrong.
 */
export async function createBusinessLead(
  db: Database,
  body: BusinessLeadRequest,
  context: LeadContext,
): Promise<BusinessLead> {
  const now = context.now?.() ?? new Date();
  if (body.website?.trim()) {
    context.log.info({ honeypot: true, country: body.country }, 'honeypot: business enquiry dropped');
    return { id: randomUUID(), created_at: now.toISOString() };
  }

  const text = {
    company: body.company.trim(),
    name: body.name.trim(),
    message: body.message.trim(),
  };
  const errors: FieldError[] = REQUIRED_TEXT.filter((field) => !text[field]).map((field) => ({
    field: `body.${field}`,
    reason: 'blank',
  }));
  const country = await findStoreCountry(db, body.country);
  if (!country) errors.push({ field: 'body.country', reason: 'not_a_store_country' });
  if (errors.length > 0 || !country) throw badRequest(errors);

  const values = {
    ...text,
    email: body.email.trim(),
    phone: body.phone?.trim() || null,
    country: country.code,
    industry: body.industry ?? null,
    spaceSizeSqm: body.space_size_sqm ?? null,
  };
  const lead = await db.transaction(async (tx) => {
    const stored = await insertBusinessLead(tx, values);
    await queueBusinessLeadEmail(
      tx,
      {
        ...values,
        id: stored.id,
        receivedAt: stored.createdAt,
        countryName: country.name,
        request: { language: context.language, country: context.requestCountry },
      },
      context.salesEmail,
    );
    return stored;
  });
  return { id: lead.id, created_at: lead.createdAt.toISOString() };
}
