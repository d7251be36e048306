import { ACCEPTED_LANGUAGES } from '@atelier/commerce/enums';
import { languageTag, type Language } from '@atelier/commerce/paths';
import { createInstance, type i18n as I18n, type Resource } from 'i18next';

/**
 * Returns `i18nFor(language)`: one i18next instance per language, fixed to it, over the given
 * catalogues. The page's language comes from its path, so a layout just picks the instance for its
 * locale: no global "current language" to switch (and no side effect during render), which also
 * keeps concurrent server renders independent. Each area passes its own catalogues.
 */
export function createI18n<Catalogue extends object>(
  catalogues: Record<Language, Catalogue>,
): (language: Language) => I18n {
  // i18next expects BCP-47 spellings: the path says 'zh-hans', i18next (and <html lang>) 'zh-Hans'.
  const resources: Resource = Object.fromEntries(
    ACCEPTED_LANGUAGES.map((language) => [
      languageTag(language),
      { translation: catalogues[language] as Resource[string][string] },
    ]),
  );
  const instances = new Map<Language, I18n>();
  return (language) => {
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
  };
}
