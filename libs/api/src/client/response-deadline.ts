import { PAYMENT_RESPONSE_DEADLINE_MS, READ_RESPONSE_DEADLINE_MS, RESPONSE_DEADLINE_MS } from './deadlines';

export { PAYMENT_RESPONSE_DEADLINE_MS, READ_RESPONSE_DEADLINE_MS, RESPONSE_DEADLINE_MS };

const PAYMENT_PATHS = [/\/api\/orders\/[^/]+\/pay\/$/, /\/api\/bookings\/[^/]+\/pay\/$/, /\/api\/verify\/$/];

/** The deadline of one request, by what it does. */
export function responseDeadlineOf(method: string, url: string): number {
  const verb = method.toUpperCase();
  if (verb === 'GET' || verb === 'HEAD') return READ_RESPONSE_DEADLINE_MS;
  const path = new URL(url, 'http://localhost').pathname;
  return verb === 'POST' && PAYMENT_PATHS.some((pattern) => pattern.test(path))
    ? PAYMENT_RESPONSE_DEADLINE_MS
    : RESPONSE_DEADLINE_MS;
}

/** Why a request was ended by us rather than by its caller. */
export class NoAnswerError extends Error {
  override name = 'NoAnswerError';
}

/** Something that says when the browser goes offline (a window); absent on the server. */
export interface OfflineEvents {
  addEventListener(type: 'offline', listener: () => void): void;
  removeEventListener(type: 'offline', listener: () => void): void;
}

export interface DeadlineOptions {
  /** The deadline of a request; `responseDeadlineOf` by default. */
  deadlineOf?: (request: Request) => number;
  /** The browser's window: its `offline` event ends every call in flight. */
  events?: OfflineEvents | null;
}

/**
 * Wraps a fetch so a request without an answer by its deadline, or in flight when the browser goes
 * offline, is aborted and rejects with `NoAnswerError` (the client maps it to offline). The caller's
 * own abort still rejects with its `AbortError`.
 */
export function withResponseDeadline(
  fetch: (request: Request) => Promise<Response>,
  {
    deadlineOf = (request) => responseDeadlineOf(request.method, request.url),
    events = null,
  }: DeadlineOptions = {},
): (request: Request) => Promise<Response> {
  return async (request) => {
    const ours = new AbortController();
    let ended: NoAnswerError | null = null;
    const end = (reason: string) => {
      ended ??= new NoAnswerError(reason);
      ours.abort(ended);
    };
    const timer = setTimeout(() => end('No answer in time'), deadlineOf(request));
    const offline = () => end('The browser went offline');
    events?.addEventListener('offline', offline);
    const signal = request.signal ? AbortSignal.any([request.signal, ours.signal]) : ours.signal;
    // Rejects on our abort even when the underlying fetch ignores signals (a test double).
    const abandoned = new Promise<never>((_, reject) =>
      ours.signal.addEventListener('abort', () => reject(ended), { once: true }),
    );
    try {
      return await Promise.race([fetch(new Request(request, { signal })), abandoned]);
    } catch (error) {
      if (ended && !request.signal?.aborted) throw ended;
      throw error;
    } finally {
      clearTimeout(timer);
      events?.removeEventListener('offline', offline);
    }
  };
}
