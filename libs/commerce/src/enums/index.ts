export { ACCEPTED_LANGUAGES, FALLBACK_LANGUAGE, type Language } from './languages';
export {
  BOTTLE_COLOURS,
  CAP_COLOURS,
  GENDERS,
  LABEL_FONTS,
  LABEL_SIDES,
  PERFUME_SIZES,
  type BottleColour,
  type CapColour,
  type Gender,
  type LabelFont,
  type LabelSide,
  type PerfumeSize,
} from './perfume-builder-options';
export {
  SCENT_MOODS,
  scentMoodById,
  type ScentMood,
  type ScentMoodId,
  type ScentMoodName,
  type TimeOfDay,
} from './scent-moods';
export { PRODUCT_TYPE_NAMES, isProductTypeName, type ProductTypeName } from './product-types';
export {
  PRODUCT_DETAIL_ROUTE_TYPES,
  PRODUCT_TYPE_FOR_ROUTE,
  ROUTE_TYPES_WITH_EXTRA_SEGMENT,
  isProductDetailRouteType,
  productDetailSegmentCount,
  type ProductDetailRouteType,
} from './product-detail-routes';
export {
  SHIPPING_METHODS,
  SHIPPING_METHOD_CODES,
  shippingMethodCodeFromName,
  shippingMethodName,
  type ShippingMethod,
  type ShippingMethodCode,
  type ShippingMethodName,
} from './shipping-methods';
export { MEMBERSHIP_TIERS, isMembershipTier, type MembershipTier } from './membership-tiers';
export {
  BUSINESS_ROUTE_NAMES,
  CONSUMER_ROUTE_NAMES,
  type BusinessRouteName,
  type ConsumerRouteName,
} from './route-names';
export {
  LOGOUT_KEEP_KEYS,
  SESSION_STORAGE_KEYS,
  STORAGE_KEYS,
  storageKeysToRemoveOnLogout,
  type LogoutVariant,
  type SessionStorageKey,
  type StorageKey,
} from './storage-keys';
export {
  API_HEADERS,
  CHUNK_LOAD_TIMEOUT_MS,
  DEFAULT_CURRENCY_HEADER,
  DISCOUNT_CODE_QUERY_PARAM,
  PRERENDER_READY_TIMEOUT_MS,
} from './runtime-constants';
