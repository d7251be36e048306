import type { Cart, CartItem } from '@atelier/api/schema';
import type { CurrencyDisplay } from '@atelier/commerce/money';
import { Badge } from '@atelier/ui/badge';
import { buttonClassName } from '@atelier/ui/button';
import { Price } from '@atelier/ui/price';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocale } from '../../app/locale/locale-context';
import { pathIn } from '../../app/locale/route-locale';
import { currencyDisplay } from '../../app/money/currency-display';
import { lineDetails } from '../../i18n/line-details';
import { useBasket } from '../cart/cart-provider';

/**
 * The mini cart's panel: the lines and totals, or the empty cart. Its own chunk, loaded when the
 * panel is first opened (or about to be: mini-cart.tsx), so no page's first load carries it.
 */
export default function MiniCartSummary({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const basket = useBasket();
  const titleId = useId();
  const cart = basket.cart;
  const currency = cart ? currencyDisplay(cart.currency, locale) : null;
  const title = (
    <h2 id={titleId} className="mini-cart__title">
      {t('pages.cart.title')}
    </h2>
  );

  if (basket.loading) {
    return (
      <section aria-labelledby={titleId}>
        {title}
        <p className="mini-cart__note">{t('miniCart.loading')}</p>
      </section>
    );
  }
  if (!cart || cart.items.length === 0) {
    return (
      <section aria-labelledby={titleId}>
        {title}
        <p className="mini-cart__note">{t('cart.empty.title')}</p>
        <Link
          className={buttonClassName('secondary')}
          to={pathIn(locale, 'all-perfumes')}
          onClick={onNavigate}
        >
          {t('cart.empty.action')}
        </Link>
      </section>
    );
  }

  return (
    <section aria-labelledby={titleId}>
      {title}
      <ul className="mini-cart__lines" aria-label={t('cart.items', { count: cart.item_count })}>
        {cart.items.map((item) => (
          <li key={item.id} className="mini-cart__line">
            <MiniCartLine item={item} currency={currency} />
          </li>
        ))}
      </ul>
      {currency ? <MiniCartTotals cart={cart} currency={currency} /> : null}
      <div className="mini-cart__actions">
        <Link className={buttonClassName('secondary')} to={pathIn(locale, 'cart')} onClick={onNavigate}>
          {t('miniCart.viewCart')}
        </Link>
        <Link className={buttonClassName('primary')} to={pathIn(locale, 'checkout')} onClick={onNavigate}>
          {t('cart.checkout')}
        </Link>
      </div>
    </section>
  );
}

function MiniCartLine({ item, currency }: { item: CartItem; currency: CurrencyDisplay | null }) {
  const { t, i18n } = useTranslation();
  const details = lineDetails(item.variant_values, i18n.language);
  return (
    <>
      <p className="mini-cart__line-name">
        {item.name}
        {item.is_free_gift ? (
          <>
            {' '}
            <Badge tone="gift">{t('cart.freeGift')}</Badge>
          </>
        ) : null}
      </p>
      {details ? <p className="mini-cart__line-details">{details}</p> : null}
      <p className="mini-cart__line-meta">
        <span>{t('cart.fixedQuantity', { count: item.quantity })}</span>
        {currency ? (
          <span className="mini-cart__line-total">
            <span className="ui-visually-hidden">{t('cart.lineTotal')} </span>
            <Price amount={item.total} currency={currency} />
          </span>
        ) : null}
      </p>
    </>
  );
}

function MiniCartTotals({ cart, currency }: { cart: Cart; currency: CurrencyDisplay }) {
  const { t } = useTranslation();
  return (
    <dl className="mini-cart__totals">
      <div className="mini-cart__total-row">
        <dt>{t('cart.summary.subtotal')}</dt>
        <dd>
          <Price amount={cart.subtotal} currency={currency} />
        </dd>
      </div>
      {cart.discount > 0 ? (
        <div className="mini-cart__total-row">
          <dt>{t('cart.summary.discount')}</dt>
          <dd>
            <Price amount={-cart.discount} currency={currency} />
          </dd>
        </div>
      ) : null}
      <div className="mini-cart__total-row mini-cart__total-row--total">
        <dt>{t('cart.summary.total')}</dt>
        <dd>
          <Price amount={cart.total} currency={currency} />
        </dd>
      </div>
    </dl>
  );
}
