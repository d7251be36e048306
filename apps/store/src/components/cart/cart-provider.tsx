import { ApiError, type ApiFailure } from '@atelier/api/client';
import {
  addCartItem,
  cacheCart,
  cartKeys,
  getCart,
  useApplyPromoCode,
  useCart,
  useCreateCart,
  useRemoveCartItem,
  useRemovePromoCode,
  useTransferCart,
  useUpdateCart,
  useUpdateCartItem,
  useUserCarts,
} from '@atelier/api/queries';
import type { Cart, CartItem, PerfumeCustomization, Product, ProductVariant } from '@atelier/api/schema';
import { addToCartEvent, applyCouponEvent, removeFromCartEvent } from '@atelier/commerce/analytics';
import { STORAGE_KEYS } from '@atelier/commerce/enums';
import { readStored } from '@atelier/commerce/validation';
import { keepPreviousData } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import {
  cartItemAnalyticsItem,
  cartMoney,
  productAnalyticsItem,
  pushEcommerce,
} from '../../app/analytics/ecommerce';
import { useServices } from '../../app/services/services-context';
import { safeSet } from '../../app/storage/storage';
import { useSession } from '../session/session-provider';
import { useToasts } from '../toasts/toast-provider';
import { failureOf, isFinalPromoReason, promoReason, type PromoReason } from './cart-failures';
import { usePromoMessage } from './promo-message';
import { useHydrated } from '../../app/hydration/use-hydrated';

export type CartActionResult = { ok: true; cart: Cart } | { ok: false; failure: ApiFailure };
export type PromoResult = { ok: true; cart: Cart } | { ok: false; failure: ApiFailure; reason: PromoReason };

export interface AddToCart {
  product: Pick<Product, 'id' | 'item_feed_id' | 'name' | 'type' | 'price'>;
  variant: Pick<ProductVariant, 'id' | 'item_feed_id' | 'name' | 'price'> | null;
  quantity: number;
  /** A bespoke perfume's choices (perfume builder); the server prices them. */
  customization?: PerfumeCustomization;
  /** The partner whose embedded widget sent the shopper (a cart link), sent with GA4 add_to_cart. */
  partnership?: string;
}

export interface Basket {
  /** The stored basket id (SPEC §3 `basketId`), null before the first add. */
  basketId: string | null;
  /** The cart in the page's locale, once loaded. */
  cart: Cart | null;
  /** A basket id is known but its cart has not arrived yet. */
  loading: boolean;
  /** Units in the cart; kept from the previous locale while the cart is re-read in a new one. */
  itemCount: number;
  /** Adds a product, creating the cart on the first add. */
  add(line: AddToCart): Promise<CartActionResult>;
  setQuantity(item: CartItem, quantity: number): Promise<CartActionResult>;
  remove(item: CartItem): Promise<CartActionResult>;
  applyCode(code: string): Promise<PromoResult>;
  removeCode(): Promise<CartActionResult>;
  chooseShipping(ruleId: number | null): Promise<CartActionResult>;
}

const BasketContext = createContext<Basket | null>(null);

/** How long a cart the server answered counts as current (reloads and new locales read it again). */
const CART_STALE_MS = 60_000;

/** Statuses of `GET /api/carts/{id}/` that mean the stored id is no use to this visitor any more. */
const GONE_STATUSES = new Set([401, 403, 404]);

function isGone(error: unknown): boolean {
  return error instanceof ApiError && GONE_STATUSES.has(error.status);
}

/**
 * The shopper's cart, shared by the header's mini cart, product pages and the cart page.
 *
 * - The basket id lives in localStorage (`basketId`), so the cart survives reloads; the cart is
 *   read in the page's locale (names and prices follow the language and currency), so a language
 *   switch re-reads the same cart.
 * - A stored id the server no longer lets us read (merged, ordered, another member's: 403/404) is
 *   forgotten; the next add starts a new cart. A member's cart seen as a guest (401, after
 *   logout) is only set aside: logout keeps the basket id (SPEC §4).
 * - After login, a guest cart is merged into the member's (`POST /api/carts/{id}/transfer/`) and
 *   the member's cart id is stored; a member without a stored cart gets their latest cart back.
 *   After logout the member's cart is no longer shown.
 * - A `discount_code` from the arrival URL (stored as `discountCode`) is applied once a cart
 *   exists; a code that can never apply is dropped, one short of its minimum spend is tried again
 *   when the cart changes.
 * - GA4 add_to_cart / remove_from_cart / apply_coupon are sent from here (values in SGD).
 */
