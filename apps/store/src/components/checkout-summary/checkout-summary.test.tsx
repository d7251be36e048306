import type { TaxIncluded } from '@atelier/api/schema';
import { getCurrency } from '@atelier/commerce/money';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18nFor, loadAllTexts } from '../../i18n/i18n';
import { CheckoutSummary, type SummaryTotals } from './checkout-summary';

// Rendered outside the routes, which load the texts a page needs: load them all here.
beforeAll(loadAllTexts);

const LINES = [{ id: 1, name: 'Kaya Toast Candle', details: '', quantity: 2, total: 9600 }];

function setup(language: 'en' | 'ar' | 'zh-hans' | 'vi', totals: SummaryTotals, currency = 'SGD') {
  render(
    <I18nextProvider i18n={i18nFor(language)}>
      <CheckoutSummary title="Summary" lines={LINES} totals={totals} currency={getCurrency(currency)!} />
    </I18nextProvider>,
  );
}

/** The summary table's row of a label: its two cells' text. */
function row(label: RegExp): string | null {
  const header = screen.queryByRole('rowheader', { name: label }) ?? screen.queryByText(label);
  return header?.closest('tr')?.textContent ?? null;
}

const sgTotals = (tax: TaxIncluded | undefined): SummaryTotals => ({
  subtotal: 9600,
  discount: 0,
  promoCode: null,
  shipping: 0,
  total: 9600,
  ...(tax ? { tax } : {}),
});

describe('the summary’s tax line', () => {
  it('says what the total includes, after the total: "Includes GST (9%) S$7.93"', () => {
    setup('en', sgTotals({ name: 'gst', rate: 900, amount: 793 }));
    expect(row(/^Includes GST \(9%\)$/)).toBe('Includes GST (9%)S$7.93');
    // Included, not added: the total stays what the shopper pays.
    expect(row(/^Total$/)).toBe('TotalS$96.00');
  });

  it('names the tax of the country in Arabic (AED, VAT 5 %)', () => {
    setup('ar', sgTotals({ name: 'vat', rate: 500, amount: 457 }), 'AED');
    expect(row(/ضريبة القيمة المضافة/)).toContain('AED 4.57');
    expect(row(/ضريبة القيمة المضافة/)).toContain('شامل ضريبة القيمة المضافة (5٪)');
  });

  it('writes VND with no decimals in Vietnamese', () => {
    setup('vi', { ...sgTotals({ name: 'vat', rate: 1000, amount: 113_636 }), total: 1_250_000 }, 'VND');
    expect(row(/thuế GTGT/)).toBe('Đã bao gồm thuế GTGT (10%)113.636₫');
  });

  it('says US sales tax is not collected when its rate is 0', () => {
    setup('zh-hans', sgTotals({ name: 'sales_tax', rate: 0, amount: 0 }), 'USD');
    expect(row(/^销售税$/)).toBe('销售税不代收（由美国各州规定）');
  });

  it('shows no tax line on a gift card purchase (no tax) or without tax', () => {
    setup('en', sgTotals({ name: 'none', rate: 0, amount: 0 }));
    expect(screen.queryByText(/Includes|Sales tax/)).toBeNull();
  });
});
