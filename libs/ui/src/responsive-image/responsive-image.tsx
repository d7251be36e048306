import type { ImgHTMLAttributes } from 'react';

/** Another file of the same picture, and its width in pixels (a `w` descriptor of srcset). */
export interface ImageSource {
  src: string;
  width: number;
}

export interface ResponsiveImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'srcSet' | 'loading' | 'fetchPriority'
> {
  src: string;
  /** What the picture shows; "" for a decorative one. */
  alt: string;
  /**
   * Intrinsic size (or just its ratio): the browser reserves the box before the file arrives, so
   * nothing below it moves. Leave out only when it is truly unknown (free CMS content).
   */
  width?: number;
  height?: number;
  /** Other widths of the same picture: the browser picks the smallest that fills the box. */
  sources?: readonly ImageSource[];
  /** How wide the picture is shown (the `sizes` attribute), e.g. "(min-width: 48rem) 25vw, 50vw". */
  sizes?: string;
  /**
   * The page's main picture, likely its Largest Contentful Paint: fetched at once and before other
   * images. Every other picture is lazy (fetched when it nears the viewport) and decoded off the
   * main thread.
   */
  priority?: boolean;
}

/**
 * An `<img>` that loads as a page needs it: lazy unless it is the page's main picture, with its
 * intrinsic size, and with `srcset`/`sizes` when the picture comes in several widths (the file
 * `src` names counts as one of them at `width`).
 */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sources,
  sizes,
  priority = false,
  ...rest
}: ResponsiveImageProps) {
  const widths = sources && sources.length > 0 ? [...sources] : null;
  if (widths && width && !widths.some((source) => source.src === src)) widths.push({ src, width });
  widths?.sort((a, b) => a.width - b.width);
  return (
    <img
      {...rest}
      src={src}
      alt={alt}
      width={width}
      height={height}
      srcSet={widths ? widths.map((source) => `${source.src} ${source.width}w`).join(', ') : undefined}
      sizes={widths ? (sizes ?? '100vw') : undefined}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
    />
  );
}
