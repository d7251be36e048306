import type { AdminProduct } from '@atelier/api/schema';
import { PageHeading } from '@atelier/ui/page-heading';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useLanguage } from '../../app/language';
import { useServices } from '../../app/services';
import { LoadFailed, Loading } from '../../layout/states';
import { catalogueApi, productKey } from './catalogue-api';
import { localized } from './localized';
import { ProductImages } from './product-images';
import { ProductTerms } from './product-terms';
import { ProductTexts } from './product-texts';
import { VariantPrices } from './variant-prices';
import { VariantStock } from './variant-stock';

/**
 * One product: its names and descriptions in the four languages and its publication (one form,
 * saved on the version it was read at), then each variant's stock (adjusted by a relative amount)
 * and prices per currency. A change someone else saved meanwhile is shown, never overwritten
 * silently.
 */
export function ProductDetail() {
  const { t } = useTranslation();
  const { api } = useServices();
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const id = Number.parseInt(useParams().id ?? '', 10);
  const valid = Number.isInteger(id) && id > 0;
  const product = useQuery({
    queryKey: productKey(id),
    queryFn: () => catalogueApi(api).product(id),
    enabled: valid,
  });
  /** A saved answer is the product as it is now: every form takes its new version from it. */
  const saved = (next: AdminProduct) => {
    queryClient.setQueryData(productKey(id), next);
    void queryClient.invalidateQueries({ queryKey: ['admin', 'products', 'list'] });
  };

  const back = (
    <p>
      <Link to="..">{t('catalogue.back')}</Link>
    </p>
  );
  if (!valid || product.isError) {
    return (
      <div className="admin-screen">
        {back}
        {valid ? (
          <LoadFailed error={product.error} onRetry={() => void product.refetch()} />
        ) : (
          <PageHeading title={t('catalogue.notFound')} />
        )}
      </div>
    );
  }
  if (product.isPending) return <Loading />;
  const data = product.data;

  return (
    <div className="admin-screen">
      {back}
      <PageHeading
        title={localized(data.name, language)}
        lead={t('catalogue.detailLead', { sku: data.sku })}
      />
      <p className="admin-catalogue__meta">
        <a href={data.store_path} target="_blank" rel="noreferrer">
          {t('catalogue.viewInStore')}
        </a>
      </p>
      <ProductTexts product={data} onSaved={saved} />
      <ProductTerms product={data} onSaved={saved} />
      <ProductImages product={data} onSaved={saved} />
      <section className="admin-catalogue__section" aria-labelledby="variants-heading">
        <h2 id="variants-heading">{t('catalogue.variants.title')}</h2>
        {data.variants.map((variant) => (
          <article
            key={variant.id}
            className="admin-catalogue__variant"
            aria-labelledby={`variant-${variant.id}`}
          >
            <h3 id={`variant-${variant.id}`}>
              {localized(variant.label, language)} <code>{variant.sku}</code>
            </h3>
            <VariantStock product={data} variant={variant} onSaved={saved} />
            <VariantPrices product={data} variant={variant} onSaved={saved} />
          </article>
        ))}
      </section>
    </div>
  );
}
