import type { Language } from '@atelier/commerce/paths';
import ar from './locales/head/ar.json';
import en from './locales/head/en.json';
import vi from './locales/head/vi.json';
import zhHans from './locales/head/zh-hans.json';

/**
 * The `head` texts: the titles and meta descriptions the server writes into a page's first HTML
 * (the pages' manifests name them, or a key of another area), with the brand as the server writes
 * it. Only the server build imports them (app/router/page-heads.ts): no browser page loads them.
 */
export const headCatalogues = { en, ar, 'zh-hans': zhHans, vi } satisfies Record<Language, object>;
