import type { StorePageHead } from '../../app/router/page-manifest';
import { cmsPage, CMS_PAGE_SOURCE } from './cms-page-manifest';

export const page = cmsPage(
  'shipping-information',
  'shipping-information',
  'shippingInformation',
  'shipping-information',
);

export const head: StorePageHead = {
  source: CMS_PAGE_SOURCE,
  title: 'pages.shippingInformation.title',
  description: 'head.shippingInformation.description',
  sitemap: true,
};
