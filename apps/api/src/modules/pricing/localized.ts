import type { Language } from '@atelier/commerce/enums';
import type { LocalizedText } from '../../db/schema/localized';

/** A stored text in the request's language, English when that translation is empty. */
export function localize(text: LocalizedText, language: Language): string;
export function localize(text: LocalizedText | null | undefined, language: Language): string | null;
export function localize(text: LocalizedText | null | undefined, language: Language): string | null {
  if (!text) return null;
  return text[language] || text.en;
}
