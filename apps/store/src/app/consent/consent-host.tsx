import { useEffect, useState, type ReactNode } from 'react';
import { useServices } from '../services/services-context';
import { removeFirstPaintBanner } from './consent-first-paint-id';
// The card's look is in the first load: the server's first-paint copy of the question needs it.
import './consent-banner.css';

/**
 * Where the consent banner appears. Nothing on the server and in the first browser render (the
 * hydrated page matches the server's); a visitor who has not answered already sees the server's
 * static copy of the question (consent-first-paint.tsx). After hydration the consent controller's
 * chunk is fetched (it applies a stored answer: consent mode, tag manager, campaign cookie) and
 * shows the interactive banner, from a chunk of its own, in the copy's place, only while the
 * visitor has not answered or reopens it from the footer.
 */
export function ConsentHost() {
  const { consent } = useServices();
  const [banner, setBanner] = useState<ReactNode>(null);
  useEffect(() => {
    consent?.()
      .then((loaded) =>
        loaded.show((next) => {
          // No question to ask (answered): the server's copy goes too.
          if (next === null) removeFirstPaintBanner(document);
          setBanner(next);
        }),
      )
      .catch(() => undefined);
  }, [consent]);
  return banner;
}
