import { formatMoney, type CurrencyDisplay } from '@atelier/commerce/money';
import { classNames } from '../internal/class-names';
import './price.css';

export interface PriceProps {
  /** Amount in minor units of `currency` (DESIGN: money is an integer everywhere). */
  amount: number;
  currency: CurrencyDisplay;
  /** The price before a discount, struck through. */
  originalAmount?: number;
  /** Read before the struck-through price ("Was"), since a line-through is silent. */
  originalLabel?: string;
  /** Read before the current price when there is an original one ("Now"). */
  currentLabel?: string;
  className?: string;
}

/**
 * A price formatted by the commerce rules (symbol side, decimals, thousands separator), so the
 * same amount reads the same on the server, the client and in e-mails. Digits always run
 * left-to-right, also inside Arabic text.
 */
export function Price({
  amount,
  currency,
  originalAmount,
  originalLabel,
  currentLabel,
  className,
}: PriceProps) {
  const current = formatMoney(amount, currency);
  if (originalAmount === undefined || originalAmount === amount) {
    return (
      <span className={classNames('ui-price', className)} dir="ltr">
        {current}
      </span>
    );
  }
  return (
    <span className={classNames('ui-price', 'ui-price--discounted', className)}>
      <del className="ui-price__original">
        {originalLabel ? <span className="ui-visually-hidden">{originalLabel} </span> : null}
        <span dir="ltr">{formatMoney(originalAmount, currency)}</span>
      </del>{' '}
      <ins className="ui-price__current">
        {currentLabel ? <span className="ui-visually-hidden">{currentLabel} </span> : null}
        <span dir="ltr">{current}</span>
      </ins>
    </span>
  );
}
