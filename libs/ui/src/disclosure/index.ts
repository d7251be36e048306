export { Disclosure, type DisclosureProps } from './disclosure';
