import type { Language } from '@atelier/commerce/enums';
import { countries } from '../countries';
import type { MediaPath } from '../types';
import type { BusinessCmsBlock, BusinessCmsPage } from './business-blocks';
import { businessAr } from './business-ar';
import { businessEn, sustainabilityDraftEn } from './business-en';
import {
  BUSINESS_PRODUCT_KEYS,
  PRESS_RELEASE_KEYS,
  SUCCESS_STORY_KEYS,
  type BusinessProductKey,
  type BusinessTexts,
  type SuccessStoryKey,
  type SustainabilityTexts,
} from './business-texts';
import { businessVi } from './business-vi';
import { businessZhHans } from './business-zh-hans';

const TEXTS: Readonly<Record<Language, BusinessTexts>> = {
  en: businessEn,
  ar: businessAr,
  'zh-hans': businessZhHans,
  vi: businessVi,
};

/** Collection prefixes of GET /api/cms/collections/{collection}/ (contract). */
export const BUSINESS_COLLECTION_PREFIXES = {
  'success-stories': 'success-story-',
  'press-releases': 'press-release-',
  'business-products': 'business-product-',
} as const;

const CONTACT = '/business-scenting/contact';

// The business area's own pictures in apps/api/assets/business (served at /media/business/),
// rendered by tools/scripts/render-imagery.mjs: the spaces our clients scent and the machines.
const LANDING_IMAGE: MediaPath = '/media/business/lobby.jpg';
const LANDING_SIZE = { width: 1920, height: 1080 } as const;
const RECEPTION_IMAGE: MediaPath = '/media/business/reception.jpg';
const WIDE_SIZE = { width: 1600, height: 1067 } as const;
const STORY_IMAGES: Readonly<Record<SuccessStoryKey, MediaPath>> = {
  'orchid-house-hotel': '/media/business/hotel-lobby.jpg',
  'maison-linh-flagship': '/media/business/boutique.jpg',
  'hive-commons-seoul': '/media/business/coworking.jpg',
};
const PRODUCT_IMAGES: Readonly<Record<BusinessProductKey, MediaPath | null>> = {
  'scent-machine-500': '/media/business/scent-machine.jpg',
  'compact-diffuser': '/media/business/compact-diffuser.jpg',
  'oil-refill-500ml': '/media/business/oil-refill.jpg',
};
const SUSTAINABILITY_IMAGE: MediaPath = '/media/business/refill-station.jpg';

/**
 * When each page was written. Collections list newest first, so these order them: press releases by
 * their dateline, the scent machine before the smaller products.
 */
const DATES = {
  landing: '2026-01-05T02:00:00Z',
  sustainability: '2026-06-03T02:00:00Z',
  sustainabilityDraft: '2026-10-01T02:00:00Z',
  'success-story-orchid-house-hotel': '2025-11-12T02:00:00Z',
  'success-story-maison-linh-flagship': '2026-02-18T02:00:00Z',
  'success-story-hive-commons-seoul': '2026-04-22T02:00:00Z',
  'press-release-business-scenting-launch': '2025-09-15T01:00:00Z',
  'press-release-dubai-showroom': '2026-02-10T05:00:00Z',
  'press-release-refill-programme': '2026-06-03T01:00:00Z',
  'business-product-scent-machine-500': '2025-09-15T03:00:00Z',
  'business-product-compact-diffuser': '2025-09-15T02:00:00Z',
  'business-product-oil-refill-500ml': '2025-09-15T01:30:00Z',
} as const;

interface PageParts {
  readonly slug: string;
  readonly title: string;
  readonly seoDescription: string;
  readonly image: MediaPath | null;
  readonly blocks: readonly BusinessCmsBlock[];
  readonly updatedAt: string;
}

function landing(t: BusinessTexts): PageParts {
  const l = t.landing;
  return {
    slug: 'business-scenting',
    title: l.title,
    seoDescription: l.seoDescription,
    image: LANDING_IMAGE,
    updatedAt: DATES.landing,
    blocks: [
      {
        id: 'hero',
        type: 'hero',
        data: {
          heading: l.heroHeading,
          body: l.heroBody,
          cta: { label: t.askForQuote, href: CONTACT },
          image: LANDING_IMAGE,
          image_alt: l.stepsImageAlt,
          ...LANDING_SIZE,
        },
      },
      { id: 'sectors-heading', type: 'heading', data: { text: l.sectorsHeading, level: 2 } },
      { id: 'sectors', type: 'rich_text', data: { heading: null, html: l.sectorsHtml } },
      {
        id: 'how-it-works',
        type: 'image_text',
        data: {
          image: RECEPTION_IMAGE,
          alt: l.stepsImageAlt,
          html: l.stepsHtml,
          image_side: 'end',
          ...WIDE_SIZE,
        },
      },
      { id: 'client-quote', type: 'quote', data: l.quote },
      {
        id: 'stories',
        type: 'cta',
        data: { label: t.allStories, href: '/business-scenting/success-stories' },
      },
      { id: 'products', type: 'cta', data: { label: t.allProducts, href: '/business-scenting/product' } },
      { id: 'faq', type: 'faq', data: { heading: l.faqHeading, items: l.faq } },
      { id: 'quote-request', type: 'cta', data: { label: t.askForQuote, href: CONTACT } },
    ],
  };
}

