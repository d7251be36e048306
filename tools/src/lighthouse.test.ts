// The pure parts of `npm run lighthouse` (tools/scripts/lighthouse/report.mjs): what a Lighthouse
// result says about a page, the verdict against issue 9's targets, and the tables printed.
import { describe, expect, it } from 'vitest';
import { pageTargets, WAIVERS } from '../scripts/lighthouse/pages.mjs';
import { leadImageUrls } from '../scripts/lighthouse/warm.mjs';
import {
  checkTargets,
  formatFailures,
  formatTable,
  medianRun,
  summarize,
  TARGETS,
  unwaived,
  type LhrLike,
  type PageSummary,
} from '../scripts/lighthouse/report.mjs';

type Audit = NonNullable<LhrLike['audits']>[string];
const audit = (title: string, score: number | null, extra: Partial<Audit> = {}): Audit => ({
  title,
  score,
  scoreDisplayMode: score === null ? 'notApplicable' : 'binary',
  ...extra,
});

/** A result shaped like Lighthouse 13's: four categories, their audit references and audits. */
function lhr(
  overrides: Partial<Record<string, Audit>> = {},
  scores: Partial<Record<string, number>> = {},
): LhrLike {
  const audits: Record<string, Audit> = {
    'largest-contentful-paint': audit('Largest Contentful Paint', 0.62, {
      scoreDisplayMode: 'numeric',
      displayValue: '3.1 s',
      numericValue: 3100,
    }),
    'cumulative-layout-shift': audit('Cumulative Layout Shift', 1, {
      scoreDisplayMode: 'numeric',
      numericValue: 0.01,
    }),
    'unused-javascript': audit('Reduce unused JavaScript', 0.3, {
      scoreDisplayMode: 'metricSavings',
      displayValue: 'Est savings of 80 KiB',
      details: { items: [{ url: 'http://x/assets/index.js' }] },
    }),
    'font-display-insight': audit('Font display', 0.7, { scoreDisplayMode: 'metricSavings' }),
    'duplicated-javascript-insight': audit('Duplicated JavaScript', null, {
      scoreDisplayMode: 'error',
      errorMessage: 'duplication.values.flatMap is not a function',
    }),
    'color-contrast': audit('Background and foreground colors have a sufficient contrast ratio', 0, {
      details: {
        items: [
          { node: { selector: 'p.ui-price__was' } },
          { node: { selector: 'p.ui-price__was' } },
          { node: { selector: 'a.footer-link' } },
        ],
      },
    }),
    'button-name': audit('Buttons have an accessible name', 1),
    'aria-allowed-role': audit('Uses ARIA roles only on compatible elements', null),
    'errors-in-console': audit('No browser errors logged to the console', 1),
    'is-crawlable': audit('Page isn’t blocked from indexing', 1),
    'meta-description': audit('Document has a meta description', 1),
    'structured-data': audit('Structured data is valid', null, { scoreDisplayMode: 'manual' }),
    ...overrides,
  } as Record<string, Audit>;
  const category = (id: string, refs: { id: string; weight: number }[], fallback: number) => ({
    score: scores[id] ?? fallback,
    auditRefs: refs,
  });
  return {
    finalDisplayedUrl: 'http://x/sg/en/',
    categories: {
      performance: category(
        'performance',
        [
          { id: 'largest-contentful-paint', weight: 25 },
          { id: 'cumulative-layout-shift', weight: 25 },
          { id: 'unused-javascript', weight: 0 },
          { id: 'font-display-insight', weight: 0 },
          { id: 'duplicated-javascript-insight', weight: 0 },
        ],
        0.81,
      ),
      accessibility: category(
        'accessibility',
        [
          { id: 'color-contrast', weight: 7 },
          { id: 'button-name', weight: 10 },
          { id: 'aria-allowed-role', weight: 1 },
        ],
        0.93,
      ),
      'best-practices': category('best-practices', [{ id: 'errors-in-console', weight: 1 }], 1),
      seo: category(
        'seo',
        [
          { id: 'is-crawlable', weight: 4.04 },
          { id: 'meta-description', weight: 1 },
          { id: 'structured-data', weight: 0 },
        ],
        1,
      ),
    },
    audits,
  };
}

const home = { page: 'home', lang: 'en', url: 'http://x/sg/en/' };

