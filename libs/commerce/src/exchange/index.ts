export { isValidExchangeRate, parseExchangeRate, type RateInput } from './exchange-rate';
export type { ExactDecimal } from '../money/exact-decimal';
export { BASE_CURRENCY, convertFromSgd, toSgd, toSgdMinor } from './sgd-conversion';
