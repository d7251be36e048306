import type { ApiFailure } from '@atelier/api/client';
import { getProduct } from '@atelier/api/queries';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { cartLinkOf, withoutCartLink, type CartLink } from '../../app/cart-links/cart-link';
import { inStockVariant } from '../../app/cart-links/in-stock-variant';
import { useServices } from '../../app/services/services-context';
import { failureOf, stockMessage } from '../../components/cart/cart-failures';
import { useBasket, type AddToCart } from '../../components/cart/cart-provider';
import { useSession } from '../../components/session/session-provider';

export type CartLinkStatus =
  { kind: 'adding' } | { kind: 'added'; message: string } | { kind: 'refused'; message: string };

/**
 * Handles a cart link (`cart?add=…` or `cart?item=…`, what a partner's embedded quiz or builder
 * opens in a new tab): adds its item to the shopper's cart once and says how it went.
 *
 * The link's parameters leave the URL (replace) as soon as it is taken up, so a reload or the back
 * button does not add the item again; a ref keyed by the history entry keeps React StrictMode's
 * second effect run from adding it twice. The link waits for a stored session to be restored, so
 * a member's item goes into the member's cart.
 */
export function useCartLink(): CartLinkStatus | null {
  const { t } = useTranslation();
  const { api } = useServices();
  const location = useLocation();
  const navigate = useNavigate();
  const basket = useBasket();
  const session = useSession();
  const [status, setStatus] = useState<CartLinkStatus | null>(null);
  const handled = useRef<string | null>(null);
  // The add of the moment (it follows the cart id), without re-running the effect when it changes.
  const add = useRef(basket.add);
  add.current = basket.add;

  const ready = session.status !== 'restoring' && !basket.loading;
  const { key, pathname, search, hash } = location;

  useEffect(() => {
    if (!ready || handled.current === key) return;
    const link = cartLinkOf(search);
    if (!link) return;
    handled.current = key;
    navigate({ pathname, search: withoutCartLink(search), hash }, { replace: true });

    const refused = (message: string) => setStatus({ kind: 'refused', message });
    const failed = (failure: ApiFailure) => {
      if (failure.kind === 'offline') return refused(t('errors.offline'));
      if (failure.status === 404) return refused(t('cart.link.unknown'));
      if (failure.status === 409) return refused(stockMessage(failure) ?? t('cart.link.unavailable'));
      if (failure.status === 400 || failure.status === 422) return refused(t('cart.link.invalid'));
      return refused(t('cart.link.failed'));
    };

    async function take(link: Exclude<CartLink, { kind: 'invalid' }>) {
      setStatus({ kind: 'adding' });
      const partnership = link.partnership ? { partnership: link.partnership } : {};
      let line: AddToCart;
      if (link.kind === 'add') {
        let product;
        try {
          product = await getProduct(api, { type: link.type, id: link.slug });
        } catch (error) {
          return failed(failureOf(error));
        }
        const choice = inStockVariant(product);
        if (!choice.ok) return refused(t('cart.link.soldOut', { name: product.name }));
        line = { product, variant: choice.variant, quantity: 1, ...partnership };
      } else {
        const { product_id, variant_id, quantity, customization } = link.request;
        // The link carries ids only; the server names and prices the line (and GA4 reads the line).
        line = {
          product: { id: product_id, item_feed_id: '', name: '', type: 'perfume_diy', price: 0 },
          variant: variant_id ? { id: variant_id, item_feed_id: '', name: '', price: 0 } : null,
          quantity,
          ...(customization ? { customization } : {}),
          ...partnership,
        };
      }
      const result = await add.current(line);
      if (!result.ok) return failed(result.failure);
      const name = result.cart.recent_item?.name ?? line.product.name;
      setStatus(
        name
          ? { kind: 'added', message: t('cart.link.added', { name }) }
          : { kind: 'added', message: t('cart.link.addedItem') },
      );
    }

    if (link.kind === 'invalid') refused(t('cart.link.invalid'));
    else void take(link);
  }, [api, hash, key, navigate, pathname, ready, search, t]);

  return status;
}
