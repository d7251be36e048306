import { classNames } from '../internal/class-names';
// The drawing is a file of its own (never inlined: an SVG `<use>` may not point into a data: URL),
// so the wordmark adds a few bytes of script, not its 13 KB of outlines, to every first load.
import wordmarkUrl from './wordmark.svg?no-inline';
import './wordmark.css';

/** The SVG's own viewBox (libs/ui/src/wordmark/wordmark.svg), so the box keeps the drawing's ratio. */
const VIEW_BOX = '-1 -73 992 75';

export interface WordmarkProps {
  /** The brand's name as the page's language writes it: the image's accessible name. */
  label: string;
  className?: string;
}

/**
 * The house's wordmark: "ATELIER SCENTS" in Playfair Display 500, tracked, as outlines (not text),
 * so it never changes face with the page's language or a missing font. Drawn in `currentColor`.
 */
export function Wordmark({ label, className }: WordmarkProps) {
  return (
    <svg className={classNames('ui-wordmark', className)} viewBox={VIEW_BOX} role="img" aria-label={label}>
      <use href={`${wordmarkUrl}#wordmark`} />
    </svg>
  );
}
