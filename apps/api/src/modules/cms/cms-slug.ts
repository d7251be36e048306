import { ACCEPTED_LANGUAGES, type Language } from '@atelier/commerce/enums';

export interface CmsSlugParts {
  slug: string;
  country: string;
  language: Language;
}

const PATTERN = new RegExp(`^([a-z0-9]+(?:-[a-z0-9]+)*)-([a-z]{2})-(${ACCEPTED_LANGUAGES.join('|')})$`);

/**
 * Splits the SPEC §7 slug `{slug}-{country}-{language}` (`faq-sg-en`, `about-vn-zh-hans`). Only
 * the last two parts are fixed-shape, so the base slug may itself contain dashes.
 */
export function parseCmsSlug(full: string): CmsSlugParts | null {
  const match = PATTERN.exec(full);
  if (!match) return null;
  return { slug: match[1] as string, country: match[2] as string, language: match[3] as Language };
}

export function formatCmsSlug(parts: { slug: string; country: string; language: string }): string {
  return `${parts.slug}-${parts.country}-${parts.language}`;
}
