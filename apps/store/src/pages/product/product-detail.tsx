import { MAX_LINE_QUANTITY } from '@atelier/commerce/cart';
import { BASE_CURRENCY } from '@atelier/commerce/exchange';
import { ApiError } from '@atelier/api/client';
import { useExchangeRates, useProduct, type ProductRefParams } from '@atelier/api/queries';
import type { Product, ProductVariant } from '@atelier/api/schema';
import { viewItemEvent } from '@atelier/commerce/analytics';
import { parsePath } from '@atelier/commerce/paths';
import { Alert } from '@atelier/ui/alert';
import { Badge } from '@atelier/ui/badge';
import { Button } from '@atelier/ui/button';
import { FilterGroup } from '@atelier/ui/filter-group';
import { Price } from '@atelier/ui/price';
import { QuantityStepper } from '@atelier/ui/quantity-stepper';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { productAnalyticsItem, pushEcommerce } from '../../app/analytics/ecommerce';
import { productSegments } from '../../app/catalogue/catalogue-routes';
import { useLocale } from '../../app/locale/locale-context';
import { pathIn } from '../../app/locale/route-locale';
import { currencyDisplay } from '../../app/money/currency-display';
import { useServices } from '../../app/services/services-context';
import { stockLeft, stockMessage } from '../../components/cart/cart-failures';
import { useBasket } from '../../components/cart/cart-provider';
import { useDocumentTitle } from '../../components/document-head/document-head';
import { useSession } from '../../components/session/session-provider';
import { NotFoundContent } from '../not-found/not-found-content';
import { NotifyMeForm } from './notify-me-form';
import { ProductGallery } from './product-gallery';
import { bundleOf, BUNDLE_TYPES, scentNotesOf } from './product-extras';
import { ProductJsonLd } from './product-json-ld';
import './product-page.css';

/** Below the fold and fetched in the browser: its code (the product grid) loads after the page's. */
const RelatedItems = lazy(() =>
  import('./related-items').then((module) => ({ default: module.RelatedItems })),
);

/** Members only, once their session is known: a guest's first load carries none of it. */
const WishlistToggle = lazy(() =>
  import('../../components/wishlist-toggle/wishlist-toggle').then((module) => ({
    default: module.WishlistToggle,
  })),
);

/** Most a shopper can put in the cart at once (the contract's limit per line). */
/** From this many left, the page says how few. */
const LOW_STOCK = 5;

/**
 * One product (`GET /api/products/get/?type=&id=`), prefetched by the route loader. Nothing is
 * shown while it loads; an unknown product is the not-found page.
 */
export function ProductDetail({ productRef }: { productRef: ProductRefParams }) {
  const { t } = useTranslation();
  const query = useProduct(productRef, { queryConfig: { retryOnMount: false } });
  if (query.isPending) return null;
  if (query.data) return <ProductView key={query.data.id} product={query.data} />;
  // 400: the link's id cannot be a product at all (the server refuses its form) — as unknown as a 404.
  if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400)) {
    return <NotFoundContent reason="page" />;
  }
  return (
    <Alert kind="error" title={t('product.loadFailed.title')}>
      {t('product.loadFailed.text')}
    </Alert>
  );
}

function defaultVariant(product: Product): ProductVariant | null {
  return product.variants.find((variant) => variant.stock > 0) ?? product.variants[0] ?? null;
}

type AddState =
  | { kind: 'idle' }
  | { kind: 'adding' }
  | { kind: 'added'; name: string; quantity: number }
  | { kind: 'failed'; message: string };

