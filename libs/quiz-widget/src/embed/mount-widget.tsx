import { ApiClientProvider } from '@atelier/api/queries';
import '@atelier/ui/tokens.css';
import '@atelier/ui/base.css';
import '@atelier/ui/fonts.css';
import './widget-page.css';
import type { CurrencyDisplay } from '@atelier/commerce/money';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { embedParamsOf, type EmbedParams } from './embed-params';
import { connectToHost, type FrameBridge } from './frame-bridge';
import type { EmbedWidget } from './protocol';
import { applyStoredTheme } from './partner-theme';
import { createWidgetApi } from './widget-api';

export interface WidgetContext {
  params: EmbedParams;
  /** The host page; null when the page is opened on its own (no parent declared). */
  bridge: FrameBridge | null;
  /** Opens the store (our origin) in a new tab. */
  openStore(url: string): void;
  /** Our origin, where the store is. */
  storeOrigin: string;
  /** The currency of `params.country` (its own symbol); undefined when the server does not know it. */
  currency: CurrencyDisplay | undefined;
}

/**
 * Renders a widget page: the API client on our own origin in the country's currency
 * (`createWidgetApi`), the bridge to the host, and the size reports.
 */
export async function mountWidget(
  widget: EmbedWidget,
  render: (context: WidgetContext) => ReactNode,
): Promise<void> {
  const params = embedParamsOf(location.search);
  const framed = window.parent !== window && params.parentOrigin !== null;
  // Connected first so the host's theme is on its way while the countries load.
  const bridge = framed ? connectToHost({ widget, parentOrigin: params.parentOrigin as string }) : null;
  const { api, queryClient, currency, theme } = await createWidgetApi(params);
  // Before the first render, so the partner's colours show from the start; the element's
  // attributes (the host's theme message) override them.
  applyStoredTheme(theme);
  const container = document.getElementById('root') as HTMLElement;
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={api}>
          {render({
            params,
            bridge,
            openStore: (url) => window.open(url, '_blank', 'noopener'),
            storeOrigin: location.origin,
            currency,
          })}
        </ApiClientProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  // The whole document, body margins included, so the host's frame never needs a scrollbar.
  bridge?.observeHeight(document.documentElement);
  bridge?.send({ type: 'ready', widget });
}
