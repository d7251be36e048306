import { ACCEPTED_LANGUAGES } from '@atelier/commerce/enums';
import { languageTag, type Language } from '@atelier/commerce/paths';
import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import ar from './locales/ar.json';
import en from './locales/en.json';
import vi from './locales/vi.json';
import zhHans from './locales/zh-hans.json';

/**
 * All four catalogues ship in the main chunk: together they are a few kilobytes, and any page
 * (including the not-found page of a broken URL) can then render in any language at once, on the
 * client or later on the server, without a loading state. Typed as English's shape, so a missing
 * key in a translation fails the typecheck as well as the completeness test.
 */
export const catalogues: Record<Language, typeof en> = { en, ar, 'zh-hans': zhHans, vi };

// i18next expects BCP-47 spellings: the path says 'zh-hans', i18next (and <html lang>) 'zh-Hans'.
const resources: Resource = Object.fromEntries(
  ACCEPTED_LANGUAGES.map((language) => [languageTag(language), { translation: catalogues[language] }]),
);

const instances = new Map<Language, I18n>();

/**
 * One i18next instance per language, fixed to it. The page's language comes from its path, so a
 * layout just picks the instance for its locale: no global "current language" to switch (and no
 * side effect during render), which also keeps concurrent server renders independent.
 */
export function i18nFor(language: Language): I18n {
  const cached = instances.get(language);
  if (cached) return cached;
  const instance = createInstance();
  void instance.init({
    lng: languageTag(language),
    fallbackLng: 'en',
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  instances.set(language, instance);
  return instance;
}
