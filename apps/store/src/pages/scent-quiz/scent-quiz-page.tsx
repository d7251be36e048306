import { getProduct } from '@atelier/api/queries';
import type { ProductSummary } from '@atelier/api/schema';
import { ScentQuiz } from '@atelier/quiz-widget';
import { PageHeading } from '@atelier/ui/page-heading';
import { useTranslation } from 'react-i18next';
import { productHref } from '../../app/catalogue/catalogue-routes';
import { useLocale } from '../../app/locale/locale-context';
import { pathIn } from '../../app/locale/route-locale';
import { useServices } from '../../app/services/services-context';
import { usePartnership } from '../../app/partnership/use-partnership';
import { useBasket } from '../../components/cart/cart-provider';
import { useDocumentTitle } from '../../components/document-head/document-head';

/**
 * `scent-quiz`: the quiz widget in the store. Same origin as the shop, so it shares the session,
 * the stored `outComeId` and the cart. A recommended product is added in its first variant in
 * stock (the result lists products, not sizes); the product page offers the others. With
 * `?partnership=`, the partner's own questions, outcomes and theme (usePartnership).
 */
export function ScentQuizPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { api, analytics, storage } = useServices();
  const basket = useBasket();
  const partner = usePartnership();
  const title = t('pages.scentQuiz.title');
  useDocumentTitle(title);

  async function addToCart(summary: ProductSummary) {
    const product = await getProduct(api, { type: summary.type, id: summary.slug });
    const variant = product.variants.find((v) => v.stock > 0) ?? product.variants[0] ?? null;
    const result = await basket.add({ product, variant, quantity: 1 });
    // The quiz says so next to the product; a refusal shows its own message there.
    if (!result.ok) throw new Error(result.failure.message);
  }

  return (
    <>
      <PageHeading title={title} lead={t('pages.scentQuiz.lead')} />
      {partner.state === 'pending' ? null : (
        <div style={partner.state === 'ready' ? partner.style : undefined}>
          <ScentQuiz
            lang={locale.language}
            storage={storage}
            partnership={partner.state === 'ready' ? partner.partnership : undefined}
            onAddToCart={addToCart}
            onAnalytics={(event) => analytics.push({ ...event })}
            productHref={(product) => productHref(locale, product)}
            builderHref={pathIn(locale, 'bespoke-perfume')}
          />
        </div>
      )}
    </>
  );
}
