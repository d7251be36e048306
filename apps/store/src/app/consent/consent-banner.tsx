import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Consent } from './consent';
import { ConsentCard } from './consent-card';
import { removeFirstPaintBanner } from './consent-first-paint-id';

/**
 * The consent question: a small card at the foot of the window, not a wall (the page stays usable
 * behind it). Reopened from the footer, it takes the focus so a keyboard user lands on it.
 */
export function ConsentBanner({ consent }: { consent: Consent }) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const region = useRef<HTMLElement>(null);
  const reopened = consent.choice() !== null;

  useEffect(() => {
    // This card now stands where the server's copy stood (same place, same look): drop the copy.
    removeFirstPaintBanner(document);
    if (reopened) region.current?.focus();
  }, [reopened]);

  return (
    <ConsentCard
      regionRef={region}
      titleId={titleId}
      textId={textId}
      onChoose={(choice) => consent.choose(choice)}
      texts={{
        title: t('consent.title'),
        text: t('consent.text'),
        accept: t('consent.accept'),
        decline: t('consent.decline'),
      }}
    />
  );
}

/** The banner for the consent controller's `show` (which lives outside React). */
export const bannerFor = (consent: Consent) => <ConsentBanner consent={consent} />;
