import { useProduct, useProducts } from '@atelier/api/queries';
import type { Cart } from '@atelier/api/schema';
import { formatMoney, type CurrencyDisplay } from '@atelier/commerce/money';
import { Alert } from '@atelier/ui/alert';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBasket } from '../../components/cart/cart-provider';
import { GIFT_WRAP_LISTING, giftWrapRef } from './gift-wrap-query';

/**
 * "Add gift wrap": the shop's gift wrap product (type `gift_wrap`, found through
 * `GET /api/products/?type=gift_wrap`) as an ordinary cart line, added and removed with one
 * checkbox. The server prices it like any product; a shop without one shows nothing.
 */
export function GiftWrap({
  cart,
  currency,
  onAnnounce,
}: {
  cart: Cart;
  currency: CurrencyDisplay;
  onAnnounce: (message: string) => void;
}) {
  const { t } = useTranslation();
  const basket = useBasket();
  // Both fetched by the cart's loader before the page renders (route-loaders.ts), so the option
  // does not appear later and push the promo code and totals down.
  const listing = useProducts(GIFT_WRAP_LISTING);
  const summary = listing.data?.results[0];
  const product = useProduct(giftWrapRef(summary?.slug ?? ''), { queryConfig: { enabled: !!summary } });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const line = cart.items.find((item) => item.product.type === 'gift_wrap' && !item.is_free_gift);
  const wrap = product.data;
  if (!wrap) return null;
  const variant = wrap.variants[0] ?? null;

  async function toggle(on: boolean) {
    if (busy || !wrap) return;
    setBusy(true);
    setError(null);
    const result = on
      ? await basket.add({ product: wrap, variant, quantity: 1 })
      : line
        ? await basket.remove(line)
        : null;
    setBusy(false);
    if (!result) return;
    if (result.ok) onAnnounce(on ? t('gifts.wrap.added') : t('gifts.wrap.removed'));
    else setError(result.failure.kind === 'offline' ? t('errors.offline') : t('gifts.wrap.error'));
  }

  return (
    <div className="cart-page__gift-wrap">
      <label className="cart-page__gift-wrap-option">
        <input
          type="checkbox"
          checked={!!line}
          aria-disabled={busy || undefined}
          aria-describedby="cart-gift-wrap-text"
          onChange={(event) => void toggle(event.target.checked)}
        />{' '}
        {t('gifts.wrap.add', { price: formatMoney(variant?.price ?? wrap.price, currency) })}
      </label>
      <p id="cart-gift-wrap-text" className="cart-page__gift-wrap-text">
        {t('gifts.wrap.text')}
      </p>
      {error ? <Alert kind="error">{error}</Alert> : null}
    </div>
  );
}
