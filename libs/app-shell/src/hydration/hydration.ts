import {
  UNSAFE_ErrorResponseImpl as ErrorResponse,
  type HydrationState,
  type RouteObject,
} from 'react-router-dom';

/**
 * Loads the lazy routes the server rendered, given by their ids (index paths in the route table,
 * as React Router numbers them: cheaper than matching the URL again, which ranks the whole table),
 * so the router hydrates with their elements in place. The apps' lazy routes are functions.
 */
export async function resolveMatchedRoutes(routes: RouteObject[], ids: readonly string[]): Promise<void> {
  await Promise.all(
    ids.map(async (id) => {
      let level: RouteObject[] | undefined = routes;
      let route: RouteObject | undefined;
      for (const index of id.split('-')) level = (route = level?.[Number(index)])?.children;
      if (!route?.lazy) return;
      const module = await (route.lazy as () => Promise<object>)();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

/** A route error as the server's state block carries it (JSON: no class). */
export interface SerializedRouteError {
  status: number;
  statusText: string;
  data: unknown;
}

/**
 * The router's hydration data from the server's state block: the loader data as sent, and each
 * route error revived as React Router's error response (`isRouteErrorResponse` must hold again).
 */
export function hydrationDataFrom(
  router: Omit<HydrationState, 'errors'> & { errors?: Record<string, SerializedRouteError | null> | null },
): HydrationState {
  const { errors } = router;
  return {
    ...router,
    errors:
      errors &&
      Object.fromEntries(
        Object.entries(errors).map(([id, e]) => [id, e && new ErrorResponse(e.status, e.statusText, e.data)]),
      ),
  };
}

/** The id of the `<script type="application/json">` block the server fills (apps/api/src/web). */
export const SERVER_STATE_ELEMENT_ID = 'ssr-state';

/** The state block of a server-rendered page, or null when the page was rendered in the browser only. */
export function readServerState<State>(doc: Document): State | null {
  const text = doc.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as State;
  } catch {
    return null;
  }
}
