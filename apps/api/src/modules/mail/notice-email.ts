import type { Language } from '@atelier/commerce/enums';
import escapeHtml from 'escape-html';
import type { RenderedEmail } from './order-confirmation';

/** A link shown as the e-mail's button (HTML) or as "label: url" (text). */
export interface EmailLink {
  label: string;
  url: string;
}

/**
 * A short account or newsletter e-mail: a heading, paragraphs, one button and the footer, in text
 * and HTML alike (right to left in Arabic). A marketing e-mail adds its visible unsubscribe link.
 */
export interface NoticeEmail {
  language: Language;
  subject: string;
  heading: string;
  paragraphs: readonly string[];
  action: EmailLink;
  footer: string;
  unsubscribe?: EmailLink | null;
}

const SMALL = 'color:#777;font-size:12px';

export function renderNoticeEmail(notice: NoticeEmail): RenderedEmail {
  const { language, subject, heading, paragraphs, action, footer, unsubscribe } = notice;
  const text = [
    heading,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    `${action.label}: ${action.url}`,
    '',
    footer,
    ...(unsubscribe ? [`${unsubscribe.label}: ${unsubscribe.url}`] : []),
    '',
  ].join('\n');
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const html = [
    `<!doctype html><html lang="${language}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="font-family:Arial,sans-serif;color:#222;max-width:600px;margin:0 auto;padding:16px">`,
    `<h1 style="font-size:20px">${escapeHtml(heading)}</h1>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#222;color:#fff;padding:10px 18px;text-decoration:none">${escapeHtml(action.label)}</a></p>`,
    `<p style="${SMALL}">${escapeHtml(footer)}</p>`,
    ...(unsubscribe
      ? [
          `<p style="${SMALL}"><a href="${escapeHtml(unsubscribe.url)}" style="color:#777">${escapeHtml(unsubscribe.label)}</a></p>`,
        ]
      : []),
    `</body></html>`,
  ].join('\n');
  return { subject, text, html };
}