describe('summarize', () => {
  it('gives the scores out of 100 and the metrics', () => {
    const summary = summarize(lhr(), home);
    expect(summary.scores).toEqual({ performance: 81, accessibility: 93, 'best-practices': 100, seo: 100 });
    expect(summary.metrics.lcp).toBe(3100);
    expect(summary.metrics.cls).toBe(0.01);
    expect(summary.metrics.tbt).toBeNull();
    expect(summary.finalUrl).toBe('http://x/sg/en/');
    expect(summary.benchmarkIndex).toBeNull();
    expect(summarize({ ...lhr(), environment: { benchmarkIndex: 1402.5 } }, home).benchmarkIndex).toBe(
      1402.5,
    );
  });

  it('lists a failed pass/fail audit with where it failed, each place once', () => {
    const [contrast] = summarize(lhr(), home).failures.accessibility;
    expect(contrast).toMatchObject({ id: 'color-contrast', score: 0, weight: 7, items: 3 });
    expect(contrast!.examples).toEqual(['p.ui-price__was', 'a.footer-link']);
  });

  it('judges performance audits on Lighthouse’s grades: metrics under 0.9, the rest under 0.5', () => {
    const ids = summarize(lhr(), home).failures.performance.map((f) => f.id);
    // LCP (0.62, weighted) and unused JavaScript (0.3) fail; CLS (1) and font display (0.7) pass.
    expect(ids).toEqual(['largest-contentful-paint', 'unused-javascript']);
  });

  it('keeps audits that could not run and do not count apart from the failures', () => {
    const summary = summarize(lhr(), home);
    expect(summary.failures.performance.map((f) => f.id)).not.toContain('duplicated-javascript-insight');
    expect(summary.auditErrors).toEqual([
      { id: 'duplicated-javascript-insight', error: 'duplication.values.flatMap is not a function' },
    ]);
  });

  it('counts an audit that could not run but weighs in the score as failed', () => {
    const errored = audit('Buttons have an accessible name', null, {
      scoreDisplayMode: 'error',
      errorMessage: 'Required AXE gatherer did not run',
    });
    const failures = summarize(lhr({ 'button-name': errored }), home).failures.accessibility;
    expect(failures.map((f) => f.id)).toEqual(['button-name', 'color-contrast']);
    expect(failures[0]!.error).toBe('Required AXE gatherer did not run');
  });

  it('reports a page Lighthouse could not load by its error alone', () => {
    const result = {
      ...lhr(),
      runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' },
    };
    const summary = summarize(result, home);
    expect(summary.runtimeError).toBe('The page did not paint any content.');
    expect(Object.values(summary.failures).flat()).toEqual([]);
  });

  it('ignores audits that are not applicable or manual', () => {
    const summary = summarize(lhr(), home);
    expect(summary.failures.seo).toEqual([]);
  });
});

function page(
  name: string,
  lang: string,
  scores: PageSummary['scores'],
  failures: Partial<PageSummary['failures']> = {},
): PageSummary {
  return {
    page: name,
    lang,
    url: `http://x/${lang}/${name}`,
    finalUrl: `http://x/${lang}/${name}`,
    scores,
    metrics: { fcp: null, lcp: null, tbt: null, cls: null, si: null },
    failures: { performance: [], accessibility: [], 'best-practices': [], seo: [], ...failures },
    runtimeError: null,
    auditErrors: [],
    warnings: [],
    benchmarkIndex: null,
  };
}
const failure = (id: string) => ({ id, title: id, score: 0, weight: 1, examples: [] });
const perfect = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 };

describe('checkTargets', () => {
  it('passes scores on their targets: performance 95, accessibility 100, best practices 95, SEO 100', () => {
    expect(TARGETS).toEqual({ performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 });
    const onTarget = page('home', 'en', {
      performance: 95,
      accessibility: 100,
      'best-practices': 95,
      seo: 100,
    });
    expect(checkTargets([onTarget])).toEqual([]);
  });

  it('names every category below its target, and a category Lighthouse could not score', () => {
    const low = page('listing', 'ar', {
      performance: 94,
      accessibility: 98,
      'best-practices': 100,
      seo: null,
    });
    expect(checkTargets([low])).toEqual([
      { page: 'listing', lang: 'ar', category: 'performance', score: 94, target: 95, waived: false },
      { page: 'listing', lang: 'ar', category: 'accessibility', score: 98, target: 100, waived: false },
      { page: 'listing', lang: 'ar', category: 'seo', score: null, target: 100, waived: false },
    ]);
  });

  it('waives a miss only on the waiver’s pages and only when every failing audit is waived', () => {
    const blocked = { seo: [failure('is-crawlable')] };
    const cart = page('cart', 'en', { ...perfect, seo: 69 }, blocked);
    const home = page('home', 'en', { ...perfect, seo: 69 }, blocked);
    const cartAlsoNoDescription = page(
      'cart',
      'ar',
      { ...perfect, seo: 61 },
      { seo: [failure('is-crawlable'), failure('meta-description')] },
    );
    const misses = checkTargets([cart, home, cartAlsoNoDescription], { waivers: WAIVERS });
    expect(misses.map((m) => [m.page, m.lang, m.waived])).toEqual([
      ['cart', 'en', true],
      ['home', 'en', false],
      ['cart', 'ar', false],
    ]);
    expect(misses[0]!.reason).toMatch(/^is-crawlable: noindex/);
    expect(unwaived(misses).map((m) => `${m.page} ${m.lang}`)).toEqual(['home en', 'cart ar']);
  });
});

describe('medianRun', () => {
  it('takes the run with the median performance score', () => {
    const runs = [71, 90, 84].map((performance) => page('home', 'en', { ...perfect, performance }));
    expect(medianRun(runs).scores.performance).toBe(84);
    expect(medianRun(runs.slice(0, 2)).scores.performance).toBe(71);
  });
});

