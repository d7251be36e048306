import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';
import { flattenCatalogue, placeholdersOf } from './flatten-catalogue';

const catalogues = {
  en: { cart: { title: 'Cart, {{count}} items' } },
  ar: { cart: { title: 'السلة، {{count}} منتجات' } },
  'zh-hans': { cart: { title: '购物车，{{count}} 件' } },
  vi: { cart: { title: 'Giỏ hàng, {{count}} sản phẩm' } },
};
const checkout = { en: { cart: { checkout: 'Check out' } }, ar: {}, 'zh-hans': {}, vi: {} };

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
  it('gives one fixed instance per language, speaking that language once its texts are loaded', async () => {
    const { i18nFor, load } = createI18n(loaders().loaders);
    await load('zh-hans', ['shop']);
    await load('en', ['shop']);
    expect(i18nFor('zh-hans').t('cart.title', { count: 3 })).toBe('购物车，3 件');
    expect(i18nFor('ar').language).toBe('ar');
    expect(i18nFor('vi')).toBe(i18nFor('vi'));
    expect(i18nFor('en').t('cart.title', { count: 2 })).toBe('Cart, 2 items');
  });

  it('loads only the languages and areas asked for, each once, merging areas that share a key', async () => {
    const { calls, loaders: sources } = loaders();
    const { i18nFor, load } = createI18n(sources);
    await load('en', ['shop']);
    expect(calls).toEqual(['en/shop']);
    expect(i18nFor('en').t('cart.checkout')).toBe('cart.checkout');

    await Promise.all([load('en', ['shop', 'checkout']), load('en', ['checkout'])]);
    expect(calls).toEqual(['en/shop', 'en/checkout']);
    expect(i18nFor('en').t('cart.checkout')).toBe('Check out');
    expect(i18nFor('en').t('cart.title', { count: 1 })).toBe('Cart, 1 items');
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
  it('lists dotted keys and their placeholders', () => {
    const flat = flattenCatalogue(catalogues.vi);
    expect([...flat.keys()]).toEqual(['cart.title']);
    expect(placeholdersOf(flat.get('cart.title')!)).toEqual(['count']);
  });
});
