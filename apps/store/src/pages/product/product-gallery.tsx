import type { ProductImage } from '@atelier/api/schema';
import { ResponsiveImage } from '@atelier/ui/responsive-image';
import { PRODUCT_IMAGE_HEIGHT, PRODUCT_IMAGE_WIDTH } from '../../components/product-grid/product-image-size';
import './product-gallery.css';

export interface ProductGalleryProps {
  images: readonly ProductImage[];
  /** The product's name: the alt text of a picture that has none. */
  name: string;
  /** The gallery's accessible name ("Pictures of Amber Oud"). */
  label: string;
}

/**
 * The product's pictures, main first. On a phone a strip that swipes one picture at a time (CSS
 * scroll snap: no script, and the browser's own momentum), the next one peeking in at the edge so
 * the strip reads as more; on wider screens the main picture large and the others two a row below.
 * The strip is a focusable region, so the keyboard can scroll it too.
 */
export function ProductGallery({ images, name, label }: ProductGalleryProps) {
  const ordered = [...images]
    .filter((image) => image.type !== 'thumbnail')
    .sort((a, b) => Number(b.type === 'main') - Number(a.type === 'main'));
  if (ordered.length === 0) return <div className="product-gallery__empty" />;
  return (
    <div className="product-gallery" role="region" aria-label={label} tabIndex={0}>
      <ul className="product-gallery__strip">
        {ordered.map((image, index) => (
          <li key={image.url} className="product-gallery__slide">
            <ResponsiveImage
              className="product-gallery__image"
              src={image.url}
              alt={image.alt || name}
              width={PRODUCT_IMAGE_WIDTH}
              height={PRODUCT_IMAGE_HEIGHT}
              sizes={index === 0 ? '(min-width: 48rem) 50vw, 88vw' : '(min-width: 48rem) 25vw, 88vw'}
              // The main picture is the page's largest: fetched first; the others when scrolled to.
              priority={index === 0}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
