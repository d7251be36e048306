import { loginEvent, logoutEvent } from '@atelier/commerce/analytics';
import { afterEach, describe, expect, it } from 'vitest';
import { createAnalytics, injectTagManager } from './analytics';

afterEach(() => document.getElementById('gtm-script')?.remove());

describe('analytics', () => {
  it('pushes GA4 events to the data layer, creating it when needed', () => {
    const target: { dataLayer?: unknown[] } = {};
    const analytics = createAnalytics(target);
    analytics.push(loginEvent());
    analytics.push(logoutEvent());
    expect(target.dataLayer).toEqual([{ event: 'login', method: 'email' }, { event: 'logout' }]);
  });

  it('injects the tag manager only when a container id is configured', () => {
    const target: { dataLayer?: unknown[] } = {};
    expect(injectTagManager(document, target, null, 0)).toBe(false);
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();

    expect(injectTagManager(document, target, 'GTM-AB12CD', 1000)).toBe(true);
    expect(document.getElementById('gtm-script')).toHaveAttribute(
      'src',
      'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD',
    );
    expect(target.dataLayer).toEqual([{ 'gtm.start': 1000, event: 'gtm.js' }]);
    expect(injectTagManager(document, target, 'GTM-AB12CD', 2000)).toBe(false);
  });
});
