import { useProducts } from '@atelier/api/queries';
import { ProductGrid as ProductCards } from '../product-grid/product-grid';
import { productGridParams } from './product-grid';

/** A `product_grid` block: a collection from GET /api/products/ (prefetched by the route loader). */
export function CmsProductGrid({ data }: { data: Record<string, unknown> }) {
  const params = productGridParams(data);
  // A listing that failed in the route loader is not asked for again on mount.
  const products = useProducts(params ?? {}, {
    queryConfig: { enabled: params !== null, retryOnMount: false },
  });
  const heading =
    typeof data['heading'] === 'string' && data['heading'].trim() !== '' ? data['heading'] : null;
  const results = products.data?.results ?? [];
  // Nothing while loading, and nothing for an empty or failed listing: the page reads fine without.
  if (!params || results.length === 0) return null;
  return (
    <section>
      {heading ? <h2>{heading}</h2> : null}
      <ProductCards products={results} label={heading ?? undefined} />
    </section>
  );
}
