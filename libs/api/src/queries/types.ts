import type { ResolvedLocale } from '../client/locale';

/**
 * The locale part of a query key. Responses depend on Accept-Country/-Language/-Currency (names,
 * prices), so the same resource in another locale is another cache entry.
 */
export type LocaleKey = ResolvedLocale;

/** Extra react-query options for a hook, bulletproof-react style (key and fetcher stay ours). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type QueryConfig<T extends (...args: any[]) => unknown> = Omit<ReturnType<T>, 'queryKey' | 'queryFn'>;

/** Options every fetcher takes (react-query passes its AbortSignal). */
export interface FetchOptions {
  signal?: AbortSignal;
}
