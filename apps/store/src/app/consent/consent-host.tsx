import { useEffect, useState, type ReactNode } from 'react';
import { useServices } from '../services/services-context';

/**
 * Where the consent banner appears. Nothing on the server and in the first browser render (the
 * hydrated page matches the server's). After hydration the consent controller's chunk is fetched
 * (it applies a stored answer: consent mode, tag manager, campaign cookie) and shows the banner,
 * from a chunk of its own, only while the visitor has not answered or reopens it from the footer.
 */
export function ConsentHost() {
  const { consent } = useServices();
  const [banner, setBanner] = useState<ReactNode>(null);
  useEffect(() => {
    consent?.()
      .then((loaded) => loaded.show(setBanner))
      .catch(() => undefined);
  }, [consent]);
  return banner;
}
