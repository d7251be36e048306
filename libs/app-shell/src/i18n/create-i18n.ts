import { languageTag, type Language } from '@atelier/commerce/paths';
import { createTexts, type Texts } from './texts';

/** Fetches one area's texts in one language: a dynamic import, so each is a chunk of its own. */
export type CatalogueLoader = () => Promise<object>;

export interface AppI18n<Area extends string> {
  /**
   * The instance for a language, holding the areas loaded so far. The page's language comes from
   * its path, so a layout just picks the instance for its locale: no global "current language" to
   * switch (and no side effect during render), which also keeps concurrent renders independent.
   */
  i18nFor(language: Language): Texts;
  /**
   * Loads the areas of a language that are not in yet (each file once, failures retried on the
   * next call) and resolves when all are in: routes await it before they render, so no page ever
   * shows a key in place of its text.
   */
  load(language: Language, areas: readonly Area[]): Promise<void>;
}

/**
 * One text instance per language (texts.ts) over catalogues split by language and area, loaded on
 * demand: a visitor downloads the texts of their language only, and of the areas the pages they
 * open need (docs/performance.md, "Page weight"). Each app passes its own loaders.
 */
export function createI18n<Area extends string>(
  loaders: Record<Language, Record<Area, CatalogueLoader>>,
): AppI18n<Area> {
  const instances = new Map<Language, Texts>();
  const loading = new Map<string, Promise<void>>();

  function i18nFor(language: Language): Texts {
    const cached = instances.get(language);
    if (cached) return cached;
    // i18next's spelling of the language (BCP-47): the path says 'zh-hans', <html lang> 'zh-Hans'.
    const instance = createTexts(languageTag(language));
    instances.set(language, instance);
    return instance;
  }

  function loadArea(language: Language, area: Area): Promise<void> {
    const key = `${language}/${area}`;
    let pending = loading.get(key);
    if (!pending) {
      pending = loaders[language][area]().then(
        (texts) => {
          i18nFor(language).add(texts);
        },
        (error: unknown) => {
          loading.delete(key);
          throw error;
        },
      );
      loading.set(key, pending);
    }
    return pending;
  }

  return {
    i18nFor,
    load: async (language, areas) => {
      await Promise.all(areas.map((area) => loadArea(language, area)));
    },
  };
}
