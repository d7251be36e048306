// The route type → product type table is commerce's (shared with the store's routes).
export { PRODUCT_TYPE_FOR_ROUTE } from '@atelier/commerce/enums';
