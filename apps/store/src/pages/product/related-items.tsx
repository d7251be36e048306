import { useRelatedItems } from '@atelier/api/queries';
import { useTranslation } from 'react-i18next';
import { ProductGrid } from '../../components/product-grid/product-grid';

/** Products shown with this one (the API's related items), under the product; nothing when none. */
export function RelatedItems({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const related = useRelatedItems(productId);
  const items = related.data ?? [];
  if (items.length === 0) return null;
  return (
    <section className="product-page__related" aria-labelledby="product-related">
      <h2 id="product-related">{t('product.related')}</h2>
      <ProductGrid products={items} label={t('product.related')} />
    </section>
  );
}
