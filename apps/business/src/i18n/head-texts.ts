import type { Language } from '@atelier/commerce/paths';
import ar from './locales/head/ar.json';
import en from './locales/head/en.json';
import vi from './locales/head/vi.json';
import zhHans from './locales/head/zh-hans.json';

/**
 * The `head` texts: the brand as the server writes it in titles, and the landing page's title and
 * description (the area's own). Only the server build imports them (app/page-heads.ts): no browser
 * page loads them.
 */
export const headCatalogues = { en, ar, 'zh-hans': zhHans, vi } satisfies Record<Language, object>;
