import { createI18n, type AppI18n, type CatalogueLoader } from '@atelier/app-shell/i18n';
import type { Language } from '@atelier/commerce/paths';

/**
 * The store's texts, split by language and area, each file a chunk of its own loaded when a page
 * needs it (docs/performance.md, "Page weight": all of them inlined weighed ≈ 38 KB gzip on every
 * first load). `shop` holds everything the frame (header, footer, mini cart, error and not-found
 * pages) and the catalogue pages use; the routes name the other areas their pages need and load
 * them before rendering (app/router/routes.tsx).
 */
export type TextArea = 'shop' | 'checkout' | 'account' | 'workshops' | 'gifts';

export const TEXT_AREAS: readonly TextArea[] = ['shop', 'checkout', 'account', 'workshops', 'gifts'];

/** A JSON module's value (Vite's JSON modules also export each top-level key by name). */
const json = (module: { default: object }) => module.default;

const loaders: Record<Language, Record<TextArea, CatalogueLoader>> = {
  en: {
    shop: () => import('./locales/en.json').then(json),
    checkout: () => import('./locales/checkout/en.json').then(json),
    account: () => import('./locales/account/en.json').then(json),
    workshops: () => import('./locales/workshops/en.json').then(json),
    gifts: () => import('./locales/gifts/en.json').then(json),
  },
  ar: {
    shop: () => import('./locales/ar.json').then(json),
    checkout: () => import('./locales/checkout/ar.json').then(json),
    account: () => import('./locales/account/ar.json').then(json),
    workshops: () => import('./locales/workshops/ar.json').then(json),
    gifts: () => import('./locales/gifts/ar.json').then(json),
  },
  'zh-hans': {
    shop: () => import('./locales/zh-hans.json').then(json),
    checkout: () => import('./locales/checkout/zh-hans.json').then(json),
    account: () => import('./locales/account/zh-hans.json').then(json),
    workshops: () => import('./locales/workshops/zh-hans.json').then(json),
    gifts: () => import('./locales/gifts/zh-hans.json').then(json),
  },
  vi: {
    shop: () => import('./locales/vi.json').then(json),
    checkout: () => import('./locales/checkout/vi.json').then(json),
    account: () => import('./locales/account/vi.json').then(json),
    workshops: () => import('./locales/workshops/vi.json').then(json),
    gifts: () => import('./locales/gifts/vi.json').then(json),
  },
};

/** The store's texts: one i18next instance per language, areas loaded on demand (see createI18n). */
export type StoreTexts = AppI18n<TextArea>;

/** New texts with nothing loaded: the server makes one per request (entry-server.tsx). */
export const createStoreTexts = (): StoreTexts => createI18n(loaders);

/**
 * The browser's texts, for the page's lifetime (app services), and for tests that render components
 * outside the app's services.
 */
export const browserTexts = createStoreTexts();

/** One fixed i18next instance per language of the browser's texts. */
export const i18nFor = browserTexts.i18nFor;

/** Loads a language's areas into the browser's texts; resolves when the page can render. */
export const loadTexts = browserTexts.load;

/** Every area of every language: for tests that render components outside the routes. */
export async function loadAllTexts(): Promise<void> {
  await Promise.all((Object.keys(loaders) as Language[]).map((language) => loadTexts(language, TEXT_AREAS)));
}
