import { createI18n } from '@atelier/app-shell/i18n';
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
 * All four catalogues ship in the main chunk: together they are a few kilobytes, and any page
 * (including the not-found page of a broken URL) can then render in any language at once, on the
 * client or later on the server, without a loading state. Typed as English's shape, so a missing
 * key in a translation fails the typecheck as well as the completeness test.
 *
 * Each language is split by area (shop, checkout and pay, account, workshops, gifts and gift cards) so the files stay readable and
 * people working on different areas do not edit the same file; the parts have distinct top-level
 * keys and are merged here.
 */
const en = { ...enShop, ...enCheckout, ...enAccount, ...enWorkshops, ...enGifts };

export const catalogues: Record<Language, typeof en> = {
  en,
  ar: { ...arShop, ...arCheckout, ...arAccount, ...arWorkshops, ...arGifts },
  'zh-hans': { ...zhHansShop, ...zhHansCheckout, ...zhHansAccount, ...zhHansWorkshops, ...zhHansGifts },
  vi: { ...viShop, ...viCheckout, ...viAccount, ...viWorkshops, ...viGifts },
};

/** One fixed i18next instance per language (see createI18n). */
export const i18nFor = createI18n(catalogues);
