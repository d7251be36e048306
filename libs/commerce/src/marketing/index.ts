export {
  DIRECT_SOURCE,
  MARKETING_PARAMS,
  MAX_ENCODED_PARAM_LENGTH,
  hasMarketingParams,
  readMarketingParams,
  type MarketingParamName,
  type MarketingParams,
} from './marketing-params';
export {
  MARKETING_COOKIE_MAX_AGE_DAYS,
  MARKETING_COOKIE_NAME,
  marketingCookieOnArrival,
  parseMarketingCookie,
  serializeMarketingCookie,
  type MarketingCookieOptions,
} from './marketing-cookie';
