import type { WorkshopBooking } from '@atelier/api/schema';
import { fixtures } from '@atelier/api/testing';
import type { Language } from '@atelier/commerce/paths';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../app/locale/locale-context';
import { localeFor } from '../../app/locale/route-locale';
import { loadAllTexts } from '../../i18n/i18n';
import { testConfig } from '../../testing/render-app';
import { BookingDetails } from './booking-details';

// Rendered outside the routes, which load the texts a page needs: load them all here.
beforeAll(loadAllTexts);

function show(booking: WorkshopBooking, country: string, language: Language) {
  const config = testConfig.countries.find((entry) => entry.code === country)!;
  render(
    <LocaleProvider locale={localeFor(config, language)}>
      <BookingDetails booking={booking} timeZone="Asia/Singapore" amountLabel="Amount" />
    </LocaleProvider>,
  );
}

/** A term of the details and its value, as one text ('Includes GST (9%)S$20.08'). */
function fact(term: RegExp): string | null {
  const dt = screen.queryAllByRole('term').find((element) => term.test(element.textContent ?? ''));
  return dt ? `${dt.textContent}${dt.nextElementSibling?.textContent ?? ''}` : null;
}

/** The contract's example booking: S$243.20 after the guest discount, GST 9 % of it S$20.08. */
const SG = fixtures.booking;

describe('the booking details’ tax line (pay page, confirmation, account bookings)', () => {
  it('says what the amount includes, after it, without adding it: "Includes GST (9%) S$20.08"', () => {
    show(SG, 'sg', 'en');
    expect(fact(/^Includes GST/)).toBe('Includes GST (9%)S$20.08');
    expect(fact(/^Amount$/)).toBe('AmountS$243.20');
    const terms = screen.getAllByRole('term').map((dt) => dt.textContent);
    expect(terms.indexOf('Includes GST (9%)')).toBe(terms.indexOf('Amount') + 1);
  });

  it('names the UAE VAT in Arabic, in dirhams', () => {
    show(
      { ...SG, currency: 'AED', amount: 10_500, discount: 0, tax: { name: 'vat', rate: 500, amount: 500 } },
      'ae',
      'ar',
    );
    const line = fact(/ضريبة القيمة المضافة/);
    expect(line).toContain('شامل ضريبة القيمة المضافة (5٪)');
    expect(line).toMatch(/5\.00/);
  });

  it('writes Vietnam’s VAT in dong, without decimals, in Vietnamese', () => {
    show(
      {
        ...SG,
        currency: 'VND',
        amount: 1_250_000,
        discount: 0,
        tax: { name: 'vat', rate: 1000, amount: 113_636 },
      },
      'vn',
      'vi',
    );
    expect(fact(/thuế GTGT/)).toBe('Đã bao gồm thuế GTGT (10%)113.636₫');
  });

  it('says US sales tax is not collected when its rate is 0 (Chinese)', () => {
    show({ ...SG, currency: 'USD', tax: { name: 'sales_tax', rate: 0, amount: 0 } }, 'us', 'zh-hans');
    expect(fact(/^销售税$/)).toBe('销售税不代收（由美国各州规定）');
  });

  it('shows no tax line for a booking made before tax was recorded', () => {
    show({ ...SG, tax: { name: 'none', rate: 0, amount: 0 } }, 'sg', 'en');
    expect(fact(/^Amount$/)).toBe('AmountS$243.20');
    expect(screen.queryByText(/Includes|Sales tax/)).toBeNull();
  });
});
