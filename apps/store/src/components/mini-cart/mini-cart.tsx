import type { Cart, CartItem } from '@atelier/api/schema';
import type { CurrencyDisplay } from '@atelier/commerce/money';
import { Badge } from '@atelier/ui/badge';
import { buttonClassName } from '@atelier/ui/button';
import { Disclosure } from '@atelier/ui/disclosure';
import { Price } from '@atelier/ui/price';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useLocale } from '../../app/locale/locale-context';
import { pathIn } from '../../app/locale/route-locale';
import { currencyDisplay } from '../../app/money/currency-display';
import { useBasket } from '../cart/cart-provider';
import './mini-cart.css';
import { lineDetails } from '../../i18n/line-details';

/**
 * The header's cart link with the number of items, and beside it a disclosure button ("Show cart
 * summary") whose panel lists the cart's lines, the totals and links to the cart and the checkout.
 * The link's name carries the count ("Cart, 3 items"), since a badge alone is not read as part of
 * the link. The panel shows only what the cart provider already holds (nothing is fetched); it
 * closes on Escape (focus back on the button), a click or focus outside, and any navigation.
 * Pages confirm adds and removals in their own status messages.
 */
export function MiniCart() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { itemCount } = useBasket();
  // The panel is open at one location: any navigation (a link in the panel or elsewhere) closes it.
  const { pathname, search } = useLocation();
  const here = pathname + search;
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === here;
  const setOpen = useCallback((next: boolean) => setOpenAt(next ? here : null), [here]);
  // i18next picks the plural form of the language (Arabic has six) from the count.
  const name = itemCount === 0 ? t('header.cart') : t('header.cartItems', { count: itemCount });

  return (
    <div className="mini-cart">
      <NavLink className="mini-cart__link" to={pathIn(locale, 'cart')}>
        <span className="mini-cart__icon" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="22" height="22" focusable="false">
            <path
              d="M6 7h12l-1.2 12.2a1 1 0 0 1-1 .8H8.2a1 1 0 0 1-1-.8L6 7Zm3 0V6a3 3 0 0 1 6 0v1"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinejoin="round"
            />
          </svg>
        </span>
        {/* The name comes from content, not aria-label, so what sighted users read ("Cart") stays
            part of what speech users say to activate it (WCAG 2.5.3). */}
        <span className="mini-cart__label" aria-hidden="true">
          {t('header.cart')}
        </span>
        <span className="ui-visually-hidden">{name}</span>
        {itemCount > 0 ? (
          <span className="mini-cart__count" aria-hidden="true">
            {itemCount}
          </span>
        ) : null}
      </NavLink>
      {/* Only a chevron shows; its name is visually hidden content, never a differing aria-label. */}
      <Disclosure
        label={<span className="ui-visually-hidden">{t('miniCart.toggle')}</span>}
        appearance="bare"
        align="end"
        className="mini-cart__disclosure"
        panelClassName="mini-cart__panel"
        open={open}
        onOpenChange={setOpen}
        closeOnFocusOut
      >
        {open ? <MiniCartSummary onNavigate={() => setOpen(false)} /> : null}
      </Disclosure>
    </div>
  );
}

/** The panel's content: the lines and totals, or the empty cart. */
function MiniCartSummary({ onNavigate }: { onNavigate: () => void }) {
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
