/** The side of a product's square picture, in pixels, on its page and in grids (the files are 600 × 600). */
export const PRODUCT_IMAGE_SIZE = 600;
