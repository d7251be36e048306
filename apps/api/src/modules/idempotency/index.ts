/**
 * Idempotent creation by `Idempotency-Key` (orders, bookings, gift cards): the key is claimed in the
 * creation's own transaction, replays answer the stored response. Owns the `idempotency_keys` table.
 */
export { idempotentCreate } from './idempotent-create';
