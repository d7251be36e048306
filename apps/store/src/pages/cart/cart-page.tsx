import { usePrecheckoutCart, useShippingRules } from '@atelier/api/queries';
import type { Cart, CartItem, PrecheckoutChange } from '@atelier/api/schema';
import { STORAGE_KEYS } from '@atelier/commerce/enums';
import type { CurrencyDisplay } from '@atelier/commerce/money';
import { readStored } from '@atelier/commerce/validation';
import { Alert } from '@atelier/ui/alert';
import { Badge } from '@atelier/ui/badge';
import { Button, buttonClassName } from '@atelier/ui/button';
import { CartLine } from '@atelier/ui/cart-line';
import { useFormFields } from '@atelier/ui/form-fields';
import { PageHeading } from '@atelier/ui/page-heading';
import { Price } from '@atelier/ui/price';
import { QuantityStepper } from '@atelier/ui/quantity-stepper';
import { SummaryTable, type SummaryRow } from '@atelier/ui/summary-table';
import { TextField } from '@atelier/ui/text-field';
import { useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { productHref } from '../../app/catalogue/catalogue-routes';
import { storeRewardCode } from '../../app/gift-cards/reward-code';
import { useLocale } from '../../app/locale/locale-context';
import { pathIn } from '../../app/locale/route-locale';
import { currencyDisplay } from '../../app/money/currency-display';
import { useServices } from '../../app/services/services-context';
import { stockLeft, stockMessage } from '../../components/cart/cart-failures';
import { useBasket } from '../../components/cart/cart-provider';
import { EmptyCart } from '../../components/cart/empty-cart';
import { PrecheckoutChanges } from '../../components/cart/precheckout-changes';
import { usePromoMessage } from '../../components/cart/promo-message';
import { useDocumentTitle } from '../../components/document-head/document-head';
import { routerLink } from '../../components/product-grid/product-grid';
import './cart-page.css';
import { GiftWrap } from './gift-wrap';
import { taxIncludedRow } from '../../components/tax-included/tax-included-row';
import { useCartLink, type CartLinkStatus } from './use-cart-link';
import { lineDetails } from '../../i18n/line-details';

/** Cart line pictures, small and square. */
const LINE_IMAGE_SIZE = 200;
/** The contract's most per line. */
const MAX_LINE_QUANTITY = 99;
const PROMO_CODE = /^[A-Za-z0-9_-]{2,40}$/;

/**
 * The cart (`cart`): lines with quantity steppers and removal, free gifts as such, the promo code,
 * the delivery options (chosen at checkout), and subtotal / discount / shipping / total in the cart's currency (commerce
 * formatMoney through ui Price). Nothing is shown while a stored cart loads; without one, or with
 * no items, an empty state. Every change is confirmed in a polite status message.
 */
export function CartPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const basket = useBasket();
  const [announcement, setAnnouncement] = useState('');
  const link = useCartLink();
  const { search } = useLocation();
  const { sessionStorage } = useServices();
  useDocumentTitle(t('pages.cart.title'));

  // The gift card e-mail links to `cart?reward_code=…`: kept for this tab (session-only, SPEC §3)
  // so the checkout's gift card field starts with it. The app's arrival routine does the same
  // for any page; this covers the e-mail's own landing page on its own.
  useEffect(() => {
    storeRewardCode(search, sessionStorage);
  }, [search, sessionStorage]);

  const cart = basket.cart;
  const currency = cart ? currencyDisplay(cart.currency, locale) : null;
  const heading = (
    <>
      <PageHeading title={t('pages.cart.title')} />
      <CartLinkMessage status={link} />
    </>
  );
  const status = (
    <p role="status" className="ui-visually-hidden">
      {announcement}
    </p>
  );

  if (basket.loading) return heading;
  if (!cart || cart.items.length === 0 || !currency) {
    return (
      <>
        {heading}
        {status}
        <EmptyCart>{t('cart.empty.text')}</EmptyCart>
      </>
    );
  }

  return (
    <div className="cart-page">
      {heading}
      {status}
      <div className="cart-page__layout">
        <section className="cart-page__lines" aria-labelledby="cart-lines-title">
          <h2 id="cart-lines-title" className="ui-visually-hidden">
            {t('cart.items', { count: cart.item_count })}
          </h2>
          <ul className="cart-page__list" aria-label={t('cart.items', { count: cart.item_count })}>
            {cart.items.map((item) => (
              <li key={item.id}>
                <CartLineItem item={item} currency={currency} onAnnounce={setAnnouncement} />
              </li>
            ))}
          </ul>
          <Link to={pathIn(locale, 'all-perfumes')}>{t('cart.continue')}</Link>
        </section>
        <section className="cart-page__summary" aria-labelledby="cart-summary-title">
          <h2 id="cart-summary-title" className="cart-page__summary-title">
            {t('cart.summary.title')}
          </h2>
          <GiftWrap cart={cart} currency={currency} onAnnounce={setAnnouncement} />
          <PromoCode cart={cart} currency={currency} onAnnounce={setAnnouncement} />
          <DeliveryEstimate cart={cart} currency={currency} />
          <Totals cart={cart} currency={currency} />
          <CheckoutLink cart={cart} />
        </section>
      </div>
    </div>
  );
}

