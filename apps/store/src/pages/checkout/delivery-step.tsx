import type { Cart, ShippingRule } from '@atelier/api/schema';
import { addShippingInfoEvent } from '@atelier/commerce/analytics';
import type { CheckoutQuery } from '@atelier/commerce/checkout';
import { shippingMethodCodeFromName } from '@atelier/commerce/enums';
import { formatMoney, type CurrencyDisplay } from '@atelier/commerce/money';
import { isPhone } from '@atelier/commerce/validation';
import { Alert } from '@atelier/ui/alert';
import { Button } from '@atelier/ui/button';
import { useFormFields } from '@atelier/ui/form-fields';
import { Price } from '@atelier/ui/price';
import { TextField } from '@atelier/ui/text-field';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { cartItemAnalyticsItem, cartMoney, pushEcommerce } from '../../app/analytics/ecommerce';
import { useLocale } from '../../app/locale/locale-context';
import { currencyDisplay } from '../../app/money/currency-display';
import { useCheckoutField, useCheckoutStore } from '../../app/checkout/checkout-store';
import { useServices } from '../../app/services/services-context';
import { useBasket } from '../../components/cart/cart-provider';

type Go = (next: Omit<CheckoutQuery, 'view'>) => string;

function deliveryDays(t: TFunction, rule: ShippingRule): string | null {
  const { min_days: min, max_days: max } = rule;
  if (min === null || max === null) return null;
  if (min !== max) return t('cart.delivery.days', { min, max });
  return t('cart.delivery.dayCount', { count: min });
}

/**
 * The country's delivery methods (`/api/shipping-rules/`) with their price in the shop's currency
 * and free-shipping threshold. Choosing one re-prices the cart on the server (PATCH), so the
 * summary beside shows the new shipping and total; GA4 add_shipping_info follows each choice.
 * This is the one place the method is chosen (the cart shows an estimate only). Self Collect asks
 * the phone here (the atelier texts when the order is ready); a courier's phone goes with the
 * address. A failed Continue moves focus to the first thing to fix.
 */
