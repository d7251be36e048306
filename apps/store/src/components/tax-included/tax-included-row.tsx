import type { TaxIncluded } from '@atelier/api/schema';
import type { CurrencyDisplay } from '@atelier/commerce/money';
import { ratePercent } from '@atelier/commerce/tax';
import { Price } from '@atelier/ui/price';
import type { SummaryRow } from '@atelier/ui/summary-table';
import type { TFunction } from 'i18next';

/**
 * The totals' tax line. Prices include tax, so it says what part of the total is tax ("Includes
 * GST (9%) S$8.26") and is never added. In the United States at 0 it says sales tax is not
 * collected (each state sets its own); nothing is shown where nothing is taxed (a gift card).
 */
export function taxIncludedRow(
  tax: TaxIncluded | undefined,
  currency: CurrencyDisplay,
  t: TFunction,
): SummaryRow | null {
  if (!tax || tax.name === 'none') return null;
  if (tax.rate === 0) {
    return tax.name === 'sales_tax'
      ? { id: 'tax', label: t('tax.salesTax'), value: t('tax.notCollected') }
      : null;
  }
  return {
    id: 'tax',
    label: t('tax.included', { name: t(`tax.names.${tax.name}`), percent: ratePercent(tax.rate) }),
    value: <Price amount={tax.amount} currency={currency} />,
  };
}