/** How a cart link's item went (see useCartLink): adding, added, or why not. */
function CartLinkMessage({ status }: { status: CartLinkStatus | null }) {
  const { t } = useTranslation();
  if (!status) return null;
  const kind = status.kind === 'adding' ? 'info' : status.kind === 'added' ? 'success' : 'error';
  return (
    <Alert kind={kind} className="cart-page__link">
      {status.kind === 'adding' ? t('cart.link.adding') : status.message}
    </Alert>
  );
}

interface LineProps {
  item: CartItem;
  currency: CurrencyDisplay;
  onAnnounce: (message: string) => void;
}

/**
 * One line. Quantity changes are sent one at a time, the latest wins: clicking + three times
 * quickly sends the first change, then the last one, not three overlapping requests. A refusal
 * (stock) puts the server's quantity back and says what is left.
 */
function CartLineItem({ item, currency, onAnnounce }: LineProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const basket = useBasket();
  const [quantity, setQuantityShown] = useState(item.quantity);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const latest = useRef(item);
  const wanted = useRef<number | null>(null);
  const sending = useRef(false);
  const messageId = useId();
  latest.current = item;

  useEffect(() => {
    if (!sending.current) setQuantityShown(item.quantity);
  }, [item.quantity]);

  async function change(next: number) {
    setQuantityShown(next);
    setMessage(null);
    wanted.current = next;
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    try {
      while (wanted.current !== null) {
        const target = wanted.current;
        wanted.current = null;
        const result = await basket.setQuantity(latest.current, target);
        if (result.ok) {
          latest.current = result.cart.items.find((line) => line.id === item.id) ?? latest.current;
          if (wanted.current === null)
            onAnnounce(t('cart.quantityChanged', { name: item.name, count: target }));
          continue;
        }
        wanted.current = null;
        setQuantityShown(latest.current.quantity);
        const left = stockLeft(result.failure);
        setMessage(
          result.failure.kind === 'offline'
            ? t('errors.offline')
            : result.failure.status === 409
              ? (stockMessage(result.failure) ??
                (left !== null ? t('cart.errors.stockLeft', { count: left }) : t('cart.errors.stock')))
              : t('cart.errors.generic'),
        );
      }
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    setMessage(null);
    const result = await basket.remove(item);
    if (result.ok) {
      onAnnounce(t('cart.removed', { name: item.name }));
      return;
    }
    setBusy(false);
    setMessage(result.failure.kind === 'offline' ? t('errors.offline') : t('cart.errors.generic'));
  }

  const image = item.product.images.find((candidate) => candidate.type === 'main') ?? item.product.images[0];
  const details = lineDetails(item.variant_values, locale.language);
  return (
    <CartLine
      name={item.name}
      href={productHref(locale, { type: item.product.type, slug: item.product.slug })}
      renderLink={routerLink}
      image={
        image
          ? { src: image.url, alt: image.alt || item.name, width: LINE_IMAGE_SIZE, height: LINE_IMAGE_SIZE }
          : null
      }
      details={details || undefined}
      badge={item.is_free_gift ? <Badge tone="gift">{t('cart.freeGift')}</Badge> : undefined}
      unitPrice={<Price amount={item.price} currency={currency} />}
      unitPriceLabel={t('cart.unitPrice')}
      total={<Price amount={item.total} currency={currency} />}
      totalLabel={t('cart.lineTotal')}
      quantity={
        item.is_free_gift ? undefined : (
          <QuantityStepper
            label={t('cart.quantityOf', { name: item.name })}
            hideLabel
            value={quantity}
            min={1}
            max={MAX_LINE_QUANTITY}
            onChange={(next) => void change(next)}
            decreaseLabel={t('cart.decrease', { name: item.name })}
            increaseLabel={t('cart.increase', { name: item.name })}
            describedBy={message ? messageId : undefined}
          />
        )
      }
      quantityText={item.is_free_gift ? t('cart.fixedQuantity', { count: item.quantity }) : undefined}
      removeLabel={item.is_free_gift ? undefined : t('cart.remove', { name: item.name })}
      onRemove={item.is_free_gift ? undefined : () => void remove()}
      busy={busy}
      message={
        message ? (
          <div id={messageId}>
            <Alert kind="error">{message}</Alert>
          </div>
        ) : undefined
      }
    />
  );
}

function PromoCode({
  cart,
  currency,
  onAnnounce,
}: {
  cart: Cart;
  currency: CurrencyDisplay;
  onAnnounce: (message: string) => void;
}) {
  const { t } = useTranslation();
  const { storage } = useServices();
  const basket = useBasket();
  const promoMessage = usePromoMessage();
  // The message stands in an alert under the row (the apply button sits beside the field).
  const fields = useFormFields(['code']);
  const error = fields.errors.code;
  const [success, setSuccess] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [initialCode] = useState(() => readStored(storage.getItem(STORAGE_KEYS.discountCode)) ?? '');

  async function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    setSuccess(null);
    if (!PROMO_CODE.test(code)) {
      fields.report({ code: code === '' ? t('cart.promo.errors.required') : t('cart.promo.errors.format') });
      return;
    }
    setPending(true);
    const result = await basket.applyCode(code);
    setPending(false);
    if (result.ok) {
      fields.reset();
      const applied = result.cart.promo?.code ?? code.toUpperCase();
      if (storage.getItem(STORAGE_KEYS.discountCode)) storage.removeItem(STORAGE_KEYS.discountCode);
      const message = t('cart.promo.applied', { code: applied });
      setSuccess(message);
      onAnnounce(message);
      return;
    }
    fields.report({ code: promoMessage(code, result) });
  }

  async function remove() {
    const code = cart.promo?.code ?? '';
    setPending(true);
    const result = await basket.removeCode();
    setPending(false);
    setSuccess(null);
    if (result.ok) {
      onAnnounce(t('cart.promo.removed', { code }));
      return;
    }
    const message = result.failure.kind === 'offline' ? t('errors.offline') : t('cart.errors.generic');
    fields.setError('code', message);
  }

  if (cart.promo) {
    return (
      <div className="cart-page__promo">
        {success ? (
          <Alert kind="success" live="none">
            {success}
          </Alert>
        ) : null}
        <p className="cart-page__promo-applied">
          {t('cart.promo.current', { code: cart.promo.code })}{' '}
          {cart.discount > 0 ? (
            <span>
              {t('cart.promo.saving')} <Price amount={cart.discount} currency={currency} />
            </span>
          ) : (
            <span>{t('cart.promo.notYet')}</span>
          )}
        </p>
        <Button variant="link" onClick={() => void remove()} aria-disabled={pending || undefined}>
          {t('cart.promo.remove', { code: cart.promo.code })}
        </Button>
      </div>
    );
  }

  return (
    <form className="cart-page__promo" noValidate onSubmit={apply} aria-label={t('cart.promo.form')}>
      <div className="cart-page__promo-row">
        <TextField
          {...fields.control('code')}
          label={t('cart.promo.label')}
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          defaultValue={initialCode}
        />
        <Button type="submit" variant="secondary" aria-disabled={pending || undefined}>
          {t('cart.promo.apply')}
        </Button>
      </div>
      {error ? (
        <div id={fields.errorId('code')}>
          <Alert kind="error">{error}</Alert>
        </div>
      ) : null}
    </form>
  );
}

