import { OFFLINE_MESSAGE } from '../client/offline-message';

/**
 * Why an admin call failed, for the console to act on (its own mapping, not the store's SPEC §8
 * catalogue: a 409 here is someone else's change, never "The email already exists").
 * - `offline`: no answer at all (status 0);
 * - `signed_out` (401): no or ended session — back to sign-in;
 * - `totp_required` (401 on sign-in): ask for the authenticator code;
 * - `role` (403): the member's role may not do this; `csrf` (403): reload the page;
 *   `password_change_required` (403): change the one-time password first;
 *   `forbidden`: any other 403;
 * - `version_conflict` (409 with `current`): someone else changed it — show theirs;
 *   `gift_card_voided` (409): a refund would put money back on a gift card staff voided;
 *   `conflict`: any other 409 (already exists, wrong state);
 * - `payment_provider_error` (502): the payment provider refused a refund or could not be
 *   reached, nothing changed; its reason is `fields.payment_provider`;
 * - `invalid` (400, see `fields`), `not_found` (404), `unprocessable` (422), `rate_limited` (429),
 *   `server` (5xx or an unreadable answer).
 */
export type AdminErrorCode =
  | 'offline'
  | 'signed_out'
  | 'totp_required'
  | 'role'
  | 'csrf'
  | 'password_change_required'
  | 'forbidden'
  | 'version_conflict'
  | 'conflict'
  | 'gift_card_voided'
  | 'payment_provider_error'
  | 'invalid'
  | 'not_found'
  | 'unprocessable'
  | 'rate_limited'
  | 'server';

export interface AdminSuccess<T> {
  ok: true;
  status: number;
  data: T;
}

export interface AdminFailure {
  ok: false;
  /** HTTP status; 0 when no answer came. */
  status: number;
  code: AdminErrorCode;
  /** The server's message (English); the console shows its own text per `code` where it has one. */
  message: string;
  /**
   * Per-field reasons of a 400 or 422, keyed by the field without its location prefix
   * (`email`, `shipping_address.phone`; `body.`, `query.`, `params.` removed).
   */
  fields: Record<string, string>;
  /** `version_conflict` only: the entity as it is now. */
  current?: unknown;
  /** Seconds to wait, from `Retry-After`, on `rate_limited`. */
  retryAfter?: number;
}

export type AdminResult<T> = AdminSuccess<T> | AdminFailure;

const SERVER_CODES = new Set<AdminErrorCode>([
  'totp_required',
  'role',
  'csrf',
  'password_change_required',
  'gift_card_voided',
  'payment_provider_error',
]);

function fieldsOf(body: Record<string, unknown>): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!Array.isArray(body.errors)) return fields;
  for (const entry of body.errors as unknown[]) {
    if (!entry || typeof entry !== 'object') continue;
    const { field, reason } = entry as { field?: unknown; reason?: unknown };
    if (typeof field !== 'string' || typeof reason !== 'string') continue;
    fields[field.replace(/^(body|query|params|headers)\./, '')] ??= reason;
  }
  return fields;
}

function codeOf(status: number, serverCode: string | undefined, hasCurrent: boolean): AdminErrorCode {
  if (serverCode && SERVER_CODES.has(serverCode as AdminErrorCode)) return serverCode as AdminErrorCode;
  if (status === 401) return 'signed_out';
  if (status === 403) return 'forbidden';
  if (status === 409)
    return serverCode === 'version_conflict' && hasCurrent ? 'version_conflict' : 'conflict';
  if (status === 400) return 'invalid';
  if (status === 404) return 'not_found';
  if (status === 422) return 'unprocessable';
  if (status === 429) return 'rate_limited';
  return 'server';
}

/** Maps one answer (or its absence) to the console's result. */
export function toAdminResult<T>(
  outcome: { status: number; body: unknown; retryAfter?: string | null } | { networkError: unknown },
): AdminResult<T> {
  if ('networkError' in outcome) {
    return { ok: false, status: 0, code: 'offline', message: OFFLINE_MESSAGE, fields: {} };
  }
  const { status, body } = outcome;
  if (status >= 200 && status < 300)
    return { ok: true, status, data: (status === 204 ? undefined : body) as T };
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const message =
    typeof record.message === 'string' && record.message
      ? record.message
      : `Request failed with status ${status}`;
  const serverCode = typeof record.code === 'string' ? record.code : undefined;
  const code = codeOf(status, serverCode, 'current' in record);
  const failure: AdminFailure = { ok: false, status, code, message, fields: fieldsOf(record) };
  if (code === 'version_conflict') failure.current = record.current;
  if (code === 'rate_limited' && outcome.retryAfter) {
    const seconds = Number(outcome.retryAfter);
    if (Number.isFinite(seconds) && seconds >= 0) failure.retryAfter = seconds;
  }
  return failure;
}
