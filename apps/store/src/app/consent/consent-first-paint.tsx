import type { Language } from '@atelier/commerce/paths';
import { renderToStaticMarkup } from 'react-dom/server';
import { catalogues } from '../../i18n/all-catalogues';
import { ConsentCard } from './consent-card';
import { readConsent } from './consent-cookie';
import { FIRST_PAINT_BANNER_ID } from './consent-first-paint-id';

const markup = new Map<Language, string>();

/**
 * For the server (entry-server.tsx): the consent question as static HTML to put after the page's
 * root when the visitor has not answered (no `cookie_consent` in `cookieHeader`), else null. The
 * same card as the interactive banner (consent-card.tsx), which replaces it after hydration; until
 * then its buttons do what every button of a page still hydrating does: nothing.
 */
export function consentBannerHtml(language: Language, cookieHeader: string | undefined): string | null {
  if (readConsent(cookieHeader) !== null) return null;
  let html = markup.get(language);
  if (html === undefined) {
    html = renderToStaticMarkup(
      <ConsentCard
        id={FIRST_PAINT_BANNER_ID}
        titleId={`${FIRST_PAINT_BANNER_ID}-title`}
        textId={`${FIRST_PAINT_BANNER_ID}-text`}
        texts={catalogues[language].consent}
      />,
    );
    markup.set(language, html);
  }
  return html;
}
