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

/** Names given by a server render (`language:code` → name), so hydrating needs no CLDR lookup. */
const given = new Map<string, string>();

/**
 * Takes the country names a server-rendered page was drawn with: the browser's first
 * `Intl.DisplayNames` in a language loads its CLDR data, ≈ 17 ms of a page's hydration (4× that on
 * a slow phone), for names the page already shows.
 */
export function takeCountryNames(language: Language, names: Record<string, string>): void {
  for (const [code, name] of Object.entries(names)) given.set(`${language}:${code}`, name);
}

/**
 * A country's name in the page's language ("سنغافورة", "新加坡"), from the platform's CLDR data;
 * the server's (English) name when the platform has none.
 */
export function countryName(country: Pick<CountryConfig, 'code' | 'name'>, language: Language): string {
  const known = given.get(`${language}:${country.code}`);
  if (known) return known;
  const name = namesIn(language)?.of(country.code.toUpperCase());
  return name && name !== country.code.toUpperCase() ? name : country.name;
}
