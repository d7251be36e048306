import { PRODUCT_TYPE_FOR_ROUTE } from '@atelier/commerce/enums';
import { LANGUAGES, buildPath, type Language } from '@atelier/commerce/paths';
import { parentOriginOf } from './frame-bridge';

/** What the widget page takes from its URL (`/embed/v1/quiz?partnership=&country=&lang=&parent=`). */
export interface EmbedParams {
  partnership: string | undefined;
  country: string;
  lang: Language;
  /** The host page's origin; null when the page is opened on its own. */
  parentOrigin: string | null;
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,62}$/;

/** Reads the query; anything malformed falls back (Singapore, English, no partner). */
export function embedParamsOf(search: string): EmbedParams {
  const query = new URLSearchParams(search);
  const partnership = query.get('partnership') ?? '';
  const country = query.get('country') ?? '';
  const lang = query.get('lang') ?? '';
  return {
    partnership: SLUG.test(partnership) ? partnership : undefined,
    country: /^[a-z]{2}$/.test(country) ? country : 'sg',
    lang: (LANGUAGES as readonly string[]).includes(lang) ? (lang as Language) : 'en',
    parentOrigin: parentOriginOf(search),
  };
}

/**
 * Where "add to cart" in a partner frame leads: the store's cart in a new tab, asked to add the
 * item (the frame's own storage is partitioned, so its cart would not be the visitor's). `add` is
 * `{product type}:{slug}`, or `item` the builder's whole cart item request as JSON.
 */
export function storeCartUrl(
  origin: string,
  params: EmbedParams,
  item: { add: string } | { item: string },
): string {
  const path = buildPath({ country: params.country, language: params.lang, rest: ['cart'] });
  const query = new URLSearchParams(item);
  if (params.partnership) query.set('partnership', params.partnership);
  return `${origin}${path}?${query}`;
}

const storePath = (params: EmbedParams, rest: string[]) =>
  buildPath({ country: params.country, language: params.lang, rest });

const partnerQuery = (params: EmbedParams) =>
  params.partnership ? `?${new URLSearchParams({ partnership: params.partnership })}` : '';

/** The store's bespoke perfume builder (the result's "Design yours"), in a new tab. */
export function storeBuilderUrl(origin: string, params: EmbedParams): string {
  return `${origin}${storePath(params, ['bespoke-perfume'])}${partnerQuery(params)}`;
}

/**
 * A product's page in the store (the result's "View details"), as the store links it
 * (`productSegments` in the store's catalogue routes, which a lib cannot import): its SPEC §2
 * detail route where the type has one, else the `products/{type}/{slug}` page.
 */
export function storeProductUrl(
  origin: string,
  params: EmbedParams,
  product: { type: string; slug: string },
) {
  const route = Object.entries(PRODUCT_TYPE_FOR_ROUTE).find(([, type]) => type === product.type)?.[0];
  const rest =
    route === 'scent_diary'
      ? ['product', route, product.slug, 'latest']
      : route
        ? ['product', route, product.slug]
        : ['products', product.type, product.slug];
  return `${origin}${storePath(params, rest)}`;
}
