import { useId, type ReactNode } from 'react';
import { classNames } from '../internal/class-names';
import { renderAnchor, type RenderLink } from '../internal/link';
import { ResponsiveImage } from '../responsive-image/responsive-image';
import './product-card.css';

export interface ProductCardImage {
  src: string;
  /** Describes the picture; the card's name is read separately, so do not repeat "image of". */
  alt: string;
  /**
   * Intrinsic size: with them the browser reserves the space before the file arrives. A picture of
   * the image pipeline comes in every width up to this one (srcset).
   */
  width: number;
  height: number;
  /** How wide the card's picture is shown; defaults to a grid of two columns, four on wide screens. */
  sizes?: string;
  /** The page's main picture (e.g. the first card of a listing without a picture above it). */
  priority?: boolean;
}

/** A card is half the viewport on phones and about a quarter from tablets up (product-grid). */
const CARD_SIZES = '(min-width: 48rem) 25vw, 50vw';

export interface ProductCardProps {
  name: string;
  /** The product page. The whole card is clickable; the name is the one link a reader meets. */
  href: string;
  image?: ProductCardImage | null;
  /** Usually a `<Price>`. */
  price: ReactNode;
  /** Badges under the picture ("Sold out", "Sale"). */
  badges?: ReactNode;
  /** Level of the name's heading inside the page outline (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** The app's router link; a plain `<a>` by default. */
  renderLink?: RenderLink;
  className?: string;
}

/**
 * A product in a grid: picture, name (a link to the product page), price and badges. The picture's
 * box has a fixed aspect ratio and the image is lazy with its intrinsic size, so cards never move
 * while images load. One link per card (the name), stretched over the card by CSS, so keyboard and
 * screen reader users meet one tab stop with a short name instead of a link around everything.
 */
export function ProductCard({
  name,
  href,
  image,
  price,
  badges,
  headingLevel = 3,
  renderLink = renderAnchor,
  className,
}: ProductCardProps) {
  const nameId = `product-card-${useId()}`;
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={classNames('ui-product-card', className)} aria-labelledby={nameId}>
      <div className="ui-product-card__media">
        {image ? (
          <ResponsiveImage
            className="ui-product-card__image"
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            sizes={image.sizes ?? CARD_SIZES}
            priority={image.priority}
          />
        ) : null}
      </div>
      <Heading className="ui-product-card__name" id={nameId}>
        {renderLink({ href, className: 'ui-product-card__link', children: name })}
      </Heading>
      <div className="ui-product-card__price">{price}</div>
      {badges ? <div className="ui-product-card__badges">{badges}</div> : null}
    </article>
  );
}
