import type { Database } from '../../db/database';
import type { RenderedEmail } from './order-confirmation';
import { queueEmail } from './outbox-queries';
import escapeHtml from 'escape-html';

export const BUSINESS_LEAD_EMAIL = 'business_lead';

/** One stored enquiry as the sales team reads it; user text arrives unescaped. */
export interface BusinessLeadEmailContent {
  id: string;
  receivedAt: Date;
  company: string;
  name: string;
  email: string;
  phone: string | null;
  /** The country the enquiry is about (a store country code). */
  country: string;
  /** Its English name, when known. */
  countryName: string | null;
  industry: string | null;
  spaceSizeSqm: number | null;
  message: string;
  /** The page the enquiry was sent from: its language and `Accept-Country` (null when absent). */
  request: { language: string; country: string | null };
}

const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  ar: 'Arabic',
  'zh-hans': 'Chinese (Simplified)',
  vi: 'Vietnamese',
};

const NOT_GIVEN = 'not given';

/** One line, bounded: typed text goes into a header, where line breaks have no place. */
function headerText(value: string, max: number): string {
  const line = value.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

function capitalised(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/**
 * The sales team's e-mail of a business enquiry, in English (an internal e-mail), as plain text
 * and HTML with the same content: every field of the form, the page's language and country, and
 * who to reply to — the outbox sends from the shop's address, so the enquirer's address is spelled
 * out (and linked) instead. Everything the enquirer typed is HTML-escaped.
 */
export function renderBusinessLeadEmail(lead: BusinessLeadEmailContent): RenderedEmail {
  const countryCode = lead.country.toUpperCase();
  const country = lead.countryName ? `${lead.countryName} (${countryCode})` : countryCode;
  const subject = `Business enquiry from ${headerText(lead.company, 120)} (${country})`;
  const language = LANGUAGE_NAMES[lead.request.language] ?? lead.request.language;
  const pageCountry = lead.request.country ? lead.request.country.toUpperCase() : NOT_GIVEN;
  const received = `${lead.receivedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const replyHint = `Reply to ${lead.name} at ${lead.email} (the enquirer's own address; this e-mail comes from the shop).`;

  const fields: [string, string][] = [
    ['Company', lead.company],
    ['Name', lead.name],
    ['E-mail', lead.email],
    ['Phone', lead.phone ?? NOT_GIVEN],
    ['Country', country],
    ['Industry', lead.industry ? capitalised(lead.industry) : NOT_GIVEN],
    ['Space size', lead.spaceSizeSqm !== null ? `${lead.spaceSizeSqm} m²` : NOT_GIVEN],
  ];
  const sentFrom = `Sent from the business-scenting contact page in ${language}, page country ${pageCountry}.`;
  const reference = `Enquiry ${lead.id}, received ${received}.`;

  const text = [
    'New business scenting enquiry',
    '',
    replyHint,
    '',
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    'Message:',
    lead.message,
    '',
    sentFrom,
    reference,
    '',
  ].join('\n');

  // RFC 6068: characters such as ? & % # in the address are percent-encoded, or they would end it.
  const address = lead.email.replace(/[^A-Za-z0-9.@_+-]/g, (c) =>
    encodeURIComponent(c).replace(/[!'()*]/g, (x) => `%${x.charCodeAt(0).toString(16).toUpperCase()}`),
  );
  const mailto = `mailto:${address}?subject=${encodeURIComponent(`Re: your enquiry to Atelier Scents`)}`;
  const html = [
    `<!doctype html><html lang="en" dir="ltr"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="font-family:Arial,sans-serif;color:#222;max-width:600px;margin:0 auto;padding:16px">`,
    `<h1 style="font-size:20px">New business scenting enquiry</h1>`,
    `<p>Reply to ${escapeHtml(lead.name)} at <a href="${escapeHtml(mailto)}">${escapeHtml(lead.email)}</a> (the enquirer's own address; this e-mail comes from the shop).</p>`,
    `<table style="border-collapse:collapse">`,
    ...fields.map(
      ([label, value]) =>
        `<tr><th style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    ),
    `</table>`,
    `<p><strong>Message:</strong></p>`,
    `<blockquote style="white-space:pre-line;margin:8px 16px">${escapeHtml(lead.message)}</blockquote>`,
    `<p style="color:#777;font-size:12px">${escapeHtml(sentFrom)}<br>${escapeHtml(reference)}</p>`,
    `</body></html>`,
  ].join('\n');
  return { subject, text, html };
}

/**
 * Queues the sales e-mail of a stored enquiry, in the transaction that stores it (the enquiry and
 * its e-mail commit together or not at all). Once per enquiry (`kind`, lead id).
 */
export async function queueBusinessLeadEmail(
  tx: Database,
  lead: BusinessLeadEmailContent,
  salesEmail: string,
): Promise<void> {
  const email = renderBusinessLeadEmail(lead);
  await queueEmail(
    tx,
    {
      kind: BUSINESS_LEAD_EMAIL,
      recipient: salesEmail,
      reference: lead.id,
    },
    email,
  );
}
