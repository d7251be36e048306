import { ScentQuiz } from '../scent-quiz';
import { storeBuilderUrl, storeCartUrl, storeProductUrl } from './embed-params';
import type { WidgetContext } from './mount-widget';

/**
 * The quiz as a partner frame shows it: no storage (blocked in a cross-site frame), the host told
 * of each step, the outcome and "add to cart" (never the answers or the outcome id), and "add to
 * cart", "View details" and "Design yours" opening our store in a new tab.
 */
export function EmbeddedQuiz({ params, bridge, openStore, storeOrigin }: WidgetContext) {
  return (
    <ScentQuiz
      lang={params.lang}
      partnership={params.partnership}
      storage={null}
      productHref={(product) => storeProductUrl(storeOrigin, params, product)}
      builderHref={storeBuilderUrl(storeOrigin, params)}
      linksInNewTab
      onAnalytics={(event) => {
        if (event.event === 'quiz_step' && event.total_steps !== null && event.step <= event.total_steps) {
          bridge?.send({ type: 'step', step: event.step, total: event.total_steps });
        }
      }}
      onOutcome={(outcome) =>
        bridge?.send({
          type: 'outcome',
          personality: outcome.personality_choice.personality.title,
          families: (outcome.scent_families ?? []).map((family) => family.name),
        })
      }
      onAddToCart={(product) => {
        bridge?.send({
          type: 'add-to-cart',
          product: product.slug,
          price: product.price,
          currency: product.currency.toUpperCase(),
          quantity: 1,
        });
        openStore(storeCartUrl(storeOrigin, params, { add: `${product.type}:${product.slug}` }));
      }}
    />
  );
}
