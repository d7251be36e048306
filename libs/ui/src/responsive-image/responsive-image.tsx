import { isResizable, MEDIA_WIDTHS } from '@atelier/commerce/media';
import type { ImgHTMLAttributes } from 'react';

export interface ResponsiveImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'srcSet' | 'loading' | 'fetchPriority'
> {
  /**
   * The picture. A source of our image pipeline (`/media/….jpg|png|webp|avif`) is offered at every
   * width the pipeline makes up to its own (`srcset`); the server answers each in the best format
   * the browser's Accept header names (AVIF, WebP, else JPEG). Other pictures are used as they are.
   */
  src: string;
  /** What the picture shows; "" for a decorative one. */
  alt: string;
  /**
   * Intrinsic size (or just its ratio): the browser reserves the box before the file arrives, so
   * nothing below it moves. Leave out only when it is truly unknown (free CMS content).
   */
  width?: number;
  height?: number;
  /** How wide the picture is shown (the `sizes` attribute), e.g. "(min-width: 48rem) 25vw, 50vw". */
  sizes?: string;
  /** The widest derivative worth offering (e.g. 480 for a thumbnail); the pipeline's widest by default. */
  maxWidth?: number;
  /**
   * The page's main picture, likely its Largest Contentful Paint: fetched at once and before other
   * images. The server-rendered page preloads it from its head: React preloads a non-lazy `<img>`
   * with its `imagesrcset` and `imagesizes`. Every other picture is lazy and decoded off the main
   * thread.
   */
  priority?: boolean;
}

/**
 * An `<img>` that loads as a page needs it: lazy unless it is the page's main picture, with its
 * intrinsic size, and for a pipeline source a `srcset` of its widths (`@atelier/commerce/media`)
 * with the `sizes` it is shown at.
 */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes = '100vw',
  maxWidth,
  priority = false,
  ...rest
}: ResponsiveImageProps) {
  // The pipeline's widths up to the first that covers the picture (it never enlarges), each asked
  // for as `?w=` (the format by Accept): `mediaWidths` and `mediaUrl` of @atelier/commerce/media,
  // inlined to keep this first-load component small.
  const intrinsic = width ?? 1600;
  const widths = isResizable(src)
    ? MEDIA_WIDTHS.filter((w, i) => w <= (maxWidth ?? w) && (i === 0 || MEDIA_WIDTHS[i - 1]! < intrinsic))
    : null;
  return (
    <img
      {...rest}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      sizes={widths ? sizes : undefined}
      srcSet={widths?.map((w) => `${src}?w=${w} ${w}w`).join(', ')}
      src={widths ? `${src}?w=${widths.filter((w) => w <= 800).pop() ?? 160}` : src}
      alt={alt}
      width={width}
      height={height}
    />
  );
}
