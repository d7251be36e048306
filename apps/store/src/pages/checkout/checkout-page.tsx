import { useShippingRules } from '@atelier/api/queries';
import { beginCheckoutEvent } from '@atelier/commerce/analytics';
import {
  CHECKOUT_STEPS,
  parseCheckoutQuery,
  reachableCheckoutQuery,
  stepIndex,
  type CheckoutProgress,
  type CheckoutQuery,
} from '@atelier/commerce/checkout';
import { addressProblems, isEmail, isPhone } from '@atelier/commerce/validation';
import { PageHeading } from '@atelier/ui/page-heading';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { cartItemAnalyticsItem, cartMoney, pushEcommerce } from '../../app/analytics/ecommerce';
import { useCheckoutStore } from '../../app/checkout/checkout-store';
import { useLocale } from '../../app/locale/locale-context';
import { pathIn } from '../../app/locale/route-locale';
import { currencyDisplay } from '../../app/money/currency-display';
import { useServices } from '../../app/services/services-context';
import { useBasket } from '../../components/cart/cart-provider';
import { EmptyCart } from '../../components/cart/empty-cart';
import { CheckoutSummary } from '../../components/checkout-summary/checkout-summary';
import { useDocumentTitle } from '../../components/document-head/document-head';
import { useSession } from '../../components/session/session-provider';
import { AddressStep } from './address-step';
import { checkoutHref, sameScreen } from './checkout-href';
import { cartSummaryLines, cartSummaryTotals, trimmedAddress } from './checkout-lines';
import { ContactStep } from './contact-step';
import { DeliveryStep } from './delivery-step';
import { PaymentStep } from './payment-step';
import './checkout-page.css';

