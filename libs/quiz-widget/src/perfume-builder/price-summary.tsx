import type { BuilderPrice } from '@atelier/commerce/builder';
import { formatMoney, type CurrencyDisplay } from '@atelier/commerce/money';
import { Price } from '@atelier/ui/price';
import { useId } from 'react';
import type { Translate } from '../i18n';

export interface PriceSummaryProps {
  /** The chosen perfume's price; null until a perfume in an available size is chosen. */
  price: BuilderPrice | null;
  /** How to write `price` (its variant's currency). */
  currency: CurrencyDisplay | null;
  /** The lowest price a bespoke bottle starts at, shown while `price` is null. */
  from: { amount: number; currency: CurrencyDisplay } | null;
  /** The next multi-buy offer (`nextOffer`) with the rule's name, or null. */
  offer: { name: string; minQuantity: number; price: number } | null;
  t: Translate;
}

/**
 * One bottle's price (struck through when a rule lowers it), the total, and the next offer; before
 * a perfume is chosen, what a bespoke bottle starts at, so the price is never hidden.
 */
export function PriceSummary({ price, currency, from, offer, t }: PriceSummaryProps) {
  const id = useId();
  const chosen = price && currency ? { price, currency } : null;
  return (
    <section className="perfume-builder__price" aria-labelledby={`${id}-heading`}>
      <h3 className="perfume-builder__subheading" id={`${id}-heading`}>
        {t('builder.price.heading')}
      </h3>
      {chosen ? (
        <>
          <p className="perfume-builder__unit-price">
            <Price
              amount={chosen.price.price}
              originalAmount={chosen.price.unitPrice}
              currency={chosen.currency}
              originalLabel={t('builder.price.was')}
              currentLabel={t('builder.price.now')}
            />
          </p>
          <p className="perfume-builder__total" role="status">
            {t('builder.price.total')}: <Price amount={chosen.price.total} currency={chosen.currency} />
          </p>
          {offer ? (
            <p className="perfume-builder__offer">
              {t('builder.price.offer', {
                rule: offer.name,
                price: formatMoney(offer.price, chosen.currency),
                count: offer.minQuantity,
              })}
            </p>
          ) : null}
        </>
      ) : from ? (
        <>
          <p className="perfume-builder__unit-price perfume-builder__from" role="status">
            {/* The amount keeps its own left-to-right run inside an Arabic sentence. */}
            {t('builder.price.from', { price: '\u0000' })
              .split('\u0000')
              .map((part, index) =>
                index === 0 ? (
                  part
                ) : (
                  <span key={index}>
                    <Price amount={from.amount} currency={from.currency} />
                    {part}
                  </span>
                ),
              )}
          </p>
          <p className="perfume-builder__hint">{t('builder.price.fromHint')}</p>
        </>
      ) : (
        <p className="perfume-builder__hint" role="status">
          {t('builder.price.loading')}
        </p>
      )}
    </section>
  );
}
