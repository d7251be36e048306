import { pageHeadProblems } from '@atelier/app-shell/page-heads';
import { BUSINESS_ROUTE_NAMES } from '@atelier/commerce/enums';
import { createChunkLoader } from '@atelier/app-shell/chunk-retry';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../testing/render-business';
import { BUSINESS_PAGE_HEADS, businessPageHeads, businessPageHeadsInput } from './page-heads';
import { createRoutes } from './routes';
import { createBusinessServices, createMemoryStorage } from './services';

const heads = businessPageHeads();
const headOf = (path: string) => heads.pages.find((page) => page.path === path)!;

/** Every path of the area's routes after `/{cc}/{lang?}/`. */
function routePaths(): string[] {
  const paths: string[] = [];
  const walk = (routes: RouteObject[], parent: string) =>
    routes.forEach((route) => {
      const path = [parent, route.path ?? ''].filter(Boolean).join('/');
      if (route.handle) paths.push(path.replace(/^:country\/:lang\?\/?/, ''));
      if (route.children) walk(route.children, path);
    });
  walk(
    createRoutes(
      createBusinessServices({
        config: testConfig,
        storage: createMemoryStorage(),
        chunks: createChunkLoader({ session: null, reload: () => undefined }),
        prerender: {},
        initialPathname: '/sg/business-scenting',
      }),
    ),
    '',
  );
  return paths;
}

describe('the business pages’ manifests', () => {
  it('give every page a title and a description in every language', () => {
    expect(pageHeadProblems(businessPageHeadsInput())).toEqual([]);
  });

  it('cover every route of the area, and every route name', () => {
    const manifestPaths = BUSINESS_PAGE_HEADS.flatMap((page) => page.paths);
    const routes = routePaths();
    expect(routes.length).toBeGreaterThan(10);
    for (const path of routes) expect(manifestPaths, path).toContain(path);
    expect(new Set(manifestPaths).size).toBe(manifestPaths.length);
    expect([...new Set(BUSINESS_PAGE_HEADS.map((page) => page.name))].sort()).toEqual(
      [...BUSINESS_ROUTE_NAMES].sort(),
    );
  });

  it('title the pages as the server writes them, in the page’s language', () => {
    expect(headOf('business-scenting').title.en).toBe('Business scenting | Atelier Scents');
    expect(headOf('business-scenting').title.ar).toBe('تعطير الأعمال | أتيليه سنتس');
    expect(headOf('business-scenting/contact').title.en).toBe('Contact us | Atelier Scents');
    expect(headOf('business-scenting/draft/success-stories/:key').title.en).toBe(
      'Success stories | Atelier Scents',
    );
    expect(headOf('business-scenting/product').description.en).toMatch(/^Scent machines, diffusers and oils/);
    expect(heads.fallback.description.en).toMatch(/^Scenting for hotels, shops and offices/);
  });

  it('list the landing, the lists and the contact page in the sitemap', () => {
    expect(heads.sitemap.map((segments) => segments.join('/')).sort()).toEqual(
      [
        'business-scenting',
        'business-scenting/contact',
        'business-scenting/press-releases',
        'business-scenting/product',
        'business-scenting/success-stories',
      ].sort(),
    );
  });
});
