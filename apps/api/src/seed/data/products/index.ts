import type { SeedProduct } from '../types';
import { candleProducts } from './candles';
import { giftProducts } from './gifts';
import { homeFragranceProducts } from './home-fragrance';
import { perfumeProducts } from './perfumes';
import { personalFragranceProducts } from './personal-fragrance';
import { scentDiaryProducts } from './scent-diaries';

export { PRODUCT_TYPE_FOR_ROUTE } from './route-types';
export { productImagePath } from './build';

export const products: readonly SeedProduct[] = [
  ...perfumeProducts,
  ...personalFragranceProducts,
  ...candleProducts,
  ...homeFragranceProducts,
  ...giftProducts,
  ...scentDiaryProducts,
];
