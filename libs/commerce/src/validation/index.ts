export { isEmail } from './email';
export { isCountrySegment, isLanguage } from './path-segments';
export { isEmptyStored, readStored } from './stored-value';
export {
  ADDRESS_FIELDS,
  addressFieldProblem,
  addressProblems,
  addressRule,
  isPhone,
  isPostalCode,
  usesPostalCode,
  usesState,
  type AddressField,
  type AddressInput,
  type AddressProblem,
  type CountryAddressRule,
} from './address';
