import './wordmark.css';

export interface WordmarkProps {
  /** The brand's name as the page's language writes it: the image's accessible name. */
  label: string;
}

/**
 * The house's wordmark: "ATELIER SCENTS" in Playfair Display 500, tracked, as outlines (not text),
 * so it never changes face with the page's language or a missing font. The drawing is wordmark.svg,
 * referenced by the stylesheet (a mask painted in `currentColor`), so it adds no bytes of outlines or
 * URLs to any first-load script: the business landing's JavaScript is at its limit. Size it with
 * --wordmark-size on a parent.
 */
export function Wordmark({ label }: WordmarkProps) {
  return <span className="ui-wordmark" role="img" aria-label={label} />;
}
