export { PageHeading, type PageHeadingProps } from './page-heading';
