import { createApiClient, createMemoryTokenStore } from '@atelier/api/client';
import { ApiClientProvider, createQueryClient } from '@atelier/api/queries';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { embedParamsOf, type EmbedParams } from './embed-params';
import { connectToHost, type FrameBridge } from './frame-bridge';
import type { EmbedWidget } from './protocol';

export interface WidgetContext {
  params: EmbedParams;
  /** The host page; null when the page is opened on its own (no parent declared). */
  bridge: FrameBridge | null;
  /** Opens the store (our origin) in a new tab. */
  openStore(url: string): void;
  /** Our origin, where the store is. */
  storeOrigin: string;
}

/**
 * Renders a widget page: the API client on our own origin (first-party inside the frame, no
 * tokens kept: third-party storage is blocked there), the bridge to the host, and the size reports.
 */
export function mountWidget(widget: EmbedWidget, render: (context: WidgetContext) => ReactNode): void {
  const params = embedParamsOf(location.search);
  const framed = window.parent !== window && params.parentOrigin !== null;
  const bridge = framed ? connectToHost({ widget, parentOrigin: params.parentOrigin as string }) : null;
  const api = createApiClient({
    baseUrl: '',
    locale: () => ({ country: params.country, language: params.lang, currency: null }),
    tokens: createMemoryTokenStore(),
  });
  const queryClient = createQueryClient();
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
          })}
        </ApiClientProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  // The whole document, body margins included, so the host's frame never needs a scrollbar.
  bridge?.observeHeight(document.documentElement);
  bridge?.send({ type: 'ready', widget });
}
