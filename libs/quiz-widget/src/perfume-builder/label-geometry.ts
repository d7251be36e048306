import type { PerfumeSize } from '@atelier/commerce/enums';

/** A rectangle as fractions (0–1) of the box it is measured in. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Where things are on the builder's bottle pictures (`GET /api/products/bottle-images/`, the
 * 400 × 400 drawings in `apps/api/assets/bottles/`): the part of the picture the preview shows
 * (the bottle and its cap, so the label is drawn as large as the frame allows) and, in that part,
 * the white label of each size. Both sizes share the crop, so a 30 ml bottle looks smaller.
 * Redrawn pictures need these numbers measured again (the builder journey checks the fit).
 */
const CROP = { x: 100, y: 60, width: 200, height: 280 } as const;
const PICTURE = 400;
const LABELS: Record<PerfumeSize, { x: number; y: number; width: number; height: number }> = {
  '100ml': { x: 146, y: 213, width: 108, height: 44 },
  '30ml': { x: 166, y: 233, width: 68, height: 44 },
};

/** The shown part of the picture, as fractions of the whole picture. */
export const PREVIEW_CROP: Box = {
  x: CROP.x / PICTURE,
  y: CROP.y / PICTURE,
  width: CROP.width / PICTURE,
  height: CROP.height / PICTURE,
};

/** The label of a size, as fractions of the shown part, less a margin so text never touches its edge. */
export function labelArea(size: PerfumeSize): Box {
  const label = LABELS[size];
  const margin = 4;
  return {
    x: (label.x + margin - CROP.x) / CROP.width,
    y: (label.y + margin - CROP.y) / CROP.height,
    width: (label.width - 2 * margin) / CROP.width,
    height: (label.height - 2 * margin) / CROP.height,
  };
}

const percent = (fraction: number) => `${(fraction * 100).toFixed(3)}%`;

// Physical offsets on purpose: a picture is not mirrored in Arabic, so neither is what lies on it.

/** Inline style placing an element on `box` inside a positioned parent. */
export function boxStyle(box: Box) {
  return {
    left: percent(box.x),
    top: percent(box.y),
    width: percent(box.width),
    height: percent(box.height),
  };
}

/** Inline style showing `crop` of a square picture in a box of the crop's aspect ratio. */
export function cropStyle(crop: Box) {
  return {
    width: percent(1 / crop.width),
    left: percent(-crop.x / crop.width),
    top: percent(-crop.y / crop.height),
  };
}
