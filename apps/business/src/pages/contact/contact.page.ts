import { businessPath, type BusinessPage, type BusinessPageHead } from '../../app/page-manifest';

const PATH = 'contact';

export const page: BusinessPage = { kind: 'contact', name: 'contact', path: PATH };

export const head: BusinessPageHead = {
  name: 'contact',
  paths: [businessPath(PATH)],
  head: { title: 'pages.contact.title', description: 'pages.contact.lead' },
  sitemap: true,
};
