import type { Page } from 'playwright-core';

/**
 * What sticks out sideways on the page as laid out now: the document wider than the viewport, any
 * visible element reaching past the viewport's edges, and any element cut by an ancestor that hides
 * its overflow (a field or price clipped at a card's edge). Content inside a sideways scroller (the
 * product gallery's strip) is meant to scroll and is left out, as is visually hidden text and a
 * picture cropped by its frame (the builder's bottle): cropping a picture is art direction.
 */
export async function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > viewport) {
      problems.push(`the page is ${document.documentElement.scrollWidth}px wide in a ${viewport}px window`);
    }
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const classes = [...element.classList]
        .slice(0, 2)
        .map((name) => `.${name}`)
        .join('');
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${element.tagName.toLowerCase()}${id}${classes}> "${text}"`;
    };
    const scrollsSideways = (style: CSSStyleDeclaration) =>
      style.overflowX === 'auto' || style.overflowX === 'scroll';
    const clips = (style: CSSStyleDeclaration) => style.overflowX === 'hidden' || style.overflowX === 'clip';
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      // Not laid out, or visually hidden text (1 px, clipped): nothing a reader sees.
      if (box.width <= 1 || box.height <= 1) continue;
      if (getComputedStyle(element).visibility === 'hidden') continue;
      let clipper: Element | null = null;
      let scrolled = false;
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        const style = getComputedStyle(parent);
        // Inside a sideways scroller (meant to scroll) or a visually hidden box (a honeypot field).
        const frame = parent.getBoundingClientRect();
        if (scrollsSideways(style) || (clips(style) && (frame.width <= 1 || frame.height <= 1))) {
          scrolled = true;
          break;
        }
        if (!clipper && clips(style)) clipper = parent;
      }
      if (scrolled) continue;
      if (clipper && ['IMG', 'PICTURE', 'SVG', 'svg', 'CANVAS', 'VIDEO'].includes(element.tagName)) continue;
      if (box.right > viewport + 1 || box.left < -1) {
        problems.push(`${describe(element)} spans ${Math.round(box.left)}–${Math.round(box.right)}px`);
      } else if (clipper) {
        const edge = clipper.getBoundingClientRect();
        if (box.right > edge.right + 1 || box.left < edge.left - 1) {
          problems.push(`${describe(element)} is cut by ${describe(clipper)}`);
        }
      }
      if (problems.length >= 8) break;
    }
    return problems;
  });
}

/** The banner's height in CSS pixels. */
export async function headerHeight(page: Page): Promise<number> {
  const box = await page.getByRole('banner').first().boundingBox();
  if (!box) throw new Error('the page has no banner');
  return box.height;
}
