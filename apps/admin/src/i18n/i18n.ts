import { createI18n, type AppI18n, type CatalogueLoader } from '@atelier/app-shell/i18n';
import type { Language } from '@atelier/commerce/paths';

/**
 * The console's texts, one chunk per language, loaded before the console renders in that language
 * (app/language.tsx): staff download the texts of the language they read only.
 */
export type TextArea = 'admin';

/** A JSON module's value (Vite's JSON modules also export each top-level key by name). */
const json = (module: { default: object }) => module.default;

const loaders: Record<Language, Record<TextArea, CatalogueLoader>> = {
  en: { admin: () => import('./locales/en.json').then(json) },
  ar: { admin: () => import('./locales/ar.json').then(json) },
  'zh-hans': { admin: () => import('./locales/zh-hans.json').then(json) },
  vi: { admin: () => import('./locales/vi.json').then(json) },
};

export type AdminTexts = AppI18n<TextArea>;

/** The browser's texts, for the page's lifetime (and the tests'). */
export const adminTexts: AdminTexts = createI18n(loaders);

/** One fixed i18next instance per language. */
export const i18nFor = adminTexts.i18nFor;

/** Loads a language's texts if they are not in yet; resolves when the console can render in it. */
export const loadTexts = (language: Language) => adminTexts.load(language, ['admin']);

/** Every language's texts: for tests. */
export async function loadAllTexts(): Promise<void> {
  await Promise.all((Object.keys(loaders) as Language[]).map((language) => loadTexts(language)));
}
