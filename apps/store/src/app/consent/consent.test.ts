import { parseMarketingCookie } from '@atelier/commerce/marketing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAnalytics } from '../analytics/analytics';
import { rememberMarketingArrival } from '../init/marketing-cookie';
import { createMemoryStorage, type KeyValueStorage } from '../storage/storage';
import { createConsent } from './consent';

const now = () => new Date();
const DENIED = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
};
const GRANTED = {
  analytics_storage: 'granted',
  ad_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
};

function clearCookies() {
  for (const name of ['cookie_consent', 'marketing_params', '_ga', '_ga_ABC123'])
    document.cookie = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
}

let session: KeyValueStorage;
let win: {
  dataLayer?: unknown[];
  document: Document;
  location: { search: string; protocol: string; hostname: string };
};

beforeEach(() => {
  clearCookies();
  session = createMemoryStorage();
  win = { document, location: { search: '', protocol: 'http:', hostname: 'localhost' } };
});
afterEach(() => {
  clearCookies();
  document.getElementById('gtm-script')?.remove();
});

/** The page start as initialise does it: a landing URL, analytics held while nobody answered. */
function start(search = '') {
  win.location.search = search;
  rememberMarketingArrival(session, search);
  const analytics = createAnalytics(win, { held: document.cookie.includes('cookie_consent=') === false });
  const consent = createConsent({ win, session, analytics, gtmId: 'GTM-AB12CD', now });
  return { analytics, consent };
}

/** Data layer entries as plain values (consent commands are `arguments` objects). */
const layer = () => (win.dataLayer ?? []).map((entry) => (isArguments(entry) ? [...entry] : entry));
const isArguments = (value: unknown): value is IArguments =>
  Object.prototype.toString.call(value) === '[object Arguments]';

describe('analytics consent', () => {
  it('loads no tag manager, writes no campaign cookie and sends no analytics before the answer', () => {
    const { analytics, consent } = start('?utm_source=google&gclid=abc');
    analytics.push({ event: 'view_item' });
    expect(consent.isAsking()).toBe(true);
    expect(document.getElementById('gtm-script')).toBeNull();
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
    expect(parseMarketingCookie(document.cookie)).toBeNull();
    expect(win.dataLayer ?? []).toEqual([]);
  });

  it('on decline: consent mode denied before anything else, no cookies, the container in consent mode', () => {
    const { analytics, consent } = start('?utm_source=google');
    analytics.push({ event: 'view_item' });
    consent.choose('denied');

    expect(isArguments(win.dataLayer?.[0])).toBe(true);
    expect(layer()[0]).toEqual(['consent', 'default', DENIED]);
    expect(layer()[1]).toEqual(['consent', 'update', DENIED]);
    expect(layer()).toContainEqual({ event: 'view_item' });
    expect(parseMarketingCookie(document.cookie)).toBeNull();
    expect(session.getItem('pendingMarketingSearch')).toBeNull();
    expect(document.cookie).toContain('cookie_consent=denied');
    expect(document.cookie).not.toMatch(/_ga|marketing_params/);
    expect(consent.isAsking()).toBe(false);
  });

  it('on accept: default denied, then update granted, the held events, the container and the campaign cookie', () => {
    const { analytics, consent } = start('?utm_source=google&gclid=abc');
    analytics.push({ event: 'view_item' });
    consent.choose('granted');
    expect(layer().slice(0, 3)).toEqual([
      ['consent', 'default', DENIED],
      ['consent', 'update', GRANTED],
      { event: 'view_item' },
    ]);
    expect(document.getElementById('gtm-script')).toHaveAttribute(
      'src',
      'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD',
    );
    expect(parseMarketingCookie(document.cookie)).toMatchObject({ utm_source: 'google', gclid: 'abc' });
  });

  it('asks once: the next page remembers the answer and sets consent mode before any event', () => {
    start().consent.choose('granted');
    win.dataLayer = [];
    document.getElementById('gtm-script')?.remove();

    const { analytics, consent } = start();
    analytics.push({ event: 'page_view' });
    expect(consent.isAsking()).toBe(false);
    expect(consent.choice()).toBe('granted');
    expect(layer()).toEqual([
      ['consent', 'default', DENIED],
      ['consent', 'update', GRANTED],
      expect.objectContaining({ event: 'gtm.js' }),
      { event: 'page_view' },
    ]);
  });

  it('"Cookie settings" asks again; declining after accepting removes the campaign and analytics cookies', () => {
    const { consent } = start('?utm_source=google');
    consent.choose('granted');
    document.cookie = '_ga=GA1.1.123; Path=/';
    expect(parseMarketingCookie(document.cookie)).not.toBeNull();

    consent.reopen();
    expect(consent.isAsking()).toBe(true);
    consent.choose('denied');
    expect(layer().at(-1)).toEqual(['consent', 'update', DENIED]);
    expect(parseMarketingCookie(document.cookie)).toBeNull();
    expect(document.cookie).not.toContain('_ga=');
    expect(document.cookie).toContain('cookie_consent=denied');
  });
});
