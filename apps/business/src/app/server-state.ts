import type { SerializedRouterState } from '@atelier/app-shell/server-render';
import type { Language } from '@atelier/commerce/paths';
import type { DehydratedState } from '@tanstack/react-query';

/**
 * What a server-rendered business page carries to hydrate from (entry-server.tsx), in the
 * `#ssr-state` block (apps/api/src/web/server-render.ts): the query cache the loaders filled, the
 * texts they loaded (the browser hydrates without fetching them), the router's loader data (route errors as plain objects, as
 * the store's), the matched route ids and the country names shown.
 */
export interface BusinessServerState {
  queries: DehydratedState;
  texts: { language: Language; texts: object }[];
  matches: string[];
  countryNames: { language: Language; names: Record<string, string> };
  router: SerializedRouterState;
}
