import { useId, type ReactNode } from 'react';
import { classNames } from '../internal/class-names';
import { renderAnchor, type RenderLink } from '../internal/link';
import { ResponsiveImage } from '../responsive-image/responsive-image';
import './cart-line.css';

export interface CartLineImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface CartLineProps {
  name: string;
  /** The product page; without it the name is plain text. */
  href?: string;
  renderLink?: RenderLink;
  image?: CartLineImage | null;
  /** The chosen variant in words ("Size: 30ml"). */
  details?: ReactNode;
  /** A badge next to the name ("Free gift"). */
  badge?: ReactNode;
  /** Unit price, usually a `<Price>`, and its label ("Price"). */
  unitPrice: ReactNode;
  unitPriceLabel: string;
  /** Line total and its label ("Total"). */
  total: ReactNode;
  totalLabel: string;
  /** The quantity control; leave out for a line the shopper cannot change (a free gift). */
  quantity?: ReactNode;
  /** Fixed quantity shown as text when there is no control ("Qty 1"). */
  quantityText?: ReactNode;
  /** Name of the remove button: say which line ("Remove Amber Oud"). Omit to offer no removal. */
  removeLabel?: string;
  onRemove?: () => void;
  /** A message about this line (stock, an error), shown under it. */
  message?: ReactNode;
  /** While a change to this line is saved. */
  busy?: boolean;
  className?: string;
}

/**
 * One line of a cart: picture, name, variant, unit price, quantity, line total and removal. Named
 * by the product, so "Remove" and the quantity of each line can be told apart by their names.
 */
export function CartLine({
  name,
  href,
  renderLink = renderAnchor,
  image,
  details,
  badge,
  unitPrice,
  unitPriceLabel,
  total,
  totalLabel,
  quantity,
  quantityText,
  removeLabel,
  onRemove,
  message,
  busy = false,
  className,
}: CartLineProps) {
  const nameId = `cart-line-${useId()}`;
  return (
    <article
      className={classNames('ui-cart-line', busy ? 'ui-cart-line--busy' : null, className)}
      aria-labelledby={nameId}
      aria-busy={busy || undefined}
    >
      <div className="ui-cart-line__media">
        {image ? (
          <ResponsiveImage
            className="ui-cart-line__image"
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            // The thumbnail's column (cart-line.css): 5rem, 6rem on wider screens.
            sizes="6rem"
          />
        ) : null}
      </div>
      <div className="ui-cart-line__main">
        <h3 className="ui-cart-line__name" id={nameId}>
          {href ? renderLink({ href, className: 'ui-cart-line__link', children: name }) : name}
        </h3>
        {badge ? <div className="ui-cart-line__badge">{badge}</div> : null}
        {details ? <div className="ui-cart-line__details">{details}</div> : null}
        <dl className="ui-cart-line__prices">
          <div>
            <dt>{unitPriceLabel}</dt>
            <dd>{unitPrice}</dd>
          </div>
          <div>
            <dt>{totalLabel}</dt>
            <dd className="ui-cart-line__total">{total}</dd>
          </div>
        </dl>
      </div>
      <div className="ui-cart-line__actions">
        {quantity ?? (quantityText ? <p className="ui-cart-line__quantity-text">{quantityText}</p> : null)}
        {removeLabel && onRemove ? (
          <button type="button" className="ui-cart-line__remove" onClick={onRemove}>
            {removeLabel}
          </button>
        ) : null}
      </div>
      {message ? <div className="ui-cart-line__message">{message}</div> : null}
    </article>
  );
}
