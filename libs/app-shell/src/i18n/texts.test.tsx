import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { differencesFromI18next } from './i18next-parity';
import { TextsProvider, useTranslation } from './react-texts';
import { createTexts } from './texts';

const catalogue = {
  cart: {
    title: 'Cart, {{count}} items',
    greeting: 'Hello {{ name }}, {{name}}!',
    total: '{{amount}} for {{count}}',
  },
  brand: 'Atelier',
};

describe('createTexts', () => {
  const texts = createTexts('zh-Hans');
  texts.add(catalogue);

  it('fills placeholders (spaces allowed), unescaped, and leaves unknown ones as they are', () => {
    expect(texts.language).toBe('zh-Hans');
    expect(texts.t('cart.title', { count: 3 })).toBe('Cart, 3 items');
    expect(texts.t('cart.greeting', { name: '<b>Lan</b>' })).toBe('Hello <b>Lan</b>, <b>Lan</b>!');
    expect(texts.t('cart.total', { amount: null, other: 1 })).toBe(' for {{count}}');
    expect(texts.t('cart.title')).toBe('Cart, {{count}} items');
  });

  it('gives the key back when there is no text at it', () => {
    expect(texts.t('cart.missing')).toBe('cart.missing');
    expect(texts.t('brand.name')).toBe('brand.name');
    expect(texts.t('toString')).toBe('toString');
  });

  it('merges added texts deeply, without changing what was passed in', () => {
    const more = { cart: { checkout: 'Check out' } };
    texts.add(more);
    expect(texts.t('cart.checkout')).toBe('Check out');
    expect(texts.t('brand')).toBe('Atelier');
    texts.add({ cart: { extra: 'x' } });
    expect(more).toEqual({ cart: { checkout: 'Check out' } });
  });

  it('shows every text as i18next does, and tells where it would not', () => {
    expect(differencesFromI18next(catalogue, 'en')).toEqual([]);
    expect(
      differencesFromI18next(
        { a: 'See $t(b)', b: 'B', c: '{{n, number}}', item_one: 'One', item_other: 'Many' },
        'en',
      ),
    ).toEqual([
      'a: "See $t(b)" where i18next shows "See B"',
      'a: "See $t(b)" where i18next shows "See B"',
      'c: formats are not supported',
      'item_one: plural keys are not supported',
      'item_other: plural keys are not supported',
    ]);
  });
});

describe('useTranslation', () => {
  function Title() {
    const { t } = useTranslation();
    return <h1>{t('cart.title', { count: 1 })}</h1>;
  }

  it('translates with the texts of the nearest provider', () => {
    const texts = createTexts('en');
    texts.add(catalogue);
    render(
      <TextsProvider i18n={texts}>
        <Title />
      </TextsProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Cart, 1 items');
  });

  it('says so when rendered outside a provider', () => {
    expect(() => render(<Title />)).toThrow('render inside <TextsProvider>');
  });
});