export function ProductView({ product }: { product: Product }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { config, analytics } = useServices();
  const basket = useBasket();
  const member = useSession().status === 'member';
  const { pathname } = useLocation();
  const [variantId, setVariantId] = useState(() => defaultVariant(product)?.id ?? null);
  const [quantity, setQuantity] = useState(1);
  const [addState, setAddState] = useState<AddState>({ kind: 'idle' });
  const stockNoteId = useId();
  useDocumentTitle(product.name);

  const variant = product.variants.find((candidate) => candidate.id === variantId) ?? null;
  const currency = currencyDisplay(product.currency, locale);
  const price = variant?.price ?? product.price;
  const compareAt = variant ? variant.compare_at_price : product.compare_at_price;
  const stock = variant ? variant.stock : product.stock;
  const inStock = product.in_stock && stock > 0;
  const maxQuantity = Math.max(1, Math.min(stock, MAX_LINE_QUANTITY));
  const sized = product.variants.length > 0 && product.variants.every((candidate) => candidate.size !== null);
  const notes = scentNotesOf(product);
  const bundle = bundleOf(product);
  const families = product.tags.filter((tag) => tag.group === 'scent_family');

  // GA4 view_item once per product shown, in SGD (SPEC §9); other currencies wait for their rate.
  const rates = useExchangeRates({ queryConfig: { enabled: product.currency !== BASE_CURRENCY } });
  const viewed = useRef(false);
  useEffect(() => {
    if (viewed.current) return;
    const rate =
      product.currency === BASE_CURRENCY
        ? null
        : rates.data?.find((entry) => entry.currency === product.currency)?.rate;
    if (product.currency !== BASE_CURRENCY && rate === undefined) return;
    viewed.current = true;
    pushEcommerce(analytics, () =>
      viewItemEvent({ currency: product.currency, exchangeRate: rate }, [
        productAnalyticsItem(product, defaultVariant(product)),
      ]),
    );
  }, [analytics, product, rates.data]);

  async function addToCart() {
    if (addState.kind === 'adding') return;
    setAddState({ kind: 'adding' });
    const result = await basket.add({ product, variant, quantity });
    if (result.ok) {
      setAddState({
        kind: 'added',
        name: variant ? `${product.name} (${variant.name})` : product.name,
        quantity,
      });
      setQuantity(1);
      return;
    }
    const { failure } = result;
    const left = stockLeft(failure);
    setAddState({
      kind: 'failed',
      message:
        failure.kind === 'offline'
          ? t('errors.offline')
          : failure.status === 409
            ? (stockMessage(failure) ??
              (left !== null ? t('product.errors.stockLeft', { count: left }) : t('product.errors.stock')))
            : failure.status === 404
              ? t('product.errors.gone')
              : t('product.errors.generic'),
    });
  }

  const canonicalPath = pathIn(locale, ...canonicalSegments(product, pathname));
  return (
    <article className="product-page" aria-labelledby="product-title">
      <ProductJsonLd
        product={product}
        variant={variant}
        url={`${config.publicOrigin}${canonicalPath}`}
        origin={config.publicOrigin}
        brand={t('brand')}
      />
      <div className="product-page__main">
        <ProductGallery
          images={product.images}
          name={product.name}
          label={t('product.gallery', { name: product.name })}
        />

        <div className="product-page__info">
          <h1 id="product-title" className="product-page__title">
            {product.name}
          </h1>
          <p className="product-page__price">
            {currency ? (
              <Price
                amount={price}
                originalAmount={compareAt !== null && compareAt > price ? compareAt : undefined}
                currency={currency}
                originalLabel={t('products.was')}
                currentLabel={t('products.now')}
              />
            ) : null}
            {compareAt !== null && compareAt > price ? <Badge tone="sale">{t('products.sale')}</Badge> : null}
          </p>
          <p className="product-page__stock" id={stockNoteId}>
            {!inStock ? (
              <Badge tone="sold-out">{t('products.outOfStock')}</Badge>
            ) : stock <= LOW_STOCK ? (
              t('product.lowStock', { count: stock })
            ) : (
              t('product.inStock')
            )}
          </p>

          {product.variants.length > 1 ? (
            <FilterGroup
              type="radio"
              appearance="chips"
              legend={sized ? t('product.size') : t('product.option')}
              name="variant"
              options={product.variants.map((candidate) => ({
                value: String(candidate.id),
                label:
                  candidate.stock > 0
                    ? candidate.name
                    : t('product.variantSoldOut', { name: candidate.name }),
              }))}
              value={variantId === null ? '' : String(variantId)}
              onChange={(value) => {
                setVariantId(Number(value));
                setQuantity(1);
                setAddState({ kind: 'idle' });
              }}
            />
          ) : variant ? (
            <p className="product-page__variant">
              {sized ? t('product.size') : t('product.option')}: {variant.name}
            </p>
          ) : null}

          {inStock ? null : (
            <NotifyMeForm key={variantId ?? 'product'} productId={product.id} variantId={variantId} />
          )}
          {/* On phones this stays at the bottom of the screen while the product is read. */}
          <div className={inStock ? 'product-page__purchase' : undefined}>
            {inStock ? (
              <div className="product-page__buy">
                <QuantityStepper
                  label={t('product.quantity')}
                  value={Math.min(quantity, maxQuantity)}
                  max={maxQuantity}
                  onChange={setQuantity}
                  decreaseLabel={t('product.decrease')}
                  increaseLabel={t('product.increase')}
                  describedBy={stockNoteId}
                />
                <Button
                  className="product-page__add"
                  onClick={addToCart}
                  aria-disabled={addState.kind === 'adding' ? true : undefined}
                >
                  {t('product.addToCart')}
                </Button>
              </div>
            ) : null}
            <div role="status" className="product-page__added">
              {addState.kind === 'adding' ? (
                <span className="ui-visually-hidden">{t('product.adding')}</span>
              ) : null}
              {addState.kind === 'added' ? (
                <Alert kind="success" live="none">
                  {t('product.added', { name: addState.name, count: addState.quantity })}{' '}
                  <Link to={pathIn(locale, 'cart')}>{t('product.viewCart')}</Link>
                </Alert>
              ) : null}
            </div>
            {addState.kind === 'failed' ? <Alert kind="error">{addState.message}</Alert> : null}
          </div>
          {member ? (
            <Suspense fallback={null}>
              <WishlistToggle productId={product.id} />
            </Suspense>
          ) : null}

          <div className="product-page__description">
            {product.description
              .split(/\n\s*\n/)
              .map((paragraph) => paragraph.trim())
              .filter(Boolean)
              .map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
          </div>

          {notes ? (
            <section className="product-page__notes" aria-labelledby="product-notes">
              <h2 id="product-notes">{t('product.notes.title')}</h2>
              <dl>
                {(['top', 'heart', 'base'] as const).map((level) =>
                  notes[level] ? (
                    <div key={level}>
                      <dt>{t(`product.notes.${level}`)}</dt>
                      <dd>{notes[level]}</dd>
                    </div>
                  ) : null,
                )}
              </dl>
            </section>
          ) : null}

          {families.length > 0 ? (
            <p className="product-page__families">
              {t('product.family')}:{' '}
              {families.map((tag, index) => (
                <span key={tag.id}>
                  {index > 0 ? ', ' : null}
                  <Link to={pathIn(locale, 'products', 'family', tag.slug)}>{tag.name}</Link>
                </span>
              ))}
            </p>
          ) : null}

          {bundle.length > 0 || BUNDLE_TYPES.has(product.type) ? (
            <section className="product-page__bundle" aria-labelledby="product-bundle">
              <h2 id="product-bundle">{t('product.bundle.title')}</h2>
              {bundle.length > 0 ? (
                <ul>
                  {bundle.map((part, index) => (
                    <li key={index}>
                      {t('product.bundle.part', {
                        name: part.variant ? `${part.name} ${part.variant}` : part.name,
                        count: part.quantity,
                      })}
                    </li>
                  ))}
                </ul>
              ) : (
                <p>{t('product.bundle.inDescription')}</p>
              )}
            </section>
          ) : null}
        </div>
      </div>
      <Suspense fallback={null}>
        <RelatedItems productId={product.id} />
      </Suspense>
    </article>
  );
}

/** The page's own path after the locale (a diary keeps its edition, a holder its `holder` route). */
function canonicalSegments(product: Product, pathname: string): string[] {
  const parsed = parsePath(pathname);
  return parsed.ok && parsed.rest.length > 0 ? [...parsed.rest] : productSegments(product);
}
