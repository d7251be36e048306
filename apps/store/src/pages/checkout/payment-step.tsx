import { ApiError } from '@atelier/api/client';
import { cacheCart, createOrder, getOrder, payOrder, precheckoutCart } from '@atelier/api/queries';
import type {
  Address,
  Cart,
  Order,
  PaymentRequest,
  PrecheckoutChange,
  ShippingRule,
} from '@atelier/api/schema';
import { addPaymentInfoEvent } from '@atelier/commerce/analytics';
import type { CheckoutQuery } from '@atelier/commerce/checkout';
import { formatMoney } from '@atelier/commerce/money';
import { Alert } from '@atelier/ui/alert';
import { Button } from '@atelier/ui/button';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import {
  cartItemAnalyticsItem,
  cartMoney,
  purchaseOfOrder,
  pushEcommerce,
} from '../../app/analytics/ecommerce';
import { notePurchaseStarted, pushPurchaseOnce } from '../../app/analytics/purchase-once';
import { NO_NEXT_ACTION, type NextAction } from '../../app/checkout/next-action';
import {
  MAX_GIFT_MESSAGE,
  useCheckoutStore,
  type AddressDraft,
  type CheckoutAttempt,
} from '../../app/checkout/checkout-store';
import { clearRedeemCode } from '../../app/gift-cards/redeem-code';
import { forgetOrderedCart } from '../../app/checkout/forget-ordered-cart';
import { declineMessage, paymentFailureMessage } from '../../app/checkout/decline-message';
import { orderFailureMessage } from '../../app/checkout/payment-failure';
import { useLocale } from '../../app/locale/locale-context';
import { pathIn } from '../../app/locale/route-locale';
import { currencyDisplay } from '../../app/money/currency-display';
import { useServices } from '../../app/services/services-context';
import { failureOf } from '../../components/cart/cart-failures';
import { PrecheckoutChanges } from '../../components/cart/precheckout-changes';
import { PaymentForm } from '../../components/payment-form/payment-form';
import { OrderAddress } from '../../components/order-address/order-address';
import { MessageField } from '../gift-cards/message-field';
import { GiftCardField, giftCardSplit, type AppliedGiftCard } from './gift-card-field';

type Go = (next: Omit<CheckoutQuery, 'view'>) => string;

/** The address form's values as the order's address (in the shop's country). */
function orderAddress(address: AddressDraft, country: Address['country']): Address {
  return {
    first_name: address.firstName,
    last_name: address.lastName,
    line1: address.line1,
    line2: address.line2 || null,
    city: address.city,
    state: address.state || null,
    postal_code: address.postalCode || null,
    country,
    phone: address.phone,
  };
}

/** A fresh key per checkout attempt (a UUID, as the contract recommends). */
function newAttempt(cartId: string): CheckoutAttempt {
  return { cartId, idempotencyKey: crypto.randomUUID(), orderId: null };
}

/**
 * Review and pay. Paying runs: precheckout (stock and prices again; a change stops here so the
 * shopper sees it), order creation with the attempt's Idempotency-Key, then the card payment.
 *
 * - The key is made once per attempt and written to the checkout store before the request, so a
 *   second click, a retry after a lost answer or a reload sends the same key: one order.
 * - The order id is kept too: after a decline (the provider's message is shown as an alert) the
 *   next try pays the same order; its cart is already closed on the server.
 * - A refusal at creation (stock, validation) means no order was made: the next try gets a new key.
 *   A network failure or a 5xx keeps the key, since the order may exist.
 * - On success: GA4 purchase (once per order in this browser, purchase-once.ts), the cart is
 *   forgotten, the store cleared, and the shopper goes to `pay/{orderId}` for the confirmation.
 * - Stripe's 3-D Secure (`processing` with a client secret): the form's `nextAction` shows the
 *   bank's challenge; then the pay page verifies and confirms (and reports the purchase), or the
 *   bank's refusal is shown here and the same order can be paid again.
 * - A gift card (`redeemCode`) pays min(balance, total): its code goes with the order and the card
 *   pays the rest ("Pay S$31.00"). When it pays everything the server answers the order paid, so
 *   no card is asked ("Place order") and the confirmation follows. The server's refusal of the code
 *   (422 on `gift_card_code`) is shown at the gift card field, which offers the code again.
 * - The gift message (kept in the checkout store, so a reload keeps it) goes as `gift_message`.
 */
