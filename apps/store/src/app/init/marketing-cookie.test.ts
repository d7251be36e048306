import { parseMarketingCookie } from '@atelier/commerce/marketing';
import { afterEach, describe, expect, it } from 'vitest';
import { applyMarketingCookie } from './marketing-cookie';

// The cookie must still be alive when the test reads it back, so "now" is the real time.
const now = new Date();

afterEach(() => {
  document.cookie = 'marketing_params=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/';
});

describe('applyMarketingCookie', () => {
  it('stores the campaign parameters of the arrival URL for 30 days', () => {
    const written = applyMarketingCookie(document, '?utm_source=google&utm_medium=cpc&gclid=abc', now, {
      secure: false,
    });
    expect(written).toContain(`Expires=${new Date(now.getTime() + 30 * 86_400_000).toUTCString()}`);
    expect(parseMarketingCookie(document.cookie)).toMatchObject({
      utm_source: 'google',
      utm_medium: 'cpc',
      gclid: 'abc',
      utm_campaign: null,
    });
  });

  it("takes a missing utm_source as 'direct'", () => {
    applyMarketingCookie(document, '?utm_campaign=spring', now, { secure: false });
    expect(parseMarketingCookie(document.cookie)).toMatchObject({
      utm_source: 'direct',
      utm_campaign: 'spring',
    });
  });

  it('keeps an earlier campaign when the shopper comes back directly', () => {
    applyMarketingCookie(document, '?utm_source=newsletter', now, { secure: false });
    expect(applyMarketingCookie(document, '', now, { secure: false })).toBeNull();
    expect(parseMarketingCookie(document.cookie)?.utm_source).toBe('newsletter');
  });

  it('writes a direct cookie on a first direct visit, Secure on https', () => {
    const written = applyMarketingCookie({ cookie: '' }, '', now, { secure: true });
    expect(written).toMatch(
      /^marketing_params=utm_source=direct; Expires=.*; Path=\/; SameSite=Lax; Secure$/,
    );
  });
});
