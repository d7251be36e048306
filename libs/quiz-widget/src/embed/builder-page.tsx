import { Suspense } from 'react';
import { PerfumeBuilder } from '../perfume-builder/lazy';
import { storeCartUrl } from './embed-params';
import { mountWidget } from './mount-widget';

// The builder page of the embed (`/embed/v1/builder`): the builder (and its label fonts) is a
// chunk of its own, fetched after the page's shell.
void mountWidget('builder', ({ params, bridge, openStore, storeOrigin, currency }) => (
  <Suspense fallback={null}>
    <PerfumeBuilder
      lang={params.lang}
      partnership={params.partnership}
      currency={currency}
      onAddToCart={(item, summary) => {
        bridge?.send({
          type: 'add-to-cart',
          product: summary.itemFeedId,
          price: summary.price,
          currency: summary.currency.toUpperCase(),
          quantity: summary.quantity,
        });
        openStore(storeCartUrl(storeOrigin, params, { item: JSON.stringify(item) }));
      }}
    />
  </Suspense>
));
