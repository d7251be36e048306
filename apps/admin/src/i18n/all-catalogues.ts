import type { Language } from '@atelier/commerce/paths';
import ar from './locales/ar.json';
import en from './locales/en.json';
import vi from './locales/vi.json';
import zhHans from './locales/zh-hans.json';

/**
 * Every language's texts at once, for the completeness test only (the console loads its language's
 * file on demand, i18n.ts). Not typed as English's shape: plural forms differ by language (Arabic
 * has six, Chinese one); the completeness test compares them.
 */
export const catalogues: Record<Language, object> = { en, ar, 'zh-hans': zhHans, vi };
