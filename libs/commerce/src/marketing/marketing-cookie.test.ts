import { describe, expect, it } from 'vitest';
import {
  MARKETING_COOKIE_MAX_AGE_DAYS,
  MARKETING_COOKIE_NAME,
  marketingCookieOnArrival,
  parseMarketingCookie,
  serializeMarketingCookie,
} from './marketing-cookie';
import { readMarketingParams } from './marketing-params';

const NOW = new Date('2025-03-14T12:00:00.000Z');
const GOOGLE = readMarketingParams('?utm_source=google&utm_medium=cpc&gclid=Cj0K_x-1');

describe('serializeMarketingCookie', () => {
  it('writes the non-null params, expiring 30 days after now, on every path, SameSite=Lax', () => {
    expect(MARKETING_COOKIE_MAX_AGE_DAYS).toBe(30);
    expect(serializeMarketingCookie(GOOGLE, NOW)).toBe(
      `${MARKETING_COOKIE_NAME}=utm_source=google&utm_medium=cpc&gclid=Cj0K_x-1; ` +
        'Expires=Sun, 13 Apr 2025 12:00:00 GMT; Path=/; SameSite=Lax',
    );
  });

  it('adds Secure when asked', () => {
    expect(serializeMarketingCookie(GOOGLE, NOW, { secure: true })).toMatch(/; SameSite=Lax; Secure$/);
  });

  it('expires 30 × 24 hours later across a month end', () => {
    const cookie = serializeMarketingCookie(GOOGLE, new Date('2025-01-31T23:59:59.000Z'));
    expect(cookie).toContain('Expires=Sun, 02 Mar 2025 23:59:59 GMT');
  });

  it('encodes characters that are not allowed in a cookie value', () => {
    const params = readMarketingParams(`?utm_campaign=${encodeURIComponent('a;b,c "d" \\e=f&g é')}`);
    const value = serializeMarketingCookie(params, NOW).split('; ')[0] ?? '';
    expect(value).toBe(
      `${MARKETING_COOKIE_NAME}=utm_source=direct&utm_campaign=a%3Bb%2Cc%20%22d%22%20%5Ce%3Df%26g%20%C3%A9`,
    );
    expect(value.slice(MARKETING_COOKIE_NAME.length + 1)).toMatch(
      /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/,
    );
  });

  it('stays under the 4096-byte cookie limit with every parameter at its cap', () => {
    const huge = encodeURIComponent('ü'.repeat(5000));
    const params = readMarketingParams(
      `?utm_source=${huge}&utm_medium=${huge}&utm_campaign=${huge}&utm_content=${huge}&utm_term=${huge}&gclid=${huge}&fbclid=${huge}`,
    );
    expect(serializeMarketingCookie(params, NOW).length).toBeLessThan(4096);
  });

  it('rejects an invalid now', () => {
    expect(() => serializeMarketingCookie(GOOGLE, new Date('nope'))).toThrow(/invalid Date/);
  });
});

describe('parseMarketingCookie', () => {
  it('round-trips what serializeMarketingCookie wrote', () => {
    const cookie = serializeMarketingCookie(
      readMarketingParams('?utm_campaign=a%3Bb%26c%3Dd&utm_term=x+y'),
      NOW,
    );
    const header = `other=1; ${cookie.split('; ')[0]}; last=2`;
    expect(parseMarketingCookie(header)).toEqual(
      readMarketingParams('?utm_campaign=a%3Bb%26c%3Dd&utm_term=x+y'),
    );
  });

  it('finds the cookie anywhere in a Cookie header', () => {
    expect(parseMarketingCookie(`a=1;${MARKETING_COOKIE_NAME}=utm_source=fb`)?.utm_source).toBe('fb');
    expect(parseMarketingCookie(`${MARKETING_COOKIE_NAME}=gclid=G; b=2`)).toMatchObject({
      utm_source: 'direct',
      gclid: 'G',
    });
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['a=1; b=2'],
    [`x${MARKETING_COOKIE_NAME}=utm_source=fb`],
    [`${MARKETING_COOKIE_NAME}=`],
    [`${MARKETING_COOKIE_NAME}=utm_source=%E0%A4%A`],
    [`${MARKETING_COOKIE_NAME}=garbage`],
  ])('gives null for %j', (header) => {
    expect(parseMarketingCookie(header)).toBeNull();
  });

  it('ignores names that are not marketing parameters', () => {
    expect(parseMarketingCookie(`${MARKETING_COOKIE_NAME}=utm_source=a&email=x%40y.com`)).toEqual(
      readMarketingParams('?utm_source=a'),
    );
  });
});

describe('marketingCookieOnArrival (overwrite only when the URL carries a parameter)', () => {
  const existing = serializeMarketingCookie(GOOGLE, new Date('2025-03-01T00:00:00Z')).split('; ')[0] ?? '';

  it('overwrites an existing cookie with exactly the new parameters', () => {
    const cookie = marketingCookieOnArrival('?utm_source=newsletter', existing, NOW);
    expect(cookie).toBe(serializeMarketingCookie(readMarketingParams('?utm_source=newsletter'), NOW));
    expect(cookie).not.toContain('gclid');
  });

  it('keeps the existing cookie on a visit without parameters', () => {
    expect(marketingCookieOnArrival('?step=cart', existing, NOW)).toBeNull();
    expect(marketingCookieOnArrival('', `a=1; ${existing}`, NOW)).toBeNull();
  });

  it('writes a direct cookie when there is neither a parameter nor a readable cookie', () => {
    const expected = serializeMarketingCookie(readMarketingParams(''), NOW);
    expect(marketingCookieOnArrival('', null, NOW)).toBe(expected);
    expect(marketingCookieOnArrival('', `${MARKETING_COOKIE_NAME}=broken`, NOW)).toBe(expected);
  });

  it('passes options through', () => {
    expect(marketingCookieOnArrival('?gclid=1', null, NOW, { secure: true })).toMatch(/; Secure$/);
  });
});
