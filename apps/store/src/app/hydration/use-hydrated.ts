import { whenHydrated } from '@atelier/app-shell/hydration';
import { startTransition, useEffect, useState } from 'react';

/** True while the page comes from the server: its render there, and the browser's hydration of it. */
let fromServer = false;

/** Called by the server render and by the browser before it hydrates a server-rendered page. */
export function renderingFromServer(): void {
  fromServer = true;
}

/**
 * False on the server and during the browser's first render of a server-rendered page, true from
 * then on (and always on a page rendered in the browser only). What belongs to one shopper (the cart
 * in their localStorage) is unknown on the server, which renders it as loading; the hydrating render
 * must match that markup. It fills in once every part of the page has hydrated (`whenHydrated`),
 * as a transition: an update reaching a part React has not hydrated yet would make React hydrate
 * that part at once, in one blocking task.
 */
export function useHydrated(): boolean {
  const [done, setDone] = useState(!fromServer);
  useEffect(() => {
    let mounted = true;
    void whenHydrated().then(() => {
      fromServer = false;
      if (mounted) startTransition(() => setDone(true));
    });
    return () => {
      mounted = false;
    };
  }, []);
  return done;
}
