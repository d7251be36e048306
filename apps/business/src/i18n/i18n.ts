import { createI18n } from '@atelier/app-shell/i18n';
import type { Language } from '@atelier/commerce/paths';
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

/** One fixed i18next instance per language (see createI18n). */
export const i18nFor = createI18n(catalogues);