describe('formatTable', () => {
  const pages = [
    page('home', 'en', { performance: 97, accessibility: 100, 'best-practices': 100, seo: 100 }),
    page(
      'cart',
      'ar',
      { performance: 88, accessibility: 100, 'best-practices': 100, seo: 69 },
      {
        seo: [failure('is-crawlable')],
      },
    ),
  ];
  const misses = checkTargets(pages, { waivers: WAIVERS });

  it('prints one aligned row per page and language, marking misses ✗ and waived misses (w)', () => {
    expect(formatTable(pages, misses)).toBe(
      [
        'page  lang  perf  a11y   bp     seo',
        '----  ----  ----  ----  ---  ------',
        'home  en      97   100  100     100',
        'cart  ar    88 ✗   100  100  69 (w)',
      ].join('\n'),
    );
  });

  it('prints Markdown for the docs', () => {
    expect(formatTable(pages, misses, { markdown: true }).split('\n')).toEqual([
      '| page | lang | perf | a11y | bp | seo |',
      '| --- | --- | ---: | ---: | ---: | ---: |',
      '| home | en | 97 | 100 | 100 | 100 |',
      '| cart | ar | 88 ✗ | 100 | 100 | 69 (w) |',
    ]);
  });
});

describe('formatFailures', () => {
  it('lists the failing audits under their page, with value and places, and leaves clean pages out', () => {
    const summary = summarize(lhr(), home);
    const clean = page('quiz', 'en', perfect);
    expect(formatFailures([summary, clean])).toBe(
      [
        'home (en) http://x/sg/en/',
        '  [performance] largest-contentful-paint: Largest Contentful Paint — 3.1 s',
        '  [performance] unused-javascript: Reduce unused JavaScript — Est savings of 80 KiB',
        '      http://x/assets/index.js',
        '  [accessibility] color-contrast: Background and foreground colors have a sufficient contrast ratio',
        '      p.ui-price__was',
        '      a.footer-link',
        '  (not scored: Lighthouse could not run duplicated-javascript-insight)',
      ].join('\n'),
    );
  });
});

describe('pageTargets', () => {
  it('audits the seven pages of issue 9 in English (sg) and Arabic (ae), cart and checkout with an item', () => {
    const targets = pageTargets('http://127.0.0.1:1');
    expect(targets.map((t) => `${t.page} ${t.url}`)).toEqual([
      'home http://127.0.0.1:1/sg/en/',
      'home http://127.0.0.1:1/ae/ar/',
      'listing http://127.0.0.1:1/sg/en/all-perfumes',
      'listing http://127.0.0.1:1/ae/ar/all-perfumes',
      'product http://127.0.0.1:1/sg/en/products/best_seller/amber-oud',
      'product http://127.0.0.1:1/ae/ar/products/best_seller/amber-oud',
      'quiz http://127.0.0.1:1/sg/en/scent-quiz',
      'quiz http://127.0.0.1:1/ae/ar/scent-quiz',
      'cart http://127.0.0.1:1/sg/en/cart',
      'cart http://127.0.0.1:1/ae/ar/cart',
      'checkout http://127.0.0.1:1/sg/en/checkout',
      'checkout http://127.0.0.1:1/ae/ar/checkout',
      'business http://127.0.0.1:1/sg/en/business-scenting',
      'business http://127.0.0.1:1/ae/ar/business-scenting',
    ]);
    expect(targets.filter((t) => t.withCartItem).map((t) => t.page)).toEqual([
      'cart',
      'cart',
      'checkout',
      'checkout',
    ]);
    expect(pageTargets('http://h', { only: ['quiz'], langs: ['ar'] }).map((t) => t.url)).toEqual([
      'http://h/ae/ar/scent-quiz',
    ]);
  });
});

describe('leadImageUrls (the warm-up before the audits)', () => {
  // As React's server render writes them (camelCase attribute names).
  it('lists every candidate of the high-priority pictures and preloads, not the lazy ones', () => {
    const html =
      '<link rel="preload" as="image" imageSrcSet="/media/home/hero.jpg?w=640 640w, /media/home/hero.jpg?w=1920 1920w" imageSizes="100vw" fetchPriority="high"/>' +
      '<img class="hero" loading="eager" fetchPriority="high" srcSet="/media/home/hero.jpg?w=640 640w, /media/home/hero.jpg?w=1280 1280w" src="/media/home/hero.jpg?w=1920"/>' +
      '<img loading="lazy" decoding="async" srcSet="/media/products/a/set.jpg?w=480 480w" src="/media/products/a/set.jpg?w=480"/>';
    expect(leadImageUrls(html, 'http://127.0.0.1:9/sg/en/').sort()).toEqual([
      'http://127.0.0.1:9/media/home/hero.jpg?w=1280',
      'http://127.0.0.1:9/media/home/hero.jpg?w=1920',
      'http://127.0.0.1:9/media/home/hero.jpg?w=640',
    ]);
  });
});
