import type { ProductSummary } from '@atelier/api/schema';
import { Badge } from '@atelier/ui/badge';
import { Price } from '@atelier/ui/price';
import { ProductCard, type RenderLink } from '@atelier/ui/product-card';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { productHref } from '../../app/catalogue/catalogue-routes';
import { useLocale } from '../../app/locale/locale-context';
import { currencyDisplay } from '../../app/money/currency-display';
import './product-grid.css';

/** Product pictures are portrait 4:5; the size lets the browser reserve the box before they load. */
import { PRODUCT_IMAGE_HEIGHT, PRODUCT_IMAGE_SIZE, PRODUCT_IMAGE_WIDTH } from './product-image-size';

export { PRODUCT_IMAGE_HEIGHT, PRODUCT_IMAGE_SIZE, PRODUCT_IMAGE_WIDTH };

export const routerLink: RenderLink = ({ href, className, children }) => (
  <Link to={href} className={className}>
    {children}
  </Link>
);

/** One product of a listing: picture, name linking to its page, price in the visitor's currency, badges. */
export function StoreProductCard({
  product,
  headingLevel,
  priority,
}: {
  product: ProductSummary;
  headingLevel?: 2 | 3 | 4;
  /** Its picture is one of the page's first (loaded at once, high priority). */
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const currency = currencyDisplay(product.currency, locale);
  const onSale = product.compare_at_price !== null && product.compare_at_price > product.price;
  return (
    <ProductCard
      name={product.name}
      href={productHref(locale, product)}
      renderLink={routerLink}
      headingLevel={headingLevel}
      image={
        product.image
          ? {
              src: product.image,
              alt: product.name,
              width: PRODUCT_IMAGE_WIDTH,
              height: PRODUCT_IMAGE_HEIGHT,
              priority,
            }
          : null
      }
      price={
        currency ? (
          <Price
            amount={product.price}
            originalAmount={onSale ? (product.compare_at_price ?? undefined) : undefined}
            currency={currency}
            originalLabel={t('products.was')}
            currentLabel={t('products.now')}
          />
        ) : null
      }
      badges={
        !product.in_stock || onSale ? (
          <>
            {product.in_stock ? null : <Badge tone="sold-out">{t('products.outOfStock')}</Badge>}
            {onSale ? <Badge tone="sale">{t('products.sale')}</Badge> : null}
          </>
        ) : null
      }
    />
  );
}

/** A grid of product cards as a list (screen readers announce how many). */
export function ProductGrid({
  products,
  label,
  headingLevel,
  leadImages = 0,
}: {
  products: readonly ProductSummary[];
  /** Name of the list, e.g. "Products" or the section's heading. */
  label?: string;
  headingLevel?: 2 | 3 | 4;
  /**
   * How many of the first cards' pictures are the page's main ones: a listing's first row on a
   * phone (two) is on the first screen, and lazy loading would wait for layout to find them (its
   * Largest Contentful Paint came a round trip late). The rest stay lazy.
   */
  leadImages?: number;
}) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id} className="product-grid__item">
          <StoreProductCard product={product} headingLevel={headingLevel} priority={index < leadImages} />
        </li>
      ))}
    </ul>
  );
}
