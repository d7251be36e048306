import { useParams } from 'react-router-dom';
import { resolveProductsRoute } from '../../app/catalogue/catalogue-routes';
import { useServices } from '../../app/services/services-context';
import { NotFoundContent } from '../not-found/not-found-content';
import { productsParts } from './products-parts';

/**
 * `products/{a}/{b}`: a listing by collection, type or scent family, or one product (see
 * resolveProductsRoute). Which one is known only from the path, so each is a chunk of its own
 * (products-parts.ts), loaded by name: the server preloads the one it rendered, and the route's
 * loader starts it beside the data on a navigation.
 */
export function ProductsRoutePage() {
  const { a, b } = useParams();
  const { chunks } = useServices();
  const route = resolveProductsRoute(a, b);
  const { ProductDetail, ProductsListingPage } = productsParts(chunks);
  if (route.kind === 'product') {
    return <ProductDetail key={`${route.ref.type}/${route.ref.id}`} productRef={route.ref} />;
  }
  if (route.kind === 'listing') return <ProductsListingPage key={`${a}/${b}`} listing={route.listing} />;
  return <NotFoundContent reason="page" />;
}
