/**
 * A product picture's intrinsic size in pixels: the rendered sources are 1200 × 1500 (portrait 4:5),
 * and the image pipeline offers every width up to that (srcset).
 */
export const PRODUCT_IMAGE_WIDTH = 1200;
export const PRODUCT_IMAGE_HEIGHT = 1500;
/** A square box's side for callers that crop to 1:1; prefer WIDTH × HEIGHT, the pictures' own ratio. */
export const PRODUCT_IMAGE_SIZE = PRODUCT_IMAGE_WIDTH;
