import { safeSet, type KeyValueStorage } from '../../app/storage/storage';

/**
 * The booking attempt (sessionStorage `workshopBooking`), kept like the checkout store keeps its
 * payment attempt: the Idempotency-Key is made once per attempt and stored *before* the booking is
 * sent, so a double click, a retry after a lost answer or a reload of the form sends the same key
 * for the same request and the server answers the same booking instead of holding places twice.
 * The request is kept beside the key: a changed form is another request and needs a new key (the
 * server refuses a key reused with another body). Session-only, like the checkout store: it holds
 * the client's e-mail and phone.
 */
export const BOOKING_ATTEMPT_KEY = 'workshopBooking';

export interface BookingAttempt {
  idempotencyKey: string;
  /** The request body as sent (JSON), which the key names. */
  request: string;
}

export function readBookingAttempt(storage: KeyValueStorage): BookingAttempt | null {
  let raw: string | null;
  try {
    raw = storage.getItem(BOOKING_ATTEMPT_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const data: unknown = JSON.parse(raw);
    if (!data || typeof data !== 'object') return null;
    const { idempotencyKey, request } = data as Record<string, unknown>;
    return typeof idempotencyKey === 'string' && typeof request === 'string' && idempotencyKey.length <= 100
      ? { idempotencyKey, request }
      : null;
  } catch {
    return null;
  }
}

/** The attempt for this request: the kept one when it is the same request, else a new one (stored). */
export function attemptFor(storage: KeyValueStorage, request: string): BookingAttempt {
  const kept = readBookingAttempt(storage);
  if (kept && kept.request === request) return kept;
  const attempt = { idempotencyKey: crypto.randomUUID(), request };
  safeSet(storage, BOOKING_ATTEMPT_KEY, JSON.stringify(attempt));
  return attempt;
}

/** The attempt is over (booked, or refused so the next try is a new request). */
export function clearBookingAttempt(storage: KeyValueStorage): void {
  try {
    storage.removeItem(BOOKING_ATTEMPT_KEY);
  } catch {
    // Nothing to do: a new request makes a new key anyway.
  }
}
