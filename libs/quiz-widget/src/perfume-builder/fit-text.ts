import { useLayoutEffect, type RefObject } from 'react';

/** Font sizes the fit may choose between, in CSS pixels. */
const LARGEST = 28;
const SMALLEST = 2;
/** Below this, breaking a long word across lines reads better than shrinking it further. */
const READABLE = 8;

/**
 * Shrinks the text of `text` until it fits inside `box`, so a label of any length, script and
 * font stays on the bottle's label: wrapping between words first; a word too long for the label
 * at a readable size is then broken across lines instead of shrunk further. Measured by the
 * browser, not guessed per character (Chinese, Arabic and a script font differ too much). Runs
 * again when the box resizes, when a web font arrives, and whenever `deps` change.
 */
export function useFittedText(
  box: RefObject<HTMLElement | null>,
  text: RefObject<HTMLElement | null>,
  deps: readonly unknown[],
) {
  useLayoutEffect(() => {
    const outer = box.current;
    const inner = text.current;
    if (!outer || !inner) return;
    const range = document.createRange();
    range.selectNodeContents(inner);
    // The lines fit, and so do the glyphs' own boxes: accents stacked over Vietnamese capitals, a
    // script font's swashes and Arabic marks reach past a tight line height.
    const fits = () => {
      if (inner.scrollWidth > outer.clientWidth + 0.5 || inner.scrollHeight > outer.clientHeight + 0.5) {
        return false;
      }
      // (A document without layout, as in unit tests, has no boxes to compare.)
      if (typeof range.getBoundingClientRect !== 'function') return true;
      const glyphs = range.getBoundingClientRect();
      const label = outer.getBoundingClientRect();
      return (
        glyphs.top >= label.top - 0.5 &&
        glyphs.bottom <= label.bottom + 0.5 &&
        glyphs.left >= label.left - 0.5 &&
        glyphs.right <= label.right + 0.5
      );
    };
    // The largest size (to half a pixel) that fits: a binary search, a few layouts whatever the text.
    const largestFitting = () => {
      let low = SMALLEST;
      let high = Math.min(LARGEST, Math.max(SMALLEST, outer.clientHeight));
      inner.style.fontSize = `${high}px`;
      if (fits()) return high;
      while (high - low > 0.5) {
        const middle = (low + high) / 2;
        inner.style.fontSize = `${middle}px`;
        if (fits()) low = middle;
        else high = middle;
      }
      return low;
    };
    const fit = () => {
      inner.style.overflowWrap = 'normal';
      let size = largestFitting();
      if (size < READABLE) {
        inner.style.overflowWrap = 'anywhere';
        const broken = largestFitting();
        if (broken > size) size = broken;
        else inner.style.overflowWrap = 'normal';
      }
      inner.style.fontSize = `${size}px`;
    };
    fit();
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    resize?.observe(outer);
    const fonts = typeof document !== 'undefined' ? document.fonts : undefined;
    fonts?.addEventListener?.('loadingdone', fit);
    return () => {
      resize?.disconnect();
      fonts?.removeEventListener?.('loadingdone', fit);
    };
    // The caller names what changes the text (its words, font and the label it sits on).
  }, deps);
}
