import { Disclosure } from '@atelier/ui/disclosure';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { useLocale } from '../../app/locale/locale-context';
import { pathIn } from '../../app/locale/route-locale';
import { useBasket } from '../cart/cart-provider';
import './mini-cart.css';

// The panel's content is only seen after a click: fetched when the pointer or focus reaches the
// toggle (usually before the click lands), so it is out of every page's first load.
const loadSummary = () => import('./mini-cart-summary');
const MiniCartSummary = lazy(loadSummary);

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
    <div className="mini-cart" onPointerEnter={loadSummary} onFocus={loadSummary}>
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
        {open ? (
          <Suspense fallback={<p className="mini-cart__note">{t('miniCart.loading')}</p>}>
            <MiniCartSummary onNavigate={() => setOpen(false)} />
          </Suspense>
        ) : null}
      </Disclosure>
    </div>
  );
}
