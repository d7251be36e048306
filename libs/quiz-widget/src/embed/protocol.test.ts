import { describe, expect, it } from 'vitest';
import { isThemeValue, message, parseFrameMessage, parseHostMessage } from './protocol';

describe('frame → host messages', () => {
  it.each([
    { v: 1, type: 'hello', widget: 'quiz' },
    { v: 1, type: 'ready', widget: 'builder' },
    { v: 1, type: 'step', step: 2, total: 4 },
    { v: 1, type: 'outcome', personality: 'The Romantic', families: ['Floral', 'Woody'] },
    { v: 1, type: 'add-to-cart', product: 'prd_12', price: 12900, currency: 'SGD', quantity: 1 },
    { v: 1, type: 'resize', height: 640 },
  ])('accepts $type', (data) => {
    expect(parseFrameMessage(data)).toEqual(data);
  });

  it.each([
    ['another version', { v: 2, type: 'ready', widget: 'quiz' }],
    ['a version as text', { v: '1', type: 'ready', widget: 'quiz' }],
    ['no version', { type: 'ready', widget: 'quiz' }],
    ['an unknown type', { v: 1, type: 'navigate', url: 'https://evil.example' }],
    ['an unknown widget', { v: 1, type: 'hello', widget: 'checkout' }],
    ['a step past the total', { v: 1, type: 'step', step: 5, total: 4 }],
    ['a step 0', { v: 1, type: 'step', step: 0, total: 4 }],
    ['a fractional height', { v: 1, type: 'resize', height: 10.5 }],
    ['a negative height', { v: 1, type: 'resize', height: -1 }],
    [
      'a price as text',
      { v: 1, type: 'add-to-cart', product: 'p', price: '12', currency: 'SGD', quantity: 1 },
    ],
    [
      'a lowercase currency',
      { v: 1, type: 'add-to-cart', product: 'p', price: 1, currency: 'sgd', quantity: 1 },
    ],
    ['no families', { v: 1, type: 'outcome', personality: 'The Romantic' }],
    ['a family that is not text', { v: 1, type: 'outcome', personality: 'R', families: [3] }],
    // Nothing may ride along: an extra field could carry personal data to the partner page.
    ['an extra field', { v: 1, type: 'outcome', personality: 'R', families: [], email: 'a@b.example' }],
    ['an outcome id', { v: 1, type: 'outcome', personality: 'R', families: [], outcomeId: 'abc' }],
    ['a host message', { v: 1, type: 'theme', properties: {} }],
    ['text', 'ready'],
    ['null', null],
    ['an array', [1, 'ready']],
  ])('rejects %s', (_, data) => {
    expect(parseFrameMessage(data)).toBeNull();
  });
});

describe('host → frame messages', () => {
  it('accepts a theme of allowed properties with valid values', () => {
    const theme = {
      v: 1,
      type: 'theme',
      properties: { '--color-accent': '#7a4b8f', '--font-body': '"Jost", sans-serif', '--radius': '6px' },
    };
    expect(parseHostMessage(theme)).toEqual(theme);
  });

  it.each([
    ['a property off the list', { '--display': 'none' }],
    ['a url', { '--color-accent': 'url(https://evil.example/x.png)' }],
    ['a second declaration', { '--color-accent': 'red; position: fixed' }],
    ['a var()', { '--radius': 'var(--x)' }],
    ['a value that is not text', { '--color-accent': 1 }],
  ])('rejects %s', (_, properties) => {
    expect(parseHostMessage({ v: 1, type: 'theme', properties })).toBeNull();
  });

  it('rejects another version and frame messages', () => {
    expect(parseHostMessage({ v: 2, type: 'theme', properties: {} })).toBeNull();
    expect(parseHostMessage({ v: 1, type: 'resize', height: 10 })).toBeNull();
  });
});

describe('theme values', () => {
  it.each([
    ['--color-accent', '#abc', true],
    ['--color-accent', 'rgb(10, 20, 30)', true],
    ['--color-accent', 'rebeccapurple', true],
    ['--color-accent', 'expression(alert(1))', false],
    ['--color-ink', '#abc}body{x:y', false],
    ['--font-display', 'Playfair Display, serif', true],
    ['--font-display', 'x; background: url(y)', false],
    ['--radius', '0', true],
    ['--radius', '1.5rem', true],
    ['--radius', '100vw', false],
  ] as const)('%s: %s → %s', (property, value, ok) => {
    expect(isThemeValue(property, value)).toBe(ok);
  });
});

it('builds messages of the current version', () => {
  expect(message({ type: 'resize', height: 300 })).toEqual({ v: 1, type: 'resize', height: 300 });
});
