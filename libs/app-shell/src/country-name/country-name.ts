import { languageTag, type Language } from '@atelier/commerce/paths';
import type { CountryConfig } from '../app-config/app-config';

const displayNames = new Map<Language, Intl.DisplayNames | null>();

function namesIn(language: Language): Intl.DisplayNames | null {
  if (!displayNames.has(language)) {
    try {
      displayNames.set(language, new Intl.DisplayNames([languageTag(language)], { type: 'region' }));
    } catch {
      displayNames.set(language, null);
    }
  }
  return displayNames.get(language) ?? null;
}

/**
 * A country's name in the page's language ("سنغافورة", "新加坡"), from the platform's CLDR data;
 * the server's (English) name when the platform has none.
 */
export function countryName(country: Pick<CountryConfig, 'code' | 'name'>, language: Language): string {
  const name = namesIn(language)?.of(country.code.toUpperCase());
  return name && name !== country.code.toUpperCase() ? name : country.name;
}