export function CartProvider({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { api, queryClient, storage, analytics } = useServices();
  const session = useSession();
  const toasts = useToasts();
  const promoMessage = usePromoMessage();
  const [basketId, setBasketIdState] = useState<string | null>(() =>
    readStored(storage.getItem(STORAGE_KEYS.basketId)),
  );

  const setBasketId = useCallback(
    (id: string | null) => {
      if (id) safeSet(storage, STORAGE_KEYS.basketId, id);
      else storage.removeItem(STORAGE_KEYS.basketId);
      setBasketIdState(id);
    },
    [storage],
  );

  // A member's cart that a guest may not read (401) is set aside, not forgotten: logout keeps the
  // basket id (SPEC §4) and logging in again reads it with the token.
  const [blocked, setBlocked] = useState<string | null>(null);
  const activeId = basketId && basketId !== blocked ? basketId : null;
  const query = useCart(activeId ?? undefined, {
    queryConfig: {
      placeholderData: keepPreviousData,
      // Every change goes through this provider and stores the cart the server answered, so a
      // cart just cached is not read again when it becomes the current one (a new basket id).
      staleTime: CART_STALE_MS,
      retry: (count, error) => !isGone(error) && count < 2,
    },
  });
  const cart = query.data && !query.isPlaceholderData && query.data.id === activeId ? query.data : null;

  // A cart we may no longer read: forget it (the next add creates a new one), or set it aside.
  const gone = useRef(new Set<string>());
  useEffect(() => {
    if (!activeId || !query.isError || !isGone(query.error)) return;
    if ((query.error as ApiError).status === 401) {
      setBlocked(activeId);
    } else {
      gone.current.add(activeId);
      setBasketId(null);
    }
  }, [activeId, query.isError, query.error, setBasketId]);

  const member = session.status === 'member' ? session.user : null;

  // A member without a stored cart gets their most recent cart back (another device, after logout).
  const memberCarts = useUserCarts(member && !activeId ? member.id : undefined);
  useEffect(() => {
    // Most recent first; one that turned out to be gone (ordered since the list was read) is skipped.
    const latest = memberCarts.data?.find((candidate) => !gone.current.has(candidate.id));
    if (!member || activeId || !latest) return;
    cacheCart(queryClient, api, latest);
    setBasketId(latest.id);
  }, [activeId, api, member, memberCarts.data, queryClient, setBasketId]);

  // After login: merge the guest cart into the member's and use the member's cart from then on.
  const transfer = useTransferCart();
  const transferred = useRef(new Set<string>());
  useEffect(() => {
    if (!member || !activeId || !cart || cart.user_id !== null || transferred.current.has(activeId)) return;
    transferred.current.add(activeId);
    transfer.mutateAsync(activeId).then(
      ({ cart: merged, changes }) => {
        setBasketId(merged.id);
        for (const change of changes) toasts.warning(change.message);
      },
      (error: unknown) => {
        if (!isGone(error)) return;
        gone.current.add(activeId);
        setBasketId(null);
      },
    );
  }, [activeId, cart, member, setBasketId, toasts, transfer]);

  // Login and logout change what the stored id may read. After logout it is the member's cart,
  // which a guest may not see: set aside at once (kept in storage, SPEC §4). After login a cart set
  // aside earlier is read again, with the token.
  const previousStatus = useRef(session.status);
  useEffect(() => {
    const before = previousStatus.current;
    previousStatus.current = session.status;
    if (before === session.status || session.status === 'restoring') return;
    const stored = readStored(storage.getItem(STORAGE_KEYS.basketId));
    if (before === 'member') {
      setBlocked(stored);
      queryClient.removeQueries({ queryKey: cartKeys.all });
    } else {
      setBlocked(null);
    }
    setBasketIdState(stored);
  }, [queryClient, session.status, storage]);

  const createCart = useCreateCart();
  const updateItem = useUpdateCartItem(activeId ?? '');
  const removeItem = useRemoveCartItem(activeId ?? '');
  const updateCart = useUpdateCart(activeId ?? '');
  const applyPromo = useApplyPromoCode(activeId ?? '');
  const removePromo = useRemovePromoCode(activeId ?? '');

  const add = useCallback<Basket['add']>(
    async ({ product, variant, quantity, customization, partnership }) => {
      const body = {
        product_id: product.id,
        variant_id: variant?.id ?? null,
        quantity,
        ...(customization ? { customization } : {}),
      };
      let id = activeId;
      try {
        if (id) {
          try {
            return done(await addCartItem(api, id, body));
          } catch (error) {
            // A 404 is a withdrawn product or a cart that is gone (merged, ordered): only the
            // second is worth a new cart.
            if (!(error instanceof ApiError && error.status === 404)) throw error;
            const stillThere = await getCart(api, id).then(
              () => true,
              (reason: unknown) => !isGone(reason),
            );
            if (stillThere) throw error;
          }
        }
        const created = await createCart.mutateAsync();
        id = created.id;
        setBlocked(null);
        try {
          return done(await addCartItem(api, id, body));
        } finally {
          setBasketId(id);
        }
      } catch (error) {
        return { ok: false, failure: failureOf(error) };
      }

      function done(next: Cart): CartActionResult {
        cacheCart(queryClient, api, next);
        // A cart link's item names only ids: the cart's own line names and prices it.
        const line =
          next.recent_item ??
          next.items.find((item) => !item.is_free_gift && variant && item.variant_id === variant.id);
        pushEcommerce(analytics, () => {
          const event = addToCartEvent(cartMoney(next), [
            line ? cartItemAnalyticsItem(line, quantity) : productAnalyticsItem(product, variant, quantity),
          ]);
          return partnership ? { ...event, partnership } : event;
        });
        return { ok: true, cart: next };
      }
    },
    [activeId, analytics, api, createCart, queryClient, setBasketId],
  );

  const setQuantity = useCallback<Basket['setQuantity']>(
    async (item, quantity) => {
      try {
        const next = await updateItem.mutateAsync({ itemId: item.id, quantity });
        const delta = quantity - item.quantity;
        const line = next.items.find((candidate) => candidate.id === item.id) ?? item;
        if (delta !== 0) {
          pushEcommerce(analytics, () =>
            (delta > 0 ? addToCartEvent : removeFromCartEvent)(cartMoney(next), [
              cartItemAnalyticsItem(line, Math.abs(delta)),
            ]),
          );
        }
        return { ok: true, cart: next };
      } catch (error) {
        return { ok: false, failure: failureOf(error) };
      }
    },
    [analytics, updateItem],
  );

  const remove = useCallback<Basket['remove']>(
    async (item) => {
      try {
        const next = await removeItem.mutateAsync(item.id);
        pushEcommerce(analytics, () => removeFromCartEvent(cartMoney(next), [cartItemAnalyticsItem(item)]));
        return { ok: true, cart: next };
      } catch (error) {
        return { ok: false, failure: failureOf(error) };
      }
    },
    [analytics, removeItem],
  );

  const applyCode = useCallback<Basket['applyCode']>(
    async (code) => {
      try {
        const next = await applyPromo.mutateAsync(code);
        analytics.push(applyCouponEvent(next.promo?.code ?? code));
        return { ok: true, cart: next };
      } catch (error) {
        const failure = failureOf(error);
        return { ok: false, failure, reason: promoReason(failure) };
      }
    },
    [analytics, applyPromo],
  );

  const removeCode = useCallback<Basket['removeCode']>(async () => {
    try {
      return { ok: true, cart: await removePromo.mutateAsync() };
    } catch (error) {
      return { ok: false, failure: failureOf(error) };
    }
  }, [removePromo]);

  const chooseShipping = useCallback<Basket['chooseShipping']>(
    async (ruleId) => {
      try {
        return { ok: true, cart: await updateCart.mutateAsync({ shipping_rule_id: ruleId }) };
      } catch (error) {
        return { ok: false, failure: failureOf(error) };
      }
    },
    [updateCart],
  );

  // The arrival's discount_code (SPEC §2), once a cart exists. Each code is tried once per cart
  // contents, so a code short of its minimum spend is tried again when the subtotal changes.
  const attempts = useRef(new Set<string>());
  useEffect(() => {
    const code = readStored(storage.getItem(STORAGE_KEYS.discountCode));
    if (!code || !cart || !activeId) return;
    if (cart.promo?.code.toUpperCase() === code.toUpperCase()) {
      storage.removeItem(STORAGE_KEYS.discountCode);
      return;
    }
    if (cart.promo) return;
    const attempt = `${activeId}:${code}:${cart.subtotal}`;
    if (attempts.current.has(attempt)) return;
    attempts.current.add(attempt);
    void applyCode(code).then((result) => {
      if (result.ok) {
        storage.removeItem(STORAGE_KEYS.discountCode);
        toasts.success(t('cart.promo.autoApplied', { code: result.cart.promo?.code ?? code }));
      } else if (isFinalPromoReason(result.reason)) {
        storage.removeItem(STORAGE_KEYS.discountCode);
        toasts.warning(promoMessage(code, result));
      }
    });
  }, [activeId, applyCode, cart, promoMessage, storage, t, toasts]);

  const hydrated = useHydrated();
  const value = useMemo<Basket>(
    () => ({
      basketId: activeId,
      cart,
      // Unknown on the server (the basket id is in the shopper's storage): loading there and in the
      // first render that hydrates it, so the page never flashes an empty cart.
      loading: !hydrated || (activeId !== null && !cart && !query.isError),
      itemCount: activeId ? (query.data?.item_count ?? 0) : 0,
      add,
      setQuantity,
      remove,
      applyCode,
      removeCode,
      chooseShipping,
    }),
    [
      activeId,
      add,
      applyCode,
      cart,
      chooseShipping,
      hydrated,
      query.data?.item_count,
      query.isError,
      remove,
      removeCode,
      setQuantity,
    ],
  );
  return <BasketContext.Provider value={value}>{children}</BasketContext.Provider>;
}

export function useBasket(): Basket {
  const basket = useContext(BasketContext);
  if (!basket) throw new Error('useBasket: render inside <CartProvider>');
  return basket;
}