/**
 * The delivery options and their prices, read-only: the method is chosen once, at the checkout's
 * delivery step (issue 23). SPEC §3 asks the cart to carry `shipping`, not to choose it: the
 * totals show the chosen method's price, or "Chosen at checkout" before.
 */
function DeliveryEstimate({ cart, currency }: { cart: Cart; currency: CurrencyDisplay }) {
  const { t } = useTranslation();
  const rules = useShippingRules();
  const options = rules.data ?? [];
  const titleId = useId();
  if (options.length === 0) return null;
  return (
    <section className="cart-page__delivery" aria-labelledby={titleId}>
      <h3 id={titleId} className="cart-page__delivery-title">
        {t('cart.delivery.options')}
      </h3>
      <ul className="cart-page__delivery-list">
        {options.map((rule) => {
          const free = rule.price === 0 || (rule.free_over !== null && cart.subtotal >= rule.free_over);
          return (
            <li key={rule.id} className="cart-page__delivery-option">
              <span>{rule.name}</span>
              <span>{free ? t('cart.summary.free') : <Price amount={rule.price} currency={currency} />}</span>
              {rule.min_days !== null && rule.max_days !== null ? (
                <span className="cart-page__delivery-days">
                  {deliveryDays(t, rule.min_days, rule.max_days)}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      <p className="cart-page__delivery-note">{t('cart.delivery.atCheckout')}</p>
    </section>
  );
}

function deliveryDays(t: TFunction, min: number, max: number): string {
  if (min !== max) return t('cart.delivery.days', { min, max });
  return t('cart.delivery.dayCount', { count: min });
}

function Totals({ cart, currency }: { cart: Cart; currency: CurrencyDisplay }) {
  const { t } = useTranslation();
  const rows: SummaryRow[] = [
    {
      id: 'subtotal',
      label: t('cart.summary.subtotal'),
      value: <Price amount={cart.subtotal} currency={currency} />,
    },
  ];
  if (cart.promo || cart.discount > 0) {
    rows.push({
      id: 'discount',
      kind: 'discount',
      label: cart.promo
        ? t('cart.summary.discountCode', { code: cart.promo.code })
        : t('cart.summary.discount'),
      value: <Price amount={-cart.discount} currency={currency} />,
    });
  }
  rows.push({
    id: 'shipping',
    label: t('cart.summary.shipping'),
    value:
      cart.shipping_rule_id === null ? (
        t('cart.summary.shippingLater')
      ) : cart.shipping === 0 ? (
        t('cart.summary.free')
      ) : (
        <Price amount={cart.shipping} currency={currency} />
      ),
  });
  rows.push({
    id: 'total',
    kind: 'total',
    label: t('cart.summary.total'),
    value: <Price amount={cart.total} currency={currency} />,
  });
  const tax = taxIncludedRow(cart.tax, currency, t);
  if (tax) rows.push(tax);
  return <SummaryTable caption={t('cart.summary.table')} hideCaption rows={rows} />;
}

/**
 * "Checkout": stock, prices and the code are re-checked first (precheckout). When something
 * changed the shopper sees what and stays to review; otherwise (or when the check cannot run) the
 * checkout opens, which checks again anyway.
 */
function CheckoutLink({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const precheckout = usePrecheckoutCart(cart.id);
  const [changes, setChanges] = useState<PrecheckoutChange[]>([]);
  const href = pathIn(locale, 'checkout');

  async function open(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (precheckout.isPending) return;
    try {
      const result = await precheckout.mutateAsync();
      if (!result.ok && result.changes.length > 0) {
        setChanges(result.changes);
        return;
      }
    } catch {
      // The checkout re-checks the cart itself.
    }
    navigate(href);
  }

  return (
    <div className="cart-page__checkout">
      <PrecheckoutChanges changes={changes} />
      <Link className={buttonClassName('primary', 'cart-page__checkout-link')} to={href} onClick={open}>
        {t('cart.checkout')}
      </Link>
    </div>
  );
}
