import type { SerializedRouteError } from '@atelier/app-shell/hydration';
import type { Language } from '@atelier/commerce/paths';
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router-dom';

/**
 * What a server-rendered business page carries to hydrate from (entry-server.tsx), in the
 * `#ssr-state` block (apps/api/src/web/server-render.ts): the query cache the loaders filled, the
 * languages whose texts they loaded, the router's loader data (route errors as plain objects), the
 * matched route ids and the country names shown.
 */
export interface BusinessServerState {
  queries: DehydratedState;
  texts: Language[];
  matches: string[];
  countryNames: { language: Language; names: Record<string, string> };
  router: Omit<HydrationState, 'errors'> & {
    errors: Record<string, SerializedRouteError | null> | null;
  };
}
