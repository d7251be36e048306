import type { TaxIncluded } from '@atelier/api/schema';
import type { CurrencyDisplay } from '@atelier/commerce/money';
import { Price } from '@atelier/ui/price';
import { SummaryTable, type SummaryRow } from '@atelier/ui/summary-table';
import { useTranslation } from 'react-i18next';
import { taxIncludedRow } from '../tax-included/tax-included-row';
import './checkout-summary.css';

export interface SummaryLine {
  id: number;
  name: string;
  /** Variant values, e.g. "Size: 30ml". */
  details: string;
  quantity: number;
  /** Line total in minor units. */
  total: number;
  free?: boolean;
}

export interface SummaryTotals {
  subtotal: number;
  discount: number;
  promoCode: string | null;
  /** null: no delivery method chosen yet. */
  shipping: number | null;
  giftCard?: number;
  total: number;
  /** The tax included in the price (not added to the total). */
  tax?: TaxIncluded;
}

/**
 * The lines and totals of a cart or an order (checkout review, pay page, confirmation), in the
 * cart's or order's own currency.
 */
export function CheckoutSummary({
  title,
  lines,
  totals,
  currency,
  giftMessage,
}: {
  title: string;
  lines: readonly SummaryLine[];
  totals: SummaryTotals;
  currency: CurrencyDisplay;
  /** The message printed on the gift card packed with the order, if any. */
  giftMessage?: string | null;
}) {
  const { t } = useTranslation();
  const rows: SummaryRow[] = [
    {
      id: 'subtotal',
      label: t('cart.summary.subtotal'),
      value: <Price amount={totals.subtotal} currency={currency} />,
    },
  ];
  if (totals.promoCode || totals.discount > 0) {
    rows.push({
      id: 'discount',
      kind: 'discount',
      label: totals.promoCode
        ? t('cart.summary.discountCode', { code: totals.promoCode })
        : t('cart.summary.discount'),
      value: <Price amount={-totals.discount} currency={currency} />,
    });
  }
  rows.push({
    id: 'shipping',
    label: t('cart.summary.shipping'),
    value:
      totals.shipping === null ? (
        t('cart.summary.shippingLater')
      ) : totals.shipping === 0 ? (
        t('cart.summary.free')
      ) : (
        <Price amount={totals.shipping} currency={currency} />
      ),
  });
  if (totals.giftCard) {
    rows.push({
      id: 'gift-card',
      kind: 'discount',
      label: t('checkout.summary.giftCard'),
      value: <Price amount={-totals.giftCard} currency={currency} />,
    });
  }
  rows.push({
    id: 'total',
    kind: 'total',
    label: t('cart.summary.total'),
    value: <Price amount={totals.total} currency={currency} />,
  });
  const tax = taxIncludedRow(totals.tax, currency, t);
  if (tax) rows.push(tax);
  return (
    <section className="checkout-summary" aria-label={title}>
      <h2 className="checkout-summary__title">{title}</h2>
      <ul className="checkout-summary__lines" aria-label={t('checkout.summary.lines')}>
        {lines.map((line) => (
          <li key={line.id} className="checkout-summary__line">
            <span className="checkout-summary__name">
              {t('checkout.summary.line', { name: line.name, quantity: line.quantity })}
              {line.details ? <span className="checkout-summary__details">{line.details}</span> : null}
            </span>
            <span className="checkout-summary__total">
              {line.free ? t('cart.freeGift') : <Price amount={line.total} currency={currency} />}
            </span>
          </li>
        ))}
      </ul>
      <SummaryTable caption={t('checkout.summary.table')} hideCaption rows={rows} />
      {giftMessage ? (
        <div className="checkout-summary__gift-message">
          <h3 className="checkout-summary__gift-message-title">{t('gifts.message.summary')}</h3>
          <p>{giftMessage}</p>
        </div>
      ) : null}
    </section>
  );
}
