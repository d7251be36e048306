import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useLocale } from '../../app/locale/locale-context';
import { pathIn } from '../../app/locale/route-locale';
import { useBasket } from '../cart/cart-provider';
import './mini-cart.css';

/**
 * The header's cart link with the number of items. Its name carries the count ("Cart, 3 items"),
 * since a badge alone is not read as part of the link. Pages confirm adds and removals in their
 * own status messages.
 */
export function MiniCart() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { itemCount } = useBasket();
  const name =
    itemCount === 0
      ? t('header.cart')
      : itemCount === 1
        ? t('header.cartOne')
        : t('header.cartMany', { count: itemCount });
  return (
    <NavLink className="mini-cart" to={pathIn(locale, 'cart')}>
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
  );
}
