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
import { Price } from '@atelier/ui/price';
import { useEffect, useRef, useState, type ReactNode } from 'react';
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
 * - cart (shown as "Contact": the URL values of SPEC §2 stay, only the labels say what a step
 *   asks): who is checking out (view: a guest's e-mail, login, register, or the member's details);
 * - shipping-info ("Delivery"): the delivery method (the only place it is chosen; the cart shows an
 *   estimate), then the address (not for Self Collect);
 * - payment-info ("Payment"): a review and the card; paying creates the order and goes to
 *   `pay/{orderId}`.
 *
 * The phone is asked where the delivery needs it, not of every guest up front: a courier (Express,
 * Standard) calls the recipient, so the address has a phone; Self Collect asks one under the
 * method (the atelier texts when the order is ready and the counter matches it). The order's
 * `phone` is that number. The order summary stands beside every step (a disclosure on phones).
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
  // What an applied gift card pays (minor units), told by the payment step for the summary.
  const [giftCardAmount, setGiftCardAmount] = useState(0);
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
  const address = trimmedAddress(state.address);
  const selfCollect = rule?.method === 'Self Collect';
  const contact = {
    email: member ? member.email : state.contact.email.trim(),
    // The order's phone: the one given with the address, or under Self Collect.
    phone: selfCollect ? state.contact.phone.trim() : address.phone,
  };
  const progress: CheckoutProgress = {
    contact: isEmail(contact.email),
    deliveryMethod: rule !== null && (!selfCollect || isPhone(contact.phone)),
    addressNeeded: !selfCollect,
    address: Object.keys(addressProblems(locale.country, address)).length === 0,
  };
  const query = reachableCheckoutQuery(requested, progress);
  if (!sameScreen(query, requested)) return <Navigate replace to={checkoutHref(locale, query)} />;

  const currency = currencyDisplay(cart.currency, locale);
  const baseTotals = cartSummaryTotals(cart);
  // On the payment step a gift card may pay part: the summary shows it and what is left to pay.
  const giftCard = query.step === 'payment-info' ? Math.min(giftCardAmount, cart.total) : 0;
  const totals = giftCard > 0 ? { ...baseTotals, giftCard, total: cart.total - giftCard } : baseTotals;
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
              onGiftCard={setGiftCardAmount}
            />
          )}
        </div>
        {currency ? (
          <aside className="checkout-page__aside">
            <SummaryPanel
              title={t('cart.summary.title')}
              total={<Price amount={totals.total} currency={currency} />}
            >
              <CheckoutSummary
                title={t('cart.summary.title')}
                lines={cartSummaryLines(cart, locale.language)}
                totals={totals}
                currency={currency}
                giftMessage={query.step === 'payment-info' ? state.giftMessage.trim() || null : null}
              />
            </SummaryPanel>
          </aside>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The order summary as a disclosure: closed on phones (its line shows the total), open and without
 * its toggle from 56rem, where it stands beside the step. Opened after hydration, so the server's
 * page and the first render agree.
 */
function SummaryPanel({ title, total, children }: { title: string; total: ReactNode; children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const wide = window.matchMedia?.('(min-width: 56rem)');
    if (wide?.matches && ref.current) ref.current.open = true;
  }, []);
  return (
    <details ref={ref} className="checkout-summary-panel">
      <summary className="checkout-summary-panel__toggle">
        <span>{title}</span>
        <span className="checkout-summary-panel__total">{total}</span>
      </summary>
      <div className="checkout-summary-panel__body">{children}</div>
    </details>
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
