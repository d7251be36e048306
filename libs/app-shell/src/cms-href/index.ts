export { cmsHrefTarget, isBusinessHref, type CmsHrefTarget } from './cms-href';
