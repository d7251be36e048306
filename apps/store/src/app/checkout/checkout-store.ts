import { STORAGE_KEYS } from '@atelier/commerce/enums';
import { useCallback, useSyncExternalStore } from 'react';
import { useServices } from '../services/services-context';
import { safeSet, type KeyValueStorage } from '../storage/storage';

/**
 * The checkout store (SPEC §4 "checkout store", key `checkoutStore`): what the shopper typed and the
 * current payment attempt, so a reload or the back button keeps both.
 *
 * It lives in sessionStorage, not localStorage: it holds an e-mail, a phone number and a home
 * address, which should not outlive the tab on a shared computer; a reload keeps it. (The 'keep'
 * logout variant keeps the key by name in localStorage, so moving it there later needs no
 * migration of the logout rule.) Card details are never stored.
 */

export interface AddressDraft {
  firstName: string;
  lastName: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  postalCode: string;
  phone: string;
}

/** One checkout attempt: the key names it to the server, the order id once it exists. */
export interface CheckoutAttempt {
  cartId: string;
  idempotencyKey: string;
  orderId: string | null;
}

export interface CheckoutState {
  contact: { email: string; phone: string };
  address: AddressDraft;
  attempt: CheckoutAttempt | null;
  /** Carts for which begin_checkout was sent (once per cart, reloads included). */
  begun: string[];
  /** The order's gift message (`gift_message`, at most 300 characters); '' for none. */
  giftMessage: string;
}

/** CreateOrderRequest's limit for `gift_message`. */
export const MAX_GIFT_MESSAGE = 300;

export const EMPTY_ADDRESS: AddressDraft = {
  firstName: '',
  lastName: '',
  line1: '',
  line2: '',
  city: '',
  state: '',
  postalCode: '',
  phone: '',
};

export const EMPTY_CHECKOUT: CheckoutState = {
  contact: { email: '', phone: '' },
  address: EMPTY_ADDRESS,
  attempt: null,
  begun: [],
  giftMessage: '',
};

const KEY = STORAGE_KEYS.checkoutStore;

function text(value: unknown): string {
  return typeof value === 'string' ? value.slice(0, 300) : '';
}

/** Reads whatever is stored, field by field: a stored value is user-controlled input. */
export function parseCheckoutState(raw: string | null): CheckoutState {
  if (!raw) return EMPTY_CHECKOUT;
  let data: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return EMPTY_CHECKOUT;
    data = parsed as Record<string, unknown>;
  } catch {
    return EMPTY_CHECKOUT;
  }
  const contact = (data.contact ?? {}) as Record<string, unknown>;
  const address = (data.address ?? {}) as Record<string, unknown>;
  const attempt = (data.attempt ?? null) as Record<string, unknown> | null;
  return {
    contact: { email: text(contact.email), phone: text(contact.phone) },
    address: Object.fromEntries(
      Object.keys(EMPTY_ADDRESS).map((field) => [field, text(address[field])]),
    ) as unknown as AddressDraft,
    attempt:
      attempt && typeof attempt.idempotencyKey === 'string' && typeof attempt.cartId === 'string'
        ? {
            cartId: attempt.cartId,
            idempotencyKey: attempt.idempotencyKey,
            orderId: typeof attempt.orderId === 'string' ? attempt.orderId : null,
          }
        : null,
    begun: Array.isArray(data.begun) ? data.begun.filter((id) => typeof id === 'string').slice(-10) : [],
    giftMessage: text(data.giftMessage).slice(0, MAX_GIFT_MESSAGE),
  };
}

export interface CheckoutStore {
  get(): CheckoutState;
  update(change: (state: CheckoutState) => CheckoutState): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

/** A store over `storage`, read once and written through on every change. */
export function createCheckoutStore(storage: KeyValueStorage): CheckoutStore {
  let state = parseCheckoutState(storage.getItem(KEY));
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    get: () => state,
    update(change) {
      state = change(state);
      safeSet(storage, KEY, JSON.stringify(state));
      emit();
    },
    clear() {
      state = EMPTY_CHECKOUT;
      try {
        storage.removeItem(KEY);
      } catch {
        // Nothing to do: the in-memory state is cleared.
      }
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

// One store per storage object (the app's sessionStorage service), shared by every component.
const stores = new WeakMap<KeyValueStorage, CheckoutStore>();

export function checkoutStoreFor(storage: KeyValueStorage): CheckoutStore {
  let store = stores.get(storage);
  if (!store) {
    store = createCheckoutStore(storage);
    stores.set(storage, store);
  }
  return store;
}

/** The checkout store of the app's sessionStorage and its current state. */
export function useCheckoutStore(): [CheckoutState, CheckoutStore] {
  const { sessionStorage } = useServices();
  const store = checkoutStoreFor(sessionStorage);
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  return [state, store];
}

/** A setter for one part of the state, for form fields. */
export function useCheckoutField<K extends 'contact' | 'address'>(part: K) {
  const [, store] = useCheckoutStore();
  return useCallback(
    (field: keyof CheckoutState[K], value: string) =>
      store.update((state) => ({ ...state, [part]: { ...state[part], [field]: value } })),
    [part, store],
  );
}
