import { ACCEPTED_LANGUAGES, FALLBACK_LANGUAGE, type Language } from '@atelier/commerce/enums';
import type { FastifyRequest } from 'fastify';

/** `zh-Hans-SG` → zh-hans, `vi-VN` → vi, `EN` → en; null for languages the store does not have. */
function storeLanguageOf(tag: string): Language | null {
  const lower = tag.toLowerCase();
  for (const language of ACCEPTED_LANGUAGES) {
    if (lower === language || lower.startsWith(`${language}-`)) return language;
  }
  return null;
}

/**
 * The answer language for an `Accept-Language` value. The store client sends exactly `en`, `ar`,
 * `zh-hans` or `vi`; other user agents send weighted lists (`vi-VN,vi;q=0.9,en;q=0.8`, `*`), of
 * which the best-weighted store language wins. English when none is listed.
 */
const EXACT_LANGUAGES: ReadonlySet<string> = new Set(ACCEPTED_LANGUAGES);

export function parseAcceptLanguage(header: string | undefined): Language {
  if (!header) return FALLBACK_LANGUAGE;
  // What the store client sends on every call: no list to parse.
  if (EXACT_LANGUAGES.has(header)) return header as Language;
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((range) => range.tag && range.q > 0)
    // Stable: equal weights keep the sender's order.
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const range of ranges) {
    const language = storeLanguageOf(range.tag);
    if (language) return language;
  }
  return FALLBACK_LANGUAGE;
}

/** The request's answer language (see parseAcceptLanguage). */
export function languageOf(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  return parseAcceptLanguage(typeof header === 'string' ? header : undefined);
}

const COUNTRY_CODE = /^[a-z]{2}$/;

/** The page's country from `Accept-Country`, or null. */
export function countryOf(request: FastifyRequest): string | null {
  const header = request.headers['accept-country'];
  return typeof header === 'string' && COUNTRY_CODE.test(header) ? header : null;
}
