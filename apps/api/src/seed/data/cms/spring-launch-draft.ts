import type { SeedCmsPage } from '../types';

/** An unpublished page: served only by /api/cms/draft-pages/ (paths containing `draft`). */
export const springLaunchDraft: SeedCmsPage = {
  slug: 'spring-launch',
  country: 'sg',
  language: 'en',
  status: 'draft',
  title: 'Spring 2026: Orchid Rain',
  seo: {
    title: 'Spring 2026: Orchid Rain | Atelier Scents',
    description: 'A first look at our spring collection, launching in March.',
    image: '/media/products/orchid-garden-candle/set.jpg',
  },
  blocks: [
    {
      id: 'hero',
      type: 'hero',
      data: {
        heading: 'Orchid Rain, coming this spring',
        body: 'Three new scents built around the Vanda orchid after a March shower: a perfume, a candle and a reed diffuser. Members get early access a week before launch.',
        cta: { label: 'See the orchid range', href: '/all-home-perfumes' },
        image: '/media/products/orchid-garden-candle/set.jpg',
      },
    },
    {
      id: 'story',
      type: 'text',
      data: {
        heading: 'Draft: launch copy',
        body: 'Final names, prices and dates to be confirmed by the product team.\n\nPhotography is booked for the Botanic Gardens on the first dry morning of February.',
      },
    },
    {
      id: 'preview',
      type: 'product_grid',
      data: { heading: 'The orchid family today', collection: 'candles', limit: 4 },
    },
  ],
  updatedAt: '2026-01-20T02:00:00Z',
};
