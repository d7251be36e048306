import { bottleImages } from './bottle-images';
import { cmsPages } from './cms';
import { collections } from './collections';
import { countries } from './countries';
import { currencies } from './currencies';
import { exchangeRates } from './exchange-rates';
import { giftCardValues, giftCards } from './gift-cards';
import { members } from './members';
import { partners } from './partners';
import { products } from './products';
import { promoRules } from './promo-rules';
import { promos } from './promos';
import { acmeTags, personalities, questions } from './quiz';
import { shippingRules } from './shipping-rules';
import { occasionTags, scentFamilyTags } from './tags';
import type { SeedData } from './types';
import { workshopServices } from './workshops';

export type * from './types';
export { DEMO_PASSWORD } from './members';
export { PRODUCT_TYPE_FOR_ROUTE } from './products';

/** Everything the seeder inserts (see ./types.ts for the content model). */
export const seedData: SeedData = {
  currencies,
  exchangeRates,
  countries,
  collections,
  tags: [...scentFamilyTags, ...occasionTags, ...acmeTags],
  products,
  bottleImages,
  partners,
  questions,
  personalities,
  cmsPages,
  shippingRules,
  promos,
  promoRules,
  workshopServices,
  giftCardValues,
  giftCards,
  members,
};
