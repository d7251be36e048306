/**
 * The image pipeline's URLs, shared by the server (which widths and formats it makes) and the pages
 * (which it asks for). A picture under `/media/` is its source file; `?w=` asks for a width from
 * MEDIA_WIDTHS and `fm=` for a format (`auto`, the default, picks AVIF or WebP from the browser's
 * Accept header). The fixed list keeps anyone from making the server encode arbitrary sizes.
 */
export const MEDIA_WIDTHS = [160, 320, 480, 640, 800, 1024, 1280, 1600, 1920] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

export const MEDIA_FORMATS = ['avif', 'webp', 'jpeg', 'auto'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

/** Raster sources the pipeline resizes (SVGs and others are served as they are). */
const RESIZABLE = /^\/media\/[^?#]+\.(?:jpe?g|png|webp|avif)$/i;

/** True for a path on our own pipeline that comes in several widths and formats. */
export function isResizable(src: string): boolean {
  return RESIZABLE.test(src);
}

export function isMediaWidth(value: number): value is MediaWidth {
  return (MEDIA_WIDTHS as readonly number[]).includes(value);
}

/** The URL of one derivative: `/media/x.jpg?w=640&fm=webp`. Other URLs come back as they are. */
export function mediaUrl(src: string, width: MediaWidth, format: MediaFormat = 'auto'): string {
  if (!isResizable(src)) return src;
  return format === 'auto' ? `${src}?w=${width}` : `${src}?w=${width}&fm=${format}`;
}

/**
 * The widths worth offering for a picture `intrinsicWidth` pixels wide: every allowed width below
 * it, and the first at or above it (the server never enlarges, so larger ones would repeat it).
 */
export function mediaWidths(
  intrinsicWidth: number,
  max: number = MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]!,
): MediaWidth[] {
  const out: MediaWidth[] = [];
  for (const width of MEDIA_WIDTHS) {
    if (width > max) break;
    out.push(width);
    if (width >= intrinsicWidth) break;
  }
  return out;
}

/** A `srcset` of one format: `/media/x.jpg?w=320&fm=webp 320w, ...`, narrowest first. */
export function mediaSrcSet(src: string, widths: readonly MediaWidth[], format: MediaFormat): string {
  return widths.map((width) => `${mediaUrl(src, width, format)} ${width}w`).join(', ');
}
