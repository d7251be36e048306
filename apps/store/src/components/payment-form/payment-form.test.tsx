import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '@atelier/app-shell/app-config';
import { AppProviders } from '../../app/app-providers';
import { LocaleProvider } from '../../app/locale/locale-context';
import { localeFor } from '../../app/locale/route-locale';
import { createServices } from '../../app/services/app-services';
import { createMemoryStorage } from '../../app/storage/storage';
import { loadAllTexts } from '../../i18n/i18n';
import { closedPortUrl } from '@atelier/api/testing/server';
import { testConfig } from '../../testing/render-app';
import { PaymentForm } from './payment-form';

beforeAll(loadAllTexts);
// The form itself calls no API of ours: a port nothing listens on.
let noApi = '';
beforeAll(async () => {
  noApi = await closedPortUrl();
});
afterEach(() => {
  document.head.querySelectorAll('script[src]').forEach((script) => script.remove());
});

const STAND_IN = 'http://127.0.0.1:9/stand-in/stripe.js';

function setup(config: AppConfig, language: 'en' | 'ar' = 'en') {
  const services = createServices({
    config,
    storage: createMemoryStorage(),
    sessionStorage: createMemoryStorage(),
    initialPathname: '/sg',
    baseUrl: noApi,
  });
  const onPay = vi.fn();
  const country = config.countries.find((entry) => entry.code === 'sg')!;
  render(
    <AppProviders services={services}>
      <LocaleProvider locale={localeFor(country, language)}>
        <PaymentForm
          amount="S$42.00"
          amountMinor={4200}
          currency="SGD"
          paying={false}
          error={null}
          onPay={onPay}
        />
      </LocaleProvider>
    </AppProviders>,
  );
  return { onPay };
}

describe('PaymentForm', () => {
  it('without Stripe.js configured: the built-in card form sends the card, with nothing to finish', async () => {
    const { onPay } = setup(testConfig);
    await userEvent.type(screen.getByRole('textbox', { name: 'Card number' }), '4242424242424242');
    await userEvent.type(screen.getByRole('textbox', { name: /Expiry/ }), '12/40');
    await userEvent.type(screen.getByRole('textbox', { name: 'CVC' }), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Pay S$42.00' }));

    expect(onPay).toHaveBeenCalledTimes(1);
    const [body, nextAction] = onPay.mock.calls[0]!;
    expect(body).toEqual({ card_number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' });
    expect(await nextAction('pi_x_secret_y')).toBeNull();
    // No Stripe.js on a shop without it.
    expect(document.querySelector('script[src*="stripe"]')).toBeNull();
  });

  it('keeps the built-in form when the configured key is not a publishable key', () => {
    setup({ ...testConfig, stripe: { publishableKey: 'sk_test_secret', jsUrl: STAND_IN } });
    expect(screen.getByRole('textbox', { name: 'Card number' })).toBeInTheDocument();
    expect(document.querySelector('script[src*="stripe"]')).toBeNull();
  });

  it('with Stripe.js configured: no card field of ours; Stripe.js is loaded from the configured URL', async () => {
    setup({ ...testConfig, stripe: { publishableKey: 'pk_test_abc', jsUrl: STAND_IN } });

    expect(await screen.findByRole('status')).toHaveTextContent('Loading the secure card form…');
    await waitFor(() => expect(document.querySelector(`script[src="${STAND_IN}"]`)).not.toBeNull());
    expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();
  });

  it('says, in the page language, that nothing was charged when Stripe.js cannot be loaded', async () => {
    // Another address than above: the loader keeps one script per address for the whole page.
    const unreachable = `${STAND_IN}?unreachable`;
    setup({ ...testConfig, stripe: { publishableKey: 'pk_test_abc', jsUrl: unreachable } }, 'ar');
    await waitFor(() => expect(document.querySelector(`script[src="${unreachable}"]`)).not.toBeNull());

    document.querySelector(`script[src="${unreachable}"]`)!.dispatchEvent(new Event('error'));

    expect(await screen.findByRole('alert')).toHaveTextContent('تعذّر تحميل نموذج البطاقة الآمن');
    expect(screen.queryByRole('button', { name: /S\$42.00/ })).toBeNull();
  });
});
