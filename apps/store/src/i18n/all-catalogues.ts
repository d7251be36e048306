import type { Language } from '@atelier/commerce/paths';
import arAccount from './locales/account/ar.json';
import enAccount from './locales/account/en.json';
import viAccount from './locales/account/vi.json';
import zhHansAccount from './locales/account/zh-hans.json';
import arCheckout from './locales/checkout/ar.json';
import enCheckout from './locales/checkout/en.json';
import viCheckout from './locales/checkout/vi.json';
import zhHansCheckout from './locales/checkout/zh-hans.json';
import arGifts from './locales/gifts/ar.json';
import enGifts from './locales/gifts/en.json';
import viGifts from './locales/gifts/vi.json';
import zhHansGifts from './locales/gifts/zh-hans.json';
import arWorkshops from './locales/workshops/ar.json';
import enWorkshops from './locales/workshops/en.json';
import viWorkshops from './locales/workshops/vi.json';
import zhHansWorkshops from './locales/workshops/zh-hans.json';
import arShop from './locales/ar.json';
import enShop from './locales/en.json';
import viShop from './locales/vi.json';
import zhHansShop from './locales/zh-hans.json';

/**
 * Every text of every language at once, for the completeness tests and as the keys' type (see
 * i18next.d.ts). Never imported by the browser's app: pages load their language's areas on
 * demand (i18n.ts), so this module must stay out of its bundles. The server build reads the pages'
 * titles from it (app/router/page-heads.ts).
 *
 * Each language is split by area (shop, checkout and pay, account, workshops, gifts and gift cards)
 * so the files stay readable and each loads only where needed; the parts have distinct top-level
 * keys, so spreading them gives the whole catalogue.
 */
const en = { ...enShop, ...enCheckout, ...enAccount, ...enWorkshops, ...enGifts };

// Each language has the plural forms it needs (Arabic six, Chinese one), so only English gives the
// keys' type (i18next.d.ts); the completeness test checks the others against it.
export const catalogues = {
  en,
  ar: { ...arShop, ...arCheckout, ...arAccount, ...arWorkshops, ...arGifts },
  'zh-hans': { ...zhHansShop, ...zhHansCheckout, ...zhHansAccount, ...zhHansWorkshops, ...zhHansGifts },
  vi: { ...viShop, ...viCheckout, ...viAccount, ...viWorkshops, ...viGifts },
} satisfies Record<Language, object>;
