import { describe, expect, it } from 'vitest';
import { fontClassFor, textDirection } from './presentation';

describe('textDirection', () => {
  it.each([
    ['ar', 'rtl'],
    ['en', 'ltr'],
    ['zh-hans', 'ltr'],
    ['vi', 'ltr'],
    [null, 'ltr'],
  ] as const)('%s → %s', (language, direction) => {
    expect(textDirection(language)).toBe(direction);
  });
});

describe('fontClassFor (SPEC §2: vn and kr use Open Sans)', () => {
  it.each([
    ['vn', 'font-open-sans'],
    ['kr', 'font-open-sans'],
    ['VN', 'font-open-sans'],
    ['sg', null],
    ['us', null],
    ['ae', null],
  ])('%s → %s', (country, fontClass) => {
    expect(fontClassFor(country)).toBe(fontClass);
  });
});
