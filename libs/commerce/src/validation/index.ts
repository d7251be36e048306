export { isEmail } from './email';
export { isCountrySegment, isLanguage } from './path-segments';
export { isEmptyStored, readStored } from './stored-value';
