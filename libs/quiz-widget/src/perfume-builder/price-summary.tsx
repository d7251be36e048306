import type { BuilderPrice } from '@atelier/commerce/builder';
import { formatMoney, type CurrencyDisplay } from '@atelier/commerce/money';
import { Price } from '@atelier/ui/price';
import { useId } from 'react';
import type { Translate } from '../i18n';

export interface PriceSummaryProps {
  price: BuilderPrice;
  currency: CurrencyDisplay;
  /** The next multi-buy offer (`nextOffer`) with the rule's name, or null. */
  offer: { name: string; minQuantity: number; price: number } | null;
  t: Translate;
}

/** One bottle's price (struck through when a rule lowers it), the total, and the next offer. */
export function PriceSummary({ price, currency, offer, t }: PriceSummaryProps) {
  const id = useId();
  return (
    <section className="perfume-builder__price" aria-labelledby={`${id}-heading`}>
      <h3 className="perfume-builder__subheading" id={`${id}-heading`}>
        {t('builder.price.heading')}
      </h3>
      <p className="perfume-builder__unit-price">
        <Price
          amount={price.price}
          originalAmount={price.unitPrice}
          currency={currency}
          originalLabel={t('builder.price.was')}
          currentLabel={t('builder.price.now')}
        />
      </p>
      <p className="perfume-builder__total" role="status">
        {t('builder.price.total')}: <Price amount={price.total} currency={currency} />
      </p>
      {offer ? (
        <p className="perfume-builder__offer">
          {t('builder.price.offer', {
            rule: offer.name,
            price: formatMoney(offer.price, currency),
            count: offer.minQuantity,
          })}
        </p>
      ) : null}
    </section>
  );
}
