import type { SerializedRouterState } from '@atelier/app-shell/server-render';
import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from '@atelier/commerce/paths';
import type { SentTexts } from '../router/routes';

/**
 * What a server-rendered page carries for the browser to hydrate from (entry-server.tsx): the
 * react-query cache the route loaders filled, the text areas they loaded, and the router's loader
 * data. Route errors are plain objects (`__type: 'RouteErrorResponse'`, as React Router's own
 * hydration data spells them), turned back into error responses by the client.
 */
export interface ServerState {
  queries: DehydratedState;
  /** The texts the render used, whole areas: the browser hydrates without fetching them. */
  texts: SentTexts[];
  /** Ids of the routes the page matched (index paths such as `0-1-0-13`), to load lazy ones. */
  matches: string[];
  /** The country names the page shows, in its language (country-name's takeCountryNames). */
  countryNames: { language: Language; names: Record<string, string> };
  router: SerializedRouterState;
}
