export { NotFoundContent, type NotFoundContentProps } from './not-found-content';
export { RouteErrorContent } from './route-error-content';
export {
  routeErrorKind,
  type NotFoundData,
  type NotFoundReason,
  type RouteErrorKind,
} from './route-error-kind';