export function DeliveryStep({ cart, rules, go }: { cart: Cart; rules: readonly ShippingRule[]; go: Go }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const basket = useBasket();
  const { analytics } = useServices();
  const legendId = useId();
  // The group's message (no method chosen, or a refusal) stands in an alert under the options.
  const fields = useFormFields(['shipping', 'phone']);
  const error = fields.errors.shipping;
  const [checkout] = useCheckoutStore();
  const setContact = useCheckoutField('contact');
  const methods = useRef<HTMLFieldSetElement>(null);
  const [status, setStatus] = useState('');
  // Shown checked at once (the cart follows when the server answers); a refusal puts it back.
  const [selected, setSelected] = useState<number | null>(cart.shipping_rule_id);
  // The method the cart has as far as this screen knows (the prop may lag a render behind), and
  // the last change under way; Continue waits for it.
  const saved = useRef<ShippingRule | null>(rules.find((rule) => rule.id === cart.shipping_rule_id) ?? null);
  const saving = useRef<Promise<ShippingRule | null> | null>(null);
  const currency = currencyDisplay(cart.currency, locale);

  async function save(rule: ShippingRule): Promise<ShippingRule | null> {
    const result = await basket.chooseShipping(rule.id);
    if (!result.ok) {
      setSelected(saved.current?.id ?? null);
      fields.setError(
        'shipping',
        result.failure.kind === 'offline' ? t('errors.offline') : t('cart.errors.generic'),
      );
      return saved.current;
    }
    saved.current = rule;
    fields.setError('shipping', null);
    setStatus(t('cart.delivery.chosen', { method: rule.name }));
    const code = shippingMethodCodeFromName(rule.method);
    const next = result.cart;
    if (code) {
      pushEcommerce(analytics, () =>
        addShippingInfoEvent(
          cartMoney(next),
          next.items.map((item) => cartItemAnalyticsItem(item)),
          { shippingMethod: code, coupon: next.promo?.code ?? null, valueMinor: next.total },
        ),
      );
    }
    return rule;
  }

  function choose(rule: ShippingRule) {
    setSelected(rule.id);
    const previous = saving.current ?? Promise.resolve(null);
    // One change at a time, in the order chosen; Continue waits for the last one.
    saving.current = previous.then(() => save(rule));
  }

  function phoneProblem(value: string): string | undefined {
    const phone = value.trim();
    if (phone === '') return t('checkout.errors.phone.required');
    return isPhone(phone) ? undefined : t('checkout.errors.phone.invalid');
  }

  const chosenRule = rules.find((rule) => rule.id === selected) ?? null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = saving.current ? await saving.current : saved.current;
    if (!chosen) {
      fields.setError('shipping', t('checkout.errors.deliveryMethod'));
      methods.current?.querySelector('input')?.focus();
      return;
    }
    if (chosen.method === 'Self Collect' && fields.report({ phone: phoneProblem(checkout.contact.phone) })) {
      return;
    }
    navigate(
      go(
        chosen.method === 'Self Collect'
          ? { step: 'payment-info', substep: 'payment-method' }
          : { step: 'shipping-info', substep: 'address' },
      ),
    );
  }

  return (
    <section className="checkout-step" aria-labelledby="checkout-delivery-title">
      <h2 id="checkout-delivery-title">{t('checkout.substeps.delivery-method')}</h2>
      <form
        className="checkout-step__form"
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label={t('checkout.delivery.form')}
      >
        {rules.length === 0 ? <Alert kind="warning">{t('checkout.delivery.none')}</Alert> : null}
        <fieldset
          {...fields.control('shipping')}
          ref={methods}
          className="checkout-methods"
          role="radiogroup"
          aria-labelledby={legendId}
        >
          <legend id={legendId} className="checkout-methods__legend">
            {t('cart.delivery.title')}
          </legend>
          {rules.map((rule) => (
            <label key={rule.id} className="checkout-methods__option">
              <input
                type="radio"
                name="shipping"
                value={String(rule.id)}
                checked={selected === rule.id}
                onChange={() => choose(rule)}
              />
              <MethodLabel rule={rule} subtotal={cart.subtotal} currency={currency} />
            </label>
          ))}
        </fieldset>
        {error ? (
          <div id={fields.errorId('shipping')}>
            <Alert kind="error">{error}</Alert>
          </div>
        ) : null}
        {chosenRule?.method === 'Self Collect' ? (
          <TextField
            {...fields.field('phone')}
            label={t('checkout.fields.phone')}
            name="phone"
            type="tel"
            autoComplete="tel"
            required
            hint={t('checkout.delivery.collectPhoneHint')}
            value={checkout.contact.phone}
            onChange={(event) => {
              setContact('phone', event.target.value);
              fields.clearWhenFixed('phone', phoneProblem(event.target.value));
            }}
            onBlur={(event) =>
              fields.checkOnBlur('phone', event.target.value, phoneProblem(event.target.value))
            }
          />
        ) : null}
        <p role="status" className="ui-visually-hidden">
          {status}
        </p>
        <div className="checkout-step__actions">
          <Button type="submit">{t('checkout.continue')}</Button>
        </div>
      </form>
    </section>
  );
}

function MethodLabel({
  rule,
  subtotal,
  currency,
}: {
  rule: ShippingRule;
  subtotal: number;
  currency: CurrencyDisplay | null;
}) {
  const { t } = useTranslation();
  const free = rule.price === 0 || (rule.free_over !== null && subtotal >= rule.free_over);
  const days = deliveryDays(t, rule);
  return (
    <span className="checkout-step__option">
      <span>
        {rule.name}{' '}
        {free ? t('cart.summary.free') : currency ? <Price amount={rule.price} currency={currency} /> : null}
      </span>
      {rule.free_over !== null && !free && currency ? (
        <span className="checkout-step__muted">
          {t('checkout.delivery.freeOver', { amount: formatMoney(rule.free_over, currency) })}
        </span>
      ) : null}
      {rule.method === 'Self Collect' ? (
        <span className="checkout-step__muted">{rule.description ?? t('checkout.delivery.selfCollect')}</span>
      ) : null}
      {days ? <span className="checkout-step__muted">{days}</span> : null}
    </span>
  );
}
