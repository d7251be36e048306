import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useFakeOrdersServer } from '../../testing/fake-orders';
import { newBrowser, renderApp } from '../../testing/render-app';
import { consentBannerHtml } from './consent-first-paint';

const api = useFakeOrdersServer();
const userEvent = userEventLib.setup({ delay: null });

afterEach(() => {
  document.getElementById('consent-first-paint')?.remove();
  for (const name of ['cookie_consent', 'marketing_params'])
    document.cookie = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
});

const banner = (name = 'A note on cookies') => screen.findByRole('region', { name });

describe('consent banner', () => {
  it('asks once, in the page language; the answer is remembered on the next page load', async () => {
    const browser = newBrowser();
    const first = renderApp('/sg', { baseUrl: api.server.url, withConsent: true, ...browser });
    const region = await banner();
    expect(region).toHaveTextContent('Nothing is tracked until you choose.');
    await userEvent.click(within(region).getByRole('button', { name: 'Decline' }));
    expect(screen.queryByRole('region', { name: 'A note on cookies' })).toBeNull();
    expect(document.cookie).toContain('cookie_consent=denied');
    first.unmount();

    // Reload: the answer is known, so the banner's chunk is not even asked for.
    const second = renderApp('/sg', { baseUrl: api.server.url, withConsent: true, ...browser });
    await screen.findByRole('heading', { level: 1 });
    expect((await second.services.consent!()).isAsking()).toBe(false);
    expect(screen.queryByRole('region', { name: 'A note on cookies' })).toBeNull();
  });

  it('speaks Arabic on an Arabic page, and "Cookie settings" in the footer asks again', async () => {
    renderApp('/ae/ar', { baseUrl: api.server.url, withConsent: true });
    const region = await banner('ملاحظة حول ملفات تعريف الارتباط');
    await userEvent.click(within(region).getByRole('button', { name: 'قبول' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'ملاحظة حول ملفات تعريف الارتباط' })).toBeNull(),
    );
    expect(document.cookie).toContain('cookie_consent=granted');

    await userEvent.click(screen.getByRole('button', { name: 'إعدادات ملفات تعريف الارتباط' }));
    const again = await banner('ملاحظة حول ملفات تعريف الارتباط');
    await waitFor(() => expect(again).toHaveFocus());
    await userEvent.click(within(again).getByRole('button', { name: 'رفض' }));
    expect(document.cookie).toContain('cookie_consent=denied');
  });

  it('holds analytics events until the answer', async () => {
    const browser = newBrowser();
    renderApp('/sg', { baseUrl: api.server.url, withConsent: true, ...browser });
    const region = await banner();
    expect(browser.analyticsTarget.dataLayer ?? []).toEqual([]);
    await userEvent.click(within(region).getByRole('button', { name: 'Accept' }));
    expect(browser.analyticsTarget.dataLayer?.length).toBeGreaterThan(0);
  });

  describe("the server's first-paint copy", () => {
    /** What the server puts after the page's root for a visitor who has not answered. */
    const serverCopy = (language: 'en' | 'ar', cookie?: string) => {
      const html = consentBannerHtml(language, cookie);
      if (html) document.body.insertAdjacentHTML('beforeend', html);
      return html;
    };

    it('is made only while the visitor has not answered, in the page language', () => {
      expect(consentBannerHtml('en', 'cookie_consent=granted')).toBeNull();
      expect(consentBannerHtml('ar', 'a=1; cookie_consent=denied')).toBeNull();
      expect(consentBannerHtml('ar', 'a=1')).toContain('ملاحظة حول ملفات تعريف الارتباط');
    });

    it('gives way to the interactive banner: one question on the page, whose buttons work', async () => {
      serverCopy('en');
      renderApp('/sg', { baseUrl: api.server.url, withConsent: true });
      // The copy is shown at once but answers nothing (inert, hidden from assistive technology);
      // then the interactive banner takes its place: one question, whose buttons work.
      const copy = document.getElementById('consent-first-paint')!;
      expect(copy).toHaveAttribute('inert');
      expect(copy).toHaveAttribute('aria-hidden', 'true');
      const region = await banner();
      expect(region).not.toBe(copy);
      await waitFor(() => expect(copy.isConnected).toBe(false));
      await userEvent.click(within(region).getByRole('button', { name: 'Accept' }));
      expect(document.cookie).toContain('cookie_consent=granted');
    });

    it('goes when the controller finds an answer the page was cached without', async () => {
      serverCopy('en');
      document.cookie = 'cookie_consent=granted; Path=/';
      const { services } = renderApp('/sg', { baseUrl: api.server.url, withConsent: true });
      await screen.findByRole('heading', { level: 1 });
      await services.consent!();
      await waitFor(() => expect(document.getElementById('consent-first-paint')).toBeNull());
      expect(screen.queryByRole('region', { name: 'A note on cookies' })).toBeNull();
    });
  });
});
