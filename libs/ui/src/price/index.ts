export { Price, type PriceProps } from './price';
