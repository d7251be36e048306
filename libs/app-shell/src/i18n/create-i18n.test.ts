import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';
import { flattenCatalogue, placeholdersOf } from './flatten-catalogue';

const catalogues = {
  en: { cart: { title: 'Cart, {{count}} items' } },
  ar: { cart: { title: 'السلة، {{count}} منتجات' } },
  'zh-hans': { cart: { title: '购物车，{{count}} 件' } },
  vi: { cart: { title: 'Giỏ hàng, {{count}} sản phẩm' } },
};

describe('createI18n', () => {
  const i18nFor = createI18n(catalogues);

  it('gives one fixed instance per language, speaking that language', () => {
    expect(i18nFor('zh-hans').t('cart.title', { count: 3 })).toBe('购物车，3 件');
    expect(i18nFor('ar').language).toBe('ar');
    expect(i18nFor('vi')).toBe(i18nFor('vi'));
    expect(i18nFor('en').t('cart.title', { count: 2 })).toBe('Cart, 2 items');
  });
});

describe('flattenCatalogue', () => {
  it('lists dotted keys and their placeholders', () => {
    const flat = flattenCatalogue(catalogues.vi);
    expect([...flat.keys()]).toEqual(['cart.title']);
    expect(placeholdersOf(flat.get('cart.title')!)).toEqual(['count']);
  });
});
