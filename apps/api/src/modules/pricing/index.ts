/** The pricing module's public surface: what other modules, the flows and the app use. */
export { convertMinor, loadRates, rateNumber, type Rates } from './exchange';
export { localize } from './localized';
export { marketPrices, type MarketPrices } from './market-prices';
export { DEFAULT_TAX_RATES, NO_TAX, configureTaxRates, taxIncludedIn, taxRateOf } from './tax-rates';
