import { createI18n, type AppI18n, type CatalogueLoader } from '@atelier/app-shell/i18n';
import type { Language } from '@atelier/commerce/paths';

/**
 * The business area's texts, one chunk per language, loaded before the first page of that language
 * renders (app/routes.tsx): a visitor downloads their language's texts only (docs/performance.md,
 * "Page weight"). The area is small, so each language is one file.
 */
export type TextArea = 'business';

/** A JSON module's value (Vite's JSON modules also export each top-level key by name). */
const json = (module: { default: object }) => module.default;

const loaders: Record<Language, Record<TextArea, CatalogueLoader>> = {
  en: { business: () => import('./locales/en.json').then(json) },
  ar: { business: () => import('./locales/ar.json').then(json) },
  'zh-hans': { business: () => import('./locales/zh-hans.json').then(json) },
  vi: { business: () => import('./locales/vi.json').then(json) },
};

/** The business area's texts: one i18next instance per language, loaded on demand (see createI18n). */
export type BusinessTexts = AppI18n<TextArea>;

/** New texts with nothing loaded: the server makes one per request (entry-server.tsx). */
export const createBusinessTexts = (): BusinessTexts => createI18n(loaders);

/** The browser's texts, for the page's lifetime, and for tests outside the app's services. */
export const browserTexts = createBusinessTexts();

/** One fixed i18next instance per language of the browser's texts. */
export const i18nFor = browserTexts.i18nFor;

/** Loads a language's texts if they are not in yet; resolves when its pages can render. */
export const loadTexts = (language: Language, texts: BusinessTexts = browserTexts) =>
  texts.load(language, ['business']);

/** Every language's texts: for tests that render components outside the routes. */
export async function loadAllTexts(): Promise<void> {
  await Promise.all((Object.keys(loaders) as Language[]).map((language) => loadTexts(language)));
}