export function PaymentStep({
  cart,
  rule,
  contact,
  address,
  go,
  onLeave,
  onGiftCard,
}: {
  cart: Cart;
  rule: ShippingRule;
  contact: { email: string; phone: string };
  address: AddressDraft;
  go: Go;
  /** Called before going to the pay page: the checkout stops guarding its steps. */
  onLeave: () => void;
  /** What an applied gift card pays (0 for none), for the order summary beside the step. */
  onGiftCard: (amount: number) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const services = useServices();
  const { api, analytics, queryClient } = services;
  const [state, store] = useCheckoutStore();
  const [giftCard, setGiftCard] = useState<AppliedGiftCard | null>(null);
  const [giftCardError, setGiftCardError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [changes, setChanges] = useState<PrecheckoutChange[]>([]);
  const inFlight = useRef(false);
  const placed = useRef<Order | null>(null);
  const currency = currencyDisplay(cart.currency, locale);
  const selfCollect = rule.method === 'Self Collect';
  const placeError = useRef<HTMLDivElement>(null);
  const giftCardPays = giftCard ? giftCardSplit(cart.total, giftCard).giftCard : 0;

  useEffect(() => onGiftCard(giftCardPays), [giftCardPays, onGiftCard]);
  // After a failed "Place order" the message takes focus (the card form does so for a decline).
  useEffect(() => {
    if (error && giftCard && placeError.current) placeError.current.focus();
  }, [error, giftCard]);

  async function placeOrder(attempt: CheckoutAttempt, fresh: boolean): Promise<Order | null> {
    // A kept attempt may already have made its order (the answer was lost) and closed the cart,
    // so only a fresh one is pre-checked; order creation checks stock and prices again anyway.
    if (fresh) {
      const check = await precheckoutCart(api, cart.id);
      cacheCart(queryClient, api, check.cart);
      if (!check.ok && check.changes.length > 0) {
        setChanges(check.changes);
        return null;
      }
    }
    const giftMessage = store.get().giftMessage.trim();
    return createOrder(
      api,
      {
        cart_id: cart.id,
        email: contact.email,
        phone: contact.phone,
        shipping_rule_id: rule.id,
        shipping_address: selfCollect ? null : orderAddress(address, locale.country),
        // The amount shown is sent too: if the balance changed meanwhile the server refuses
        // (422 balance_changed) rather than take more from the card than the shopper agreed to.
        ...(giftCard
          ? {
              gift_card_code: giftCard.code,
              expected_gift_card_amount: giftCardSplit(cart.total, giftCard).giftCard,
            }
          : {}),
        ...(giftMessage ? { gift_message: giftMessage } : {}),
      },
      attempt.idempotencyKey,
    );
  }

  /** Paid (by card, by gift card or both): the confirmation; the cart, store and code are done. */
  async function leave(orderId: string) {
    // Leave first: the checkout would otherwise redirect (empty store) or show an empty cart.
    onLeave();
    navigate(pathIn(locale, 'pay', orderId));
    if (giftCard) clearRedeemCode(services.storage);
    await forgetOrderedCart(services, cart.id);
    store.clear();
  }

  /** `card` is null when the gift card pays everything. */
  async function pay(card: PaymentRequest | null, nextAction: NextAction = NO_NEXT_ACTION) {
    if (inFlight.current) return;
    inFlight.current = true;
    setPaying(true);
    setError(null);
    setGiftCardError(null);
    setChanges([]);
    pushEcommerce(analytics, () =>
      addPaymentInfoEvent(
        cartMoney(cart),
        cart.items.map((item) => cartItemAnalyticsItem(item)),
        { paymentType: 'card', coupon: cart.promo?.code ?? null, valueMinor: cart.total },
      ),
    );
    let attempt = store.get().attempt;
    const fresh = !attempt || attempt.cartId !== cart.id;
    if (!attempt || fresh) {
      attempt = newAttempt(cart.id);
      const fresh = attempt;
      store.update((current) => ({ ...current, attempt: fresh }));
    }
    let stage: 'order' | 'payment' = 'order';
    try {
      let orderId = attempt.orderId;
      if (!orderId) {
        const order = await placeOrder(attempt, fresh);
        if (!order) return;
        placed.current = order;
        orderId = order.id;
        const kept = { ...attempt, orderId };
        store.update((current) => ({ ...current, attempt: kept }));
        // Paid in full by the gift card: nothing to pay by card.
        if (order.status === 'paid') {
          pushPurchaseOnce(analytics, services.storage, String(order.number), () => purchaseOfOrder(order));
          await leave(orderId);
          return;
        }
      }
      stage = 'payment';
      if (!card) {
        // The order asks for more than the gift card covered (its balance changed): a card is needed.
        const order = placed.current?.id === orderId ? placed.current : await getOrder(api, orderId);
        if (order.status === 'paid') {
          await leave(orderId);
          return;
        }
        setGiftCard((current) => (current ? { ...current, balance: order.gift_card_amount } : current));
        return;
      }
      const order = placed.current?.id === orderId ? placed.current : await getOrder(api, orderId);
      notePurchaseStarted(services.storage, String(order.number));
      const payment = await payOrder(api, orderId, card);
      if (payment.status === 'failed') {
        setError(declineMessage(t, payment));
        return;
      }
      if (payment.status === 'succeeded') {
        pushPurchaseOnce(analytics, services.storage, String(order.number), () => purchaseOfOrder(order));
      }
      if (payment.status === 'processing' && payment.client_secret) {
        const refused = await nextAction(payment.client_secret);
        if (refused) {
          setError(refused);
          return;
        }
      }
      await leave(orderId);
    } catch (caught) {
      const failure = failureOf(caught);
      const status = caught instanceof ApiError ? caught.status : 0;
      if (stage === 'payment' && status === 409) {
        // Already paid (a second tab, or an answer that got lost): show the confirmation.
        const orderId = store.get().attempt?.orderId;
        if (orderId) {
          onLeave();
          navigate(pathIn(locale, 'pay', orderId));
        }
        await forgetOrderedCart(services, cart.id);
        store.clear();
        return;
      }
      // No order was made with this key (refused) or the order is gone: the next try starts afresh.
      if (status >= 400 && status < 500 && status !== 429) {
        store.update((current) => ({ ...current, attempt: null }));
      }
      // The server refused the gift card: say why at its field and offer the code again.
      const reason = failure.errors?.find((problem) => problem.field === 'body.gift_card_code')?.reason;
      if (stage === 'order' && reason) {
        clearRedeemCode(services.storage);
        setGiftCard(null);
        setGiftCardError(giftCardRefusalMessage(reason, failure.serverMessage ?? failure.message));
        return;
      }
      setError(stage === 'payment' ? paymentFailureMessage(t, failure) : orderFailureMessage(t, failure));
    } finally {
      inFlight.current = false;
      setPaying(false);
    }
  }

  function giftCardRefusalMessage(reason: string, serverText: string): string {
    if (reason === 'expired') return t('gifts.redeem.errors.expired');
    if (reason === 'spent' || reason === 'redeemed') return t('gifts.redeem.errors.spent');
    if (reason === 'unknown' || reason === 'not_found') return t('gifts.balance.errors.notFound');
    if (reason === 'balance_changed') return t('gifts.redeem.errors.balanceChanged');
    return serverText || t('gifts.redeem.errors.unknown');
  }

  const split = giftCardSplit(cart.total, giftCard);

  return (
    <section className="checkout-step" aria-labelledby="checkout-payment-title">
      <h2 id="checkout-payment-title">{t('checkout.payment.title')}</h2>
      <MessageField
        label={t('gifts.message.label')}
        hint={t('gifts.message.hint')}
        name="giftMessage"
        value={state.giftMessage}
        max={MAX_GIFT_MESSAGE}
        onChange={(value) => store.update((current) => ({ ...current, giftMessage: value }))}
      />
      <h3>{t('checkout.payment.details')}</h3>
      <dl className="checkout-review">
        <dt>{t('checkout.payment.contact')}</dt>
        <dd className="checkout-review__value">
          <bdi dir="ltr">{contact.email}</bdi>
          <br />
          {/* Digits and "+" keep their order inside Arabic text. */}
          <bdi dir="ltr">{contact.phone}</bdi>
        </dd>
        <dd>
          <Link to={go({ step: 'cart', substep: null })}>{t('checkout.payment.changeContact')}</Link>
        </dd>
        <dt>{t('checkout.payment.delivery')}</dt>
        <dd>{rule.name}</dd>
        <dd>
          <Link to={go({ step: 'shipping-info', substep: 'delivery-method' })}>
            {t('checkout.payment.changeDelivery')}
          </Link>
        </dd>
        {selfCollect ? null : (
          <>
            <dt>{t('checkout.payment.address')}</dt>
            <dd>
              <OrderAddress address={orderAddress(address, locale.country)} />
            </dd>
            <dd>
              <Link to={go({ step: 'shipping-info', substep: 'address' })}>
                {t('checkout.payment.changeAddress')}
              </Link>
            </dd>
          </>
        )}
      </dl>
      <PrecheckoutChanges changes={changes} />
      {currency ? (
        <GiftCardField
          currency={currency}
          orderCurrency={cart.currency}
          total={cart.total}
          applied={giftCard}
          onApplied={(card) => {
            setGiftCard(card);
            setGiftCardError(null);
          }}
          serverError={giftCardError}
        />
      ) : null}
      {giftCard && split.rest === 0 ? (
        <div className="checkout-step__place">
          {error ? (
            <div ref={placeError} tabIndex={-1} className="checkout-step__focus-target">
              <Alert kind="error">{error}</Alert>
            </div>
          ) : null}
          <Button onClick={() => void pay(null)} disabled={paying}>
            {t('gifts.redeem.placeOrder')}
          </Button>
          <span className="ui-visually-hidden" role="status">
            {paying ? t('gifts.redeem.placing') : ''}
          </span>
        </div>
      ) : (
        <>
          <h3>{t('checkout.payment.card')}</h3>
          <PaymentForm
            amount={currency ? formatMoney(split.rest, currency) : String(split.rest)}
            amountMinor={split.rest}
            currency={cart.currency}
            paying={paying}
            error={error}
            onPay={(payment, nextAction) => void pay(payment, nextAction)}
          />
        </>
      )}
      <div className="checkout-step__next">
        <p>
          {/* The link's words sit inside the sentence as each language orders it ("<terms>…</terms>").
              Split here rather than with react-i18next's <Trans>: the stack's shared chunk, which
              every page loads first, would carry it (+1.3 KB, npm run budgets). */}
          {t('checkout.payment.terms')
            .split(/<\/?terms>/)
            .map((part, index) =>
              index === 1 ? (
                <Link key={index} to={pathIn(locale, 'terms-conditions')}>
                  {part}
                </Link>
              ) : (
                part
              ),
            )}
        </p>
        <p>{selfCollect ? t('checkout.payment.nextCollect') : t('checkout.payment.nextDelivery')}</p>
      </div>
    </section>
  );
}
