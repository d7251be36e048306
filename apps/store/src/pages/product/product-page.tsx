import { isProductDetailRouteType, productDetailSegmentCount } from '@atelier/commerce/enums';
import { useParams } from 'react-router-dom';
import { NotFoundContent } from '../not-found/not-found-content';
import { PlaceholderPage } from '../placeholder/placeholder-page';

/**
 * `/product/{type}/{id}` and, for scent_diary only, `/product/scent_diary/{id}/{extra}` (SPEC §2).
 * A type the shop does not have, or the wrong number of segments for it, is not found.
 */
export function ProductPage() {
  const { type, extra } = useParams();
  if (!isProductDetailRouteType(type) || productDetailSegmentCount(type) !== (extra === undefined ? 1 : 2)) {
    return <NotFoundContent reason="page" />;
  }
  return <PlaceholderPage pageKey="product" />;
}
