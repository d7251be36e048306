export { MAX_TAX_RATE_BP, isTaxRate, taxIncluded, type BasisPoints } from './tax-included';
export { TAX_NAMES, taxNameOf, type TaxName } from './tax-names';
export { ratePercent } from './rate-percent';
