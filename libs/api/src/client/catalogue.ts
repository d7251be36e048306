/**
 * The error catalogue of SPEC §8 as pure functions: one place maps an HTTP outcome (status + parsed
 * body, or a network failure) to the result the UI shows. No fetch, no React, no clock: the server's
 * tests and the UI can both rely on it.
 *
 * | outcome                       | result                                                                  |
 * |-------------------------------|-------------------------------------------------------------------------|
 * | network failure               | {ok:false, kind:'offline', offline:true, status:0, OFFLINE_MESSAGE}     |
 * | 204                           | {ok:true, status:204, data:undefined}                                   |
 * | other 2xx                     | {ok:true, status, data: body}                                           |
 * | 404                           | {ok:false, kind:'not-found', status:404, message: server's message}     |
 * | 409                           | {ok:false, kind:'conflict', status:409, message: EMAIL_EXISTS_MESSAGE}  |
 * | anything else                 | {ok:false, kind:'error', status, message: server's message} + reported  |
 */

import { OFFLINE_MESSAGE } from './offline-message';

export { OFFLINE_MESSAGE };
export const EMAIL_EXISTS_MESSAGE = 'The email already exists';

export interface FieldError {
  field: string;
  reason: string;
}

export interface ApiSuccess<T> {
  ok: true;
  status: number;
  data: T;
}

export type ApiFailureKind = 'offline' | 'conflict' | 'not-found' | 'error';

export interface ApiFailure {
  ok: false;
  kind: ApiFailureKind;
  /** HTTP status; 0 when the request never got a response. */
  status: number;
  /** What to show the shopper. */
  message: string;
  /** Per-field problems from the server's `Error.errors`. */
  errors?: FieldError[];
  /** Only on network failure. */
  offline?: true;
  /**
   * The server's own message when the catalogue replaced it: a 409 always reads
   * "The email already exists" (SPEC §8), so callers whose 409 is about something else
   * (stock, an already-paid order) can show this instead.
   */
  serverMessage?: string;
}

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

/** What happened to one HTTP call. */
export type HttpOutcome = { status: number; body: unknown } | { networkError: unknown };

/** The parts of the API's `Error` body the catalogue uses; tolerant of non-JSON or foreign bodies. */
export function readErrorBody(body: unknown): { message?: string; errors?: FieldError[]; email?: string } {
  if (!body || typeof body !== 'object') {
    return typeof body === 'string' && body.trim() && body.length <= 300 && !body.trimStart().startsWith('<')
      ? { message: body.trim() }
      : {};
  }
  const record = body as Record<string, unknown>;
  const out: { message?: string; errors?: FieldError[]; email?: string } = {};
  if (typeof record.message === 'string' && record.message) out.message = record.message;
  if (Array.isArray(record.errors)) {
    out.errors = record.errors.filter(
      (e): e is FieldError =>
        !!e &&
        typeof e === 'object' &&
        typeof (e as FieldError).field === 'string' &&
        typeof (e as FieldError).reason === 'string',
    );
  }
  if (typeof record.email === 'string') out.email = record.email;
  return out;
}

export function fallbackMessage(status: number): string {
  return `Request failed with status ${status}`;
}

/** SPEC §8, first helper. */
export function toApiResult<T>(outcome: HttpOutcome): ApiResult<T> {
  if ('networkError' in outcome) {
    return { ok: false, kind: 'offline', status: 0, offline: true, message: OFFLINE_MESSAGE };
  }
  const { status, body } = outcome;
  if (status >= 200 && status < 300) {
    return { ok: true, status, data: (status === 204 ? undefined : body) as T };
  }
  const parsed = readErrorBody(body);
  const serverMessage = parsed.message ?? fallbackMessage(status);
  const errors = parsed.errors?.length ? { errors: parsed.errors } : {};
  if (status === 409) {
    return { ok: false, kind: 'conflict', status, message: EMAIL_EXISTS_MESSAGE, serverMessage, ...errors };
  }
  if (status === 404) {
    return { ok: false, kind: 'not-found', status, message: serverMessage, ...errors };
  }
  return { ok: false, kind: 'error', status, message: serverMessage, ...errors };
}

/** Whether a result goes to the error-reporting service ("other failures" of SPEC §8). */
export function shouldReport(result: ApiResult<unknown>): result is ApiFailure {
  return !result.ok && result.kind === 'error';
}

export type EmailFlagResult<T> =
  | { error: false; status: number; data: T }
  | { error: true; status: number; email: string | undefined; message: string; offline?: true };

/**
 * SPEC §8, second helper (newsletter, back-in-stock): a non-success response returns an error flag
 * with the email from the response body (`{email}`), falling back to the e-mail that was submitted.
 */
export function toEmailFlagResult<T>(outcome: HttpOutcome, submittedEmail?: string): EmailFlagResult<T> {
  const result = toApiResult<T>(outcome);
  if (result.ok) return { error: false, status: result.status, data: result.data };
  const email =
    'networkError' in outcome ? submittedEmail : (readErrorBody(outcome.body).email ?? submittedEmail);
  return {
    error: true,
    status: result.status,
    email,
    message: result.message,
    ...(result.offline ? { offline: true as const } : {}),
  };
}
