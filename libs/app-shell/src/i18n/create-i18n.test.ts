import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';
import { baseKeysOf, catalogueProblems, pluralProblems } from './catalogue-checks';
import { flattenCatalogue, placeholdersOf } from './flatten-catalogue';

const catalogues = {
  en: { cart: { title_one: 'Cart, {{count}} item', title_other: 'Cart, {{count}} items' } },
  ar: {
    cart: {
      title_zero: 'السلة فارغة',
      title_one: 'السلة، منتج واحد',
      title_two: 'السلة، منتجان',
      title_few: 'السلة، {{count}} منتجات',
      title_many: 'السلة، {{count}} منتجًا',
      title_other: 'السلة، {{count}} منتج',
    },
  },
  'zh-hans': { cart: { title_other: '购物车，{{count}} 件' } },
  vi: { cart: { title_other: 'Giỏ hàng, {{count}} sản phẩm' } },
};
const checkout = { en: { checkout: { pay: 'Pay' } }, ar: {}, 'zh-hans': {}, vi: {} };

/** Loaders that count their calls and fail the first `failures` times, like a flaky network. */
function loaders(failures = 0) {
  const calls: string[] = [];
  let left = failures;
  const loader = (name: string, texts: object) => async () => {
    calls.push(name);
    if (left-- > 0) throw new Error('Failed to fetch dynamically imported module');
    return texts;
  };
  const of = (language: keyof typeof catalogues) => ({
    shop: loader(`${language}/shop`, catalogues[language]),
    checkout: loader(`${language}/checkout`, checkout[language]),
  });
  return { calls, loaders: { en: of('en'), ar: of('ar'), 'zh-hans': of('zh-hans'), vi: of('vi') } };
}

describe('createI18n', () => {
  it('gives one fixed i18next instance per language, speaking that language once its texts are loaded', async () => {
    const { i18nFor, load } = createI18n(loaders().loaders);
    await load('zh-hans', ['shop']);
    await load('en', ['shop']);
    expect(i18nFor('zh-hans').t('cart.title', { count: 3 })).toBe('购物车，3 件');
    expect(i18nFor('ar').language).toBe('ar');
    expect(i18nFor('zh-hans').language).toBe('zh-Hans');
    expect(i18nFor('vi')).toBe(i18nFor('vi'));
    expect(i18nFor('en').t('cart.title', { count: 1 })).toBe('Cart, 1 item');
    expect(i18nFor('en').t('cart.title', { count: 2 })).toBe('Cart, 2 items');
  });

  it("reads Arabic's six plural forms", async () => {
    const { i18nFor, load } = createI18n(loaders().loaders);
    await load('ar', ['shop']);
    const title = (count: number) => i18nFor('ar').t('cart.title', { count });
    expect([0, 1, 2, 3, 11, 100].map(title)).toEqual([
      'السلة فارغة',
      'السلة، منتج واحد',
      'السلة، منتجان',
      'السلة، 3 منتجات',
      'السلة، 11 منتجًا',
      'السلة، 100 منتج',
    ]);
  });

  it('loads only the languages and areas asked for, each once', async () => {
    const { calls, loaders: sources } = loaders();
    const { i18nFor, load } = createI18n(sources);
    await load('en', ['shop']);
    expect(calls).toEqual(['en/shop']);
    expect(i18nFor('en').t('checkout.pay')).toBe('checkout.pay');

    await Promise.all([load('en', ['shop', 'checkout']), load('en', ['checkout'])]);
    expect(calls).toEqual(['en/shop', 'en/checkout']);
    expect(i18nFor('en').t('checkout.pay')).toBe('Pay');
    expect(i18nFor('en').t('cart.title', { count: 5 })).toBe('Cart, 5 items');
  });

  it('keeps instances apart: each createI18n (one per server request) has its own', async () => {
    const first = createI18n(loaders().loaders);
    const second = createI18n(loaders().loaders);
    await first.load('en', ['shop', 'checkout']);
    expect(second.i18nFor('en')).not.toBe(first.i18nFor('en'));
    expect(second.i18nFor('en').t('checkout.pay')).toBe('checkout.pay');
    expect(catalogues.en).not.toHaveProperty('checkout');
  });

  it('hands the texts a server render loaded to the browser, which then loads none of them', async () => {
    const server = createI18n(loaders().loaders);
    await server.load('ar', ['shop']);
    const sent = JSON.parse(JSON.stringify(server.loaded('ar'))) as object;

    const { calls, loaders: sources } = loaders();
    const browser = createI18n(sources);
    browser.provide('ar', ['shop'], sent);
    await browser.load('ar', ['shop']);
    expect(calls).toEqual([]);
    expect(browser.i18nFor('ar').t('cart.title', { count: 2 })).toBe('السلة، منتجان');
    await browser.load('ar', ['checkout']);
    expect(calls).toEqual(['ar/checkout']);
  });

  it('passes a failed load on and tries again on the next call', async () => {
    const { calls, loaders: sources } = loaders(1);
    const { i18nFor, load } = createI18n(sources);
    await expect(load('vi', ['shop'])).rejects.toThrow('Failed to fetch');
    await load('vi', ['shop']);
    expect(calls).toEqual(['vi/shop', 'vi/shop']);
    expect(i18nFor('vi').t('cart.title', { count: 2 })).toBe('Giỏ hàng, 2 sản phẩm');
  });
});

describe('flattenCatalogue', () => {
  it('lists dotted keys, their placeholders and their base keys', () => {
    const flat = flattenCatalogue(catalogues.en);
    expect([...flat.keys()]).toEqual(['cart.title_one', 'cart.title_other']);
    expect(placeholdersOf(flat.get('cart.title_other')!)).toEqual(['count']);
    expect(baseKeysOf(flat)).toEqual(['cart.title']);
  });

  it('names the plural forms a language misses or never uses', () => {
    expect(pluralProblems(flattenCatalogue(catalogues.ar), 'ar')).toEqual([]);
    expect(pluralProblems(flattenCatalogue(catalogues.en), 'en')).toEqual([]);
    expect(pluralProblems(flattenCatalogue(catalogues.en), 'ar')).toEqual([
      'cart.title_few is missing',
      'cart.title_many is missing',
      'cart.title_two is missing',
      'cart.title_zero is missing',
    ]);
    expect(pluralProblems(flattenCatalogue(catalogues.en), 'zh-Hans')).toEqual(['cart.title_one is never used']);
  });
});

describe('catalogueProblems', () => {
  it('accepts a translation with its own plural forms, and names what is wrong', () => {
    expect(catalogueProblems(catalogues.en, catalogues.ar, 'ar')).toEqual([]);
    expect(catalogueProblems(catalogues.en, catalogues['zh-hans'], 'zh-Hans')).toEqual([]);
    const broken = { cart: { title_other: 'Giỏ hàng, {{n}}' }, extra: ' ' };
    expect(catalogueProblems(catalogues.en, broken, 'vi')).toEqual([
      'extra is not in the reference',
      'cart.title_other has {{n}} where the reference has {{count}}',
      'extra is empty',
    ]);
  });
});
