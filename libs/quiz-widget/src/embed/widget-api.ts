import { createApiClient, createMemoryTokenStore, unwrap, type ApiClient } from '@atelier/api/client';
import { countriesQueryOptions, createQueryClient } from '@atelier/api/queries';
import type { CurrencyDisplay } from '@atelier/commerce/money';
import type { QueryClient } from '@tanstack/react-query';
import type { EmbedParams } from './embed-params';
import { tokensOfStoredTheme } from './partner-theme';
import type { ThemeMessage } from './protocol';

export interface WidgetApi {
  api: ApiClient;
  queryClient: QueryClient;
  /** The country's currency (`GET /api/countries/`); undefined when the country is unknown. */
  currency: CurrencyDisplay | undefined;
  /** The partnership's stored theme as the widget's tokens (`GET /api/partners/{partnership}/`). */
  theme: ThemeMessage['properties'];
}

/**
 * The widget page's API client, on our own origin (first-party inside the frame, no tokens kept:
 * third-party storage is blocked there), asking for prices in the currency of the page's
 * `country` (a vn frame shows dong, not the server's default SGD). The countries are asked for
 * before any widget call so no price is ever fetched in the wrong currency; if they cannot be
 * had, the server's default currency is used rather than showing nothing. The partner's stored
 * theme is asked for at the same time; without it the page keeps our own design.
 */
export async function createWidgetApi(params: EmbedParams, baseUrl = ''): Promise<WidgetApi> {
  let currencyCode: string | null = null;
  const api = createApiClient({
    baseUrl,
    locale: () => ({ country: params.country, language: params.lang, currency: currencyCode }),
    tokens: createMemoryTokenStore(),
  });
  const queryClient = createQueryClient();
  const [countries, theme] = await Promise.all([
    queryClient.fetchQuery(countriesQueryOptions(api)).catch(() => []),
    partnerTheme(api, params.partnership),
  ]);
  const country = countries.find((candidate) => candidate.code.toLowerCase() === params.country);
  if (!country) return { api, queryClient, currency: undefined, theme };
  currencyCode = country.currency.code.toLowerCase();
  const { code, symbol, is_left } = country.currency;
  return { api, queryClient, currency: { code, symbol, is_left }, theme };
}

async function partnerTheme(api: ApiClient, partnership: string | undefined) {
  if (!partnership) return {};
  try {
    const config = unwrap(
      await api.GET('/api/partners/{partnership}/', { params: { path: { partnership } } }),
    );
    return tokensOfStoredTheme(config.theme);
  } catch {
    return {};
  }
}
