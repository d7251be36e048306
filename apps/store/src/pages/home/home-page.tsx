import { CmsPageView } from '../cms-page/cms-page';

/** The home page: the CMS page `home-{country}-{language}`, or the brand's own words without one. */
export function HomePage() {
  return <CmsPageView slug="home" pageKey="home" />;
}
