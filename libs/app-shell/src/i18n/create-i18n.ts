import { languageTag, type Language } from '@atelier/commerce/paths';
import { createInstance, type i18n as I18n } from 'i18next';

/** Fetches one area's texts in one language: a dynamic import, so each is a chunk of its own. */
export type CatalogueLoader = () => Promise<object>;

export interface AppI18n<Area extends string> {
  /**
   * The i18next instance for a language, holding the areas loaded so far. The page's language comes
   * from its path, so a layout just picks the instance for its locale: no global "current language"
   * to switch (and no side effect during render), which also keeps concurrent renders independent.
   */
  i18nFor(language: Language): I18n;
  /**
   * Loads the areas of a language that are not in yet (each file once, failures retried on the
   * next call) and resolves when all are in: routes await it before they render, so no page ever
   * shows a key in place of its text.
   */
  load(language: Language, areas: readonly Area[]): Promise<void>;
  /**
   * The texts of a language loaded so far, as one catalogue: what a server-rendered page sends with
   * its state, so the browser hydrates without fetching them again (`provide`).
   */
  loaded(language: Language): object;
  /** Takes a language's areas as `loaded` gave them on the server: they count as loaded from now on. */
  provide(language: Language, areas: readonly Area[], texts: object): void;
}

/**
 * One i18next instance per language over catalogues split by language and area, loaded on demand:
 * a visitor downloads the texts of their language only, and of the areas the pages they open need
 * (docs/performance.md, "Page weight"). Each app passes its own loaders. The browser keeps one
 * `createI18n` for its lifetime; the server makes one per request (no state shared between
 * requests: the loaders' modules are cached by the runtime, the instances are not).
 *
 * Areas have distinct top-level keys (the completeness tests check it), so adding one is a shallow
 * merge that never writes into the imported JSON modules.
 */
export function createI18n<Area extends string>(
  loaders: Record<Language, Record<Area, CatalogueLoader>>,
): AppI18n<Area> {
  const instances = new Map<Language, I18n>();
  const loading = new Map<string, Promise<void>>();

  function i18nFor(language: Language): I18n {
    const cached = instances.get(language);
    if (cached) return cached;
    // i18next's spelling of the language (BCP-47): the path says 'zh-hans', <html lang> 'zh-Hans'.
    const instance = createInstance({
      lng: languageTag(language),
      fallbackLng: false,
      resources: {},
      partialBundledLanguages: true,
      initAsync: false,
      // React escapes what it renders; the texts are ours.
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    void instance.init();
    instances.set(language, instance);
    return instance;
  }

  function loadArea(language: Language, area: Area): Promise<void> {
    const key = `${language}/${area}`;
    let pending = loading.get(key);
    if (!pending) {
      pending = loaders[language][area]().then(
        (texts) => {
          const instance = i18nFor(language);
          instance.addResourceBundle(instance.language, 'translation', texts, false, true);
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
    loaded: (language) => {
      const instance = i18nFor(language);
      return instance.getResourceBundle(instance.language, 'translation') ?? {};
    },
    provide: (language, areas, texts) => {
      const instance = i18nFor(language);
      instance.addResourceBundle(instance.language, 'translation', texts, false, true);
      for (const area of areas) loading.set(`${language}/${area}`, Promise.resolve());
    },
  };
}