/**
 * `checkout?step=&view=&substep=` (SPEC §2, §4). The URL is the state: every step and sub-step is
 * its own history entry, so the back button and a reload keep the shopper where they were; what
 * they typed is kept in the checkout store (sessionStorage), so a reload keeps the values too.
 *
 * - cart: the lines and who is checking out (view: guest e-mail and phone, login, register, or the
 *   member's details);
 * - shipping-info: the delivery method (the cart is re-priced when it changes), then the address
 *   (not for Self Collect);
 * - payment-info: a review and the card; paying creates the order and goes to `pay/{orderId}`.
 *
 * A screen that needs something not given yet sends the shopper to the first missing one
 * (commerce reachableCheckoutQuery). Nothing is shown while the stored cart or the session loads.
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { search } = useLocation();
  const { analytics } = useServices();
  const session = useSession();
  const basket = useBasket();
  const rules = useShippingRules();
  const [state, store] = useCheckoutStore();
  // Set once paid: the pay page loads while the cart and the store are being forgotten.
  const [leaving, setLeaving] = useState(false);
  const title = t('checkout.title');
  useDocumentTitle(title);
  const member = session.status === 'member' ? session.user : null;
  const cart = basket.cart && basket.cart.items.length > 0 ? basket.cart : null;

  // GA4 begin_checkout: once per cart, also across reloads (remembered in the checkout store).
  useEffect(() => {
    if (!cart || store.get().begun.includes(cart.id)) return;
    store.update((current) => ({ ...current, begun: [...current.begun, cart.id].slice(-10) }));
    pushEcommerce(analytics, () =>
      beginCheckoutEvent(
        cartMoney(cart),
        cart.items.map((item) => cartItemAnalyticsItem(item)),
        { coupon: cart.promo?.code ?? null, valueMinor: cart.subtotal - cart.discount },
      ),
    );
  }, [analytics, cart, store]);

  // A member's phone comes from their account unless the shopper typed one already.
  useEffect(() => {
    if (member?.phone && store.get().contact.phone === '') {
      store.update((current) => ({ ...current, contact: { ...current.contact, phone: member.phone ?? '' } }));
    }
  }, [member, store]);

  const heading = <PageHeading title={title} />;
  if (leaving || basket.loading || session.status === 'restoring' || (cart && rules.isPending)) {
    return heading;
  }

  if (!cart) {
    // The order was placed (its cart is closed) but not paid yet: it is paid on its own page.
    const placed = state.attempt?.orderId;
    if (placed) return <Navigate replace to={pathIn(locale, 'pay', placed)} />;
    return (
      <>
        {heading}
        <EmptyCart>{t('checkout.emptyCart')}</EmptyCart>
      </>
    );
  }

  const requested = parseCheckoutQuery(search, { authenticated: member !== null });
  const rule = rules.data?.find((candidate) => candidate.id === cart.shipping_rule_id) ?? null;
  const contact = {
    email: member ? member.email : state.contact.email.trim(),
    phone: state.contact.phone.trim(),
  };
  const address = trimmedAddress(state.address);
  const progress: CheckoutProgress = {
    contact: isEmail(contact.email) && isPhone(contact.phone),
    deliveryMethod: rule !== null,
    addressNeeded: rule?.method !== 'Self Collect',
    address: Object.keys(addressProblems(locale.country, address)).length === 0,
  };
  const query = reachableCheckoutQuery(requested, progress);
  if (!sameScreen(query, requested)) return <Navigate replace to={checkoutHref(locale, query)} />;

  const currency = currencyDisplay(cart.currency, locale);
  const go = (next: Omit<CheckoutQuery, 'view'>) => checkoutHref(locale, { ...next, view: query.view });

  return (
    <div className="checkout-page">
      {heading}
      <Progress query={query} progress={progress} go={go} />
      <div className="checkout-page__layout">
        <div className="checkout-page__main">
          {query.step === 'cart' ? (
            <ContactStep
              view={query.view}
              go={go}
              viewHref={(view) => checkoutHref(locale, { step: 'cart', view, substep: null })}
            />
          ) : query.step === 'shipping-info' ? (
            query.substep === 'address' ? (
              <AddressStep go={go} />
            ) : (
              <DeliveryStep cart={cart} rules={rules.data ?? []} go={go} />
            )
          ) : (
            <PaymentStep
              cart={cart}
              rule={rule!}
              contact={contact}
              address={address}
              go={go}
              onLeave={() => setLeaving(true)}
            />
          )}
        </div>
        {currency && query.step !== 'payment-info' ? (
          <aside className="checkout-page__aside">
            <CheckoutSummary
              title={t('cart.summary.title')}
              lines={cartSummaryLines(cart)}
              totals={cartSummaryTotals(cart)}
              currency={currency}
            />
          </aside>
        ) : null}
      </div>
    </div>
  );
}

/** The steps as a list; the current one is marked, the ones already done are links back. */
function Progress({
  query,
  progress,
  go,
}: {
  query: CheckoutQuery;
  progress: CheckoutProgress;
  go: (next: Omit<CheckoutQuery, 'view'>) => string;
}) {
  const { t } = useTranslation();
  const current = stepIndex(query.step);
  const substeps = {
    cart: null,
    'shipping-info': 'delivery-method',
    'payment-info': 'payment-method',
  } as const;
  return (
    <nav aria-label={t('checkout.progress')} className="checkout-page__progress">
      <ol className="checkout-steps">
        {CHECKOUT_STEPS.map((step, index) => {
          const name = t(`checkout.steps.${step}`);
          return (
            <li
              key={step}
              aria-current={index === current ? 'step' : undefined}
              className="checkout-steps__step"
            >
              {index < current && (index === 0 || progress.contact) ? (
                <Link to={go({ step, substep: substeps[step] })}>{name}</Link>
              ) : (
                name
              )}
            </li>
          );
        })}
      </ol>
      <p className="checkout-steps__status">
        {t('checkout.stepOf', {
          current: current + 1,
          total: CHECKOUT_STEPS.length,
          step: t(`checkout.steps.${query.step}`),
        })}
      </p>
    </nav>
  );
}
