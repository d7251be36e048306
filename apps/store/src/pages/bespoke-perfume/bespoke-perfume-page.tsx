import { PerfumeBuilder } from '@atelier/quiz-widget';
// The builder's styles with this page's chunk, so the server links them in the first HTML: its
// server-rendered markup never paints unstyled while the builder's own chunk is on its way.
import '@atelier/quiz-widget/perfume-builder.css';
import { STORAGE_KEYS } from '@atelier/commerce/enums';
import { readStored } from '@atelier/commerce/validation';
import { PageHeading } from '@atelier/ui/page-heading';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../app/locale/locale-context';
import { usePartnership } from '../../app/partnership/use-partnership';
import { currencyDisplay } from '../../app/money/currency-display';
import { useServices } from '../../app/services/services-context';
import { useBasket } from '../../components/cart/cart-provider';
import { useDocumentTitle } from '../../components/document-head/document-head';

/**
 * `bespoke-perfume`: the perfume builder in the store (its code is a chunk of its own, loaded with
 * this page). A finished quiz (`outComeId`) puts its recommended scents first. The bespoke bottle
 * goes into the shop's cart as a perfume_diy line whose customization holds every choice. With
 * `?partnership=`, the partner's scent families and theme (usePartnership).
 */
export function BespokePerfumePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { storage } = useServices();
  const basket = useBasket();
  const partner = usePartnership();
  const title = t('pages.bespokePerfume.title');
  useDocumentTitle(title);

  return (
    <>
      <PageHeading title={title} lead={t('pages.bespokePerfume.lead')} />
      {/* The builder's own chunk loads here; nothing is shown meanwhile (SPEC §1). */}
      {partner.state === 'pending' ? null : (
        <div style={partner.state === 'ready' ? partner.style : undefined}>
          <Suspense fallback={null}>
            <PerfumeBuilder
              lang={locale.language}
              headingHidden
              partnership={partner.state === 'ready' ? partner.partnership : undefined}
              outcomeId={readStored(storage.getItem(STORAGE_KEYS.outComeId))}
              currency={currencyDisplay(locale.countryConfig.currency.code, locale) ?? undefined}
              onAddToCart={async (item, summary) => {
                const result = await basket.add({
                  product: {
                    id: item.product_id,
                    item_feed_id: summary.itemFeedId,
                    name: summary.name,
                    type: 'perfume_diy',
                    price: summary.price,
                  },
                  variant:
                    item.variant_id == null
                      ? null
                      : {
                          id: item.variant_id,
                          item_feed_id: summary.itemFeedId,
                          name: summary.name,
                          price: summary.price,
                        },
                  quantity: item.quantity,
                  ...(item.customization ? { customization: item.customization } : {}),
                });
                // The builder says so itself, and shows a refusal next to its button.
                if (!result.ok) throw new Error(result.failure.message);
              }}
            />
          </Suspense>
        </div>
      )}
    </>
  );
}
