/**
 * The server's first-paint copy of the consent question (consent-first-paint.tsx) sits outside the
 * React root with this id. It shows the question from the first paint (before, the banner came
 * after hydration and its chunk, and was the largest text of short pages: Lighthouse's LCP waited
 * for all of the page's JavaScript). The interactive banner replaces it; an answer known to the
 * controller removes it.
 */
export const FIRST_PAINT_BANNER_ID = 'consent-first-paint';

export function removeFirstPaintBanner(doc: Pick<Document, 'getElementById'>): void {
  doc.getElementById(FIRST_PAINT_BANNER_ID)?.remove();
}
