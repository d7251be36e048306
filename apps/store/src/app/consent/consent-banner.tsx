import { Button } from '@atelier/ui/button';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Consent } from './consent';
import './consent-banner.css';

/**
 * The consent question: a small card at the foot of the window, not a wall (the page stays usable
 * behind it). Declining is as easy as accepting (same buttons, same weight); reopened from the
 * footer, it takes the focus so a keyboard user lands on it.
 */
export function ConsentBanner({ consent }: { consent: Consent }) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const region = useRef<HTMLElement>(null);
  const reopened = consent.choice() !== null;

  useEffect(() => {
    if (reopened) region.current?.focus();
  }, [reopened]);

  return (
    <section
      ref={region}
      className="consent-banner"
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
    >
      <h2 id={titleId} className="consent-banner__title">
        {t('consent.title')}
      </h2>
      <p id={textId} className="consent-banner__text">
        {t('consent.text')}
      </p>
      <div className="consent-banner__actions">
        <Button variant="secondary" onClick={() => consent.choose('denied')}>
          {t('consent.decline')}
        </Button>
        <Button onClick={() => consent.choose('granted')}>{t('consent.accept')}</Button>
      </div>
    </section>
  );
}

/** The banner for the consent controller's `show` (which lives outside React). */
export const bannerFor = (consent: Consent) => <ConsentBanner consent={consent} />;