function successStory(t: BusinessTexts, key: SuccessStoryKey): PageParts {
  const s = t.successStories[key];
  const image = STORY_IMAGES[key];
  const slug = `success-story-${key}` as const;
  return {
    slug,
    title: s.title,
    seoDescription: s.seoDescription,
    image,
    updatedAt: DATES[slug],
    blocks: [
      {
        id: 'picture',
        type: 'image',
        data: { src: image, alt: s.imageAlt, caption: s.imageCaption, ...WIDE_SIZE },
      },
      { id: 'challenge', type: 'rich_text', data: { heading: null, html: s.challengeHtml } },
      { id: 'solution', type: 'rich_text', data: { heading: null, html: s.solutionHtml } },
      { id: 'client-quote', type: 'quote', data: s.quote },
      { id: 'results', type: 'rich_text', data: { heading: null, html: s.resultsHtml } },
      { id: 'quote-request', type: 'cta', data: { label: t.askForQuote, href: CONTACT } },
      {
        id: 'more-stories',
        type: 'cta',
        data: { label: t.allStories, href: '/business-scenting/success-stories' },
      },
    ],
  };
}

function pressRelease(t: BusinessTexts, key: (typeof PRESS_RELEASE_KEYS)[number]): PageParts {
  const p = t.pressReleases[key];
  const slug = `press-release-${key}` as const;
  return {
    slug,
    title: p.title,
    seoDescription: p.seoDescription,
    image: null,
    updatedAt: DATES[slug],
    blocks: [
      { id: 'release', type: 'rich_text', data: { heading: null, html: p.html } },
      { id: 'about', type: 'rich_text', data: { heading: null, html: t.pressAboutHtml } },
      {
        id: 'more-releases',
        type: 'cta',
        data: { label: t.allPressReleases, href: '/business-scenting/press-releases' },
      },
    ],
  };
}

function businessProduct(t: BusinessTexts, key: BusinessProductKey): PageParts {
  const p = t.products[key];
  const image = PRODUCT_IMAGES[key];
  const slug = `business-product-${key}` as const;
  const quoteHref = `${CONTACT}?product=${key}`;
  const blocks: BusinessCmsBlock[] = [
    {
      id: 'intro',
      type: 'hero',
      data: {
        heading: p.title,
        body: p.intro,
        cta: { label: t.askForQuote, href: quoteHref },
        image,
        ...(image ? WIDE_SIZE : {}),
      },
    },
    { id: 'description', type: 'rich_text', data: { heading: null, html: p.html } },
    {
      id: 'specifications',
      type: 'table',
      data: { heading: t.specsHeading, columns: t.specsColumns, rows: p.specs },
    },
    { id: 'quote-request', type: 'cta', data: { label: t.askForQuote, href: quoteHref } },
  ];
  // The refill comes in the scents of the shop's home range: show them.
  if (key === 'oil-refill-500ml') {
    blocks.push({
      id: 'scents',
      type: 'product_grid',
      data: { heading: t.homeScentsHeading, collection: 'all-home-perfumes', limit: 4 },
    });
  }
  return { slug, title: p.title, seoDescription: p.seoDescription, image, updatedAt: DATES[slug], blocks };
}

function sustainability(s: SustainabilityTexts, t: BusinessTexts, updatedAt: string): PageParts {
  return {
    slug: 'business-sustainability',
    title: s.title,
    seoDescription: s.seoDescription,
    image: SUSTAINABILITY_IMAGE,
    updatedAt,
    blocks: [
      { id: 'intro', type: 'rich_text', data: { heading: null, html: s.introHtml } },
      {
        id: 'refills',
        type: 'image_text',
        data: {
          image: SUSTAINABILITY_IMAGE,
          alt: s.imageAlt,
          html: s.refillHtml,
          image_side: 'start',
          ...WIDE_SIZE,
        },
      },
      { id: 'commitments', type: 'rich_text', data: { heading: null, html: s.commitmentsHtml } },
      { id: 'quote-request', type: 'cta', data: { label: t.askForQuote, href: CONTACT } },
    ],
  };
}

function pageOf(
  parts: PageParts,
  country: BusinessCmsPage['country'],
  language: Language,
  status: BusinessCmsPage['status'],
): BusinessCmsPage {
  return {
    slug: parts.slug,
    country,
    language,
    status,
    title: parts.title,
    seo: { title: `${parts.title} | Atelier Scents`, description: parts.seoDescription, image: parts.image },
    blocks: parts.blocks,
    updatedAt: parts.updatedAt,
  };
}

/** The published pages of the business area in one language, in the order they are seeded. */
function publishedParts(t: BusinessTexts): PageParts[] {
  return [
    landing(t),
    ...SUCCESS_STORY_KEYS.map((key) => successStory(t, key)),
    ...PRESS_RELEASE_KEYS.map((key) => pressRelease(t, key)),
    ...BUSINESS_PRODUCT_KEYS.map((key) => businessProduct(t, key)),
    sustainability(t.sustainability, t, DATES.sustainability),
  ];
}

/**
 * The business-scenting area (issue 8) as CMS pages: the landing page, three success stories, three
 * press releases, three business products and the `business-sustainability` custom page, published
 * for every (country, language) pair of ../countries.ts; plus a newer draft of
 * `business-sustainability` in sg-en, so the preview can be told apart from the published page.
 */
export const businessPages: readonly BusinessCmsPage[] = [
  ...countries.flatMap((country) =>
    country.languages.flatMap((language) =>
      publishedParts(TEXTS[language]).map((parts) => pageOf(parts, country.code, language, 'published')),
    ),
  ),
  pageOf(sustainability(sustainabilityDraftEn, businessEn, DATES.sustainabilityDraft), 'sg', 'en', 'draft'),
];
