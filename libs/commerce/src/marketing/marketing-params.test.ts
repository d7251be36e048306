import { describe, expect, it } from 'vitest';
import {
  MARKETING_PARAMS,
  MAX_ENCODED_PARAM_LENGTH,
  hasMarketingParams,
  readMarketingParams,
} from './marketing-params';

const NONE = {
  utm_source: 'direct',
  utm_medium: null,
  utm_campaign: null,
  utm_content: null,
  utm_term: null,
  gclid: null,
  fbclid: null,
};

describe('marketing parameters (SPEC §9)', () => {
  it('are the seven of the spec', () => {
    expect(MARKETING_PARAMS).toEqual([
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'utm_content',
      'utm_term',
      'gclid',
      'fbclid',
    ]);
  });
});

describe('readMarketingParams', () => {
  it('reads all seven', () => {
    const search =
      '?utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_content=ad1&utm_term=oud+perfume&gclid=G-1&fbclid=F-1';
    expect(readMarketingParams(search)).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      utm_content: 'ad1',
      utm_term: 'oud perfume',
      gclid: 'G-1',
      fbclid: 'F-1',
    });
  });

  it.each([
    ['', NONE],
    ['?step=cart', NONE],
    ['?utm_source=', NONE],
    ['?utm_source=%20%20', NONE],
    ['?utm_medium=email', { ...NONE, utm_medium: 'email' }],
    ['?gclid=abc', { ...NONE, gclid: 'abc' }],
    ['?utm_source=+newsletter+', { ...NONE, utm_source: 'newsletter' }],
    ['?UTM_SOURCE=google', NONE],
  ])('%j → %j (missing utm_source is direct)', (search, expected) => {
    expect(readMarketingParams(search)).toEqual(expected);
  });

  it('accepts URLSearchParams', () => {
    expect(readMarketingParams(new URLSearchParams({ fbclid: 'x' })).fbclid).toBe('x');
  });

  it('caps a value so its encoded form stays within the limit, without splitting a character', () => {
    const long = readMarketingParams(`?utm_term=${'a'.repeat(2000)}`).utm_term ?? '';
    expect(long).toHaveLength(MAX_ENCODED_PARAM_LENGTH);
    const emoji = readMarketingParams(`?utm_term=${encodeURIComponent('🌸'.repeat(200))}`).utm_term ?? '';
    expect(encodeURIComponent(emoji).length).toBeLessThanOrEqual(MAX_ENCODED_PARAM_LENGTH);
    expect(emoji).toBe('🌸'.repeat(42)); // 12 encoded characters each
  });
});

describe('hasMarketingParams', () => {
  it.each([
    ['?utm_source=google', true],
    ['?utm_medium=cpc', true],
    ['?gclid=1', true],
    ['?fbclid=1', true],
    ['?utm_term=x&step=cart', true],
    ['', false],
    ['?discount_code=SAVE', false],
    ['?utm_source=', false],
    ['?utm_id=5', false],
  ])('%j → %s', (search, expected) => {
    expect(hasMarketingParams(search)).toBe(expected);
  });
});
