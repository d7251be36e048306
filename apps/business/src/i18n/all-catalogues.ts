import type { Language } from '@atelier/commerce/paths';
import ar from './locales/ar.json';
import en from './locales/en.json';
import vi from './locales/vi.json';
import zhHans from './locales/zh-hans.json';

/**
 * Every language's texts at once, for the completeness tests. Never imported by the browser's app:
 * pages load their language's catalogue on demand (i18n.ts), so this module stays out of its
 * bundles. The server build reads the pages' titles from it (app/page-heads.ts). Typed as English's shape, so a missing key in a translation fails the typecheck.
 */
export const catalogues: Record<Language, typeof en> = { en, ar, 'zh-hans': zhHans, vi };
