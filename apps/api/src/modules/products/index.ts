/** The products module's public surface: what other modules, the flows and the app use. */
export { loadProductData } from './product-data';
export { productSummaryView } from './product-view';
export {
  findProductById,
  type ProductRow,
  selectRelatedIds,
  selectVariantsOf,
  type VariantRow,
} from './queries';
export { productAdminRoutes } from './admin-routes';
export { productRoutes } from './routes';
export { type CatalogueContext, productSummariesByIds } from './service';
export { listProductPages } from './sitemap-pages';
