import { useParams } from 'react-router-dom';
import { productRefFromDetailRoute } from '../../app/catalogue/catalogue-routes';
import { NotFoundContent } from '../not-found/not-found-content';
import { ProductDetail } from './product-detail';

/**
 * `/product/{type}/{id}` and, for scent_diary only, `/product/scent_diary/{id}/{edition}` (SPEC §2).
 * The route type becomes the API's product type (a holder is a single_candle, dual crayons a
 * dual_crayon_spray); a type the shop does not have, or the wrong number of segments for it, is
 * not found.
 */
export function ProductPage() {
  const { type, id, extra } = useParams();
  const ref = productRefFromDetailRoute(type, id, extra);
  if (!ref) return <NotFoundContent reason="page" />;
  return <ProductDetail key={`${ref.type}/${ref.id}`} productRef={ref} />;
}
