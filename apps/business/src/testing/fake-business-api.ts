import { fixtures } from '@atelier/api/testing';
import type { BusinessLeadRequest, CmsBlock, CmsPage, CmsPageSummary } from '@atelier/api/schema';
import type { RecordedRequest, TestReply } from '@atelier/api/testing/server';

/** The editors' preview token the fake accepts for drafts (X-Preview-Token). */
export const PREVIEW_TOKEN = 'preview-token-for-editors-0001';

interface Content {
  title: string;
  description: string;
  image: string | null;
  createdAt: string;
  blocks: CmsBlock[];
}

const CONTACT = '/business-scenting/contact';

/**
 * Published pages by base slug, in English unless `LOCALIZED` has the language's text. Images are
 * absolute URLs, as the server makes them from the stored `/media/...` paths (ImageUrl).
 */
const PAGES: Record<string, Content> = {
  'business-scenting': {
    title: 'Scenting for business',
    description: 'Signature scents for hotels, retail and offices.',
    image: null,
    createdAt: '2026-01-05T02:00:00Z',
    blocks: [
      {
        id: 'hero',
        type: 'hero',
        data: {
          heading: 'A scent your guests remember',
          body: 'Our perfumers design it; our team looks after the machines.',
          cta: { label: 'Talk to our team', href: CONTACT },
        },
      },
      {
        id: 'sectors',
        type: 'rich_text',
        data: { html: '<p>Hotels, boutiques and offices in five countries.</p>' },
      },
      {
        id: 'stories',
        type: 'cta',
        data: { label: 'Read the success stories', href: '/business-scenting/success-stories' },
      },
      {
        id: 'scents',
        type: 'product_grid',
        data: { heading: 'Our home scents', collection: 'all-home-perfumes' },
      },
    ],
  },
  'success-story-orchid-house-hotel': {
    title: 'Orchid House Hotel',
    description: 'A lobby scent of white tea and ginger.',
    image: 'https://shop.example/media/products/white-tea.svg',
    createdAt: '2026-04-22T02:00:00Z',
    blocks: [
      { id: 'story', type: 'rich_text', data: { html: '<p>Guests now ask for the lobby scent.</p>' } },
    ],
  },
  'success-story-maison-linh-flagship': {
    title: 'Maison Linh flagship',
    description: 'A boutique that smells of its collection.',
    image: null,
    createdAt: '2026-02-18T02:00:00Z',
    blocks: [{ id: 'story', type: 'rich_text', data: { html: '<p>Visitors stay longer.</p>' } }],
  },
  'press-release-dubai-showroom': {
    title: 'Atelier Scents opens a Dubai showroom',
    description: 'Business clients can smell every scent before choosing.',
    image: null,
    createdAt: '2026-02-10T05:00:00Z',
    blocks: [
      { id: 'release', type: 'rich_text', data: { html: '<p>DUBAI — The showroom opens in March.</p>' } },
    ],
  },
  'business-product-scent-machine-500': {
    title: 'Scent Machine 500',
    description: 'Cold-air diffusion for spaces up to 500 m².',
    image: null,
    createdAt: '2025-09-15T03:00:00Z',
    blocks: [
      {
        id: 'specs',
        type: 'table',
        data: {
          heading: 'Specifications',
          columns: ['Feature', 'Value'],
          rows: [['Coverage', 'up to 500 m²']],
        },
      },
    ],
  },
  'business-product-oil-refill-500ml': {
    title: 'Oil refill 500 ml',
    description: 'Refills in every signature scent.',
    image: 'https://shop.example/media/products/white-tea-home-oil.svg',
    createdAt: '2025-09-15T01:30:00Z',
    blocks: [{ id: 'about', type: 'rich_text', data: { html: '<p>One refill lasts a month.</p>' } }],
  },
  'business-sustainability': {
    title: 'Sustainability',
    description: 'Refills, not new bottles.',
    image: null,
    createdAt: '2026-06-03T02:00:00Z',
    blocks: [{ id: 'intro', type: 'rich_text', data: { html: '<p>Every bottle comes back to us.</p>' } }],
  },
};

const LOCALIZED: Record<string, Partial<Record<string, Partial<Content>>>> = {
  'business-scenting': {
    ar: {
      title: 'التعطير للأعمال',
      description: 'عطور مميزة للفنادق والمتاجر والمكاتب.',
      blocks: [{ id: 'intro', type: 'rich_text', data: { html: '<p>عطر يتذكره ضيوفك.</p>' } }],
    },
  },
};

/** The newer draft of the custom page (the only draft, as in the seed). */
const DRAFTS: Record<string, Content> = {
  'business-sustainability': {
    ...PAGES['business-sustainability']!,
    title: 'Sustainability (new draft)',
    blocks: [
      { id: 'intro', type: 'rich_text', data: { html: '<p>From 2027 every refill is carbon neutral.</p>' } },
    ],
  },
};

const PREFIXES: Record<string, string> = {
  'success-stories': 'success-story-',
  'press-releases': 'press-release-',
  'business-products': 'business-product-',
};

function parseSlug(slug: string): { base: string; country: string; language: string } | null {
  const match = /^(.+)-([a-z]{2})-(en|ar|zh-hans|vi)$/.exec(slug);
  return match ? { base: match[1]!, country: match[2]!, language: match[3]! } : null;
}

function contentFor(base: string, language: string, drafts = false): Content | undefined {
  const content = (drafts ? DRAFTS : PAGES)[base];
  return content ? { ...content, ...(drafts ? {} : LOCALIZED[base]?.[language]) } : undefined;
}

function pageOf(slug: string, content: Content, country: string, language: string, draft: boolean): CmsPage {
  return {
    ...fixtures.cmsPage,
    slug,
    title: content.title,
    country,
    language: language as CmsPage['language'],
    is_draft: draft,
    seo: {
      title: `${content.title} | Atelier Scents`,
      description: content.description,
      image: content.image,
    },
    blocks: content.blocks,
    alternates: [],
    updated_at: content.createdAt,
  };
}

export interface FakeBusinessApi {
  handle(request: RecordedRequest): TestReply;
  /** Enquiries received (the honeypot ones too: the fake stores what it is sent). */
  leads: BusinessLeadRequest[];
  /** Enquiries accepted before every further one is refused with 429 (the server's hourly limit). */
  leadLimit: number;
}

const notFound: TestReply = { status: 404, body: fixtures.errors.notFound };

/** A fake `/api` for the business area: CMS pages, drafts, collections and enquiries. */
export function createFakeBusinessApi(): FakeBusinessApi {
  const api: FakeBusinessApi = {
    leads: [],
    leadLimit: 5,
    handle(request) {
      const slug = request.query.get('slug') ?? '';
      const collection = /^\/api\/cms\/collections\/([a-z-]+)\/$/.exec(request.path)?.[1];
      if (collection !== undefined) {
        const prefix = PREFIXES[collection];
        if (!prefix) return { status: 400, body: fixtures.errors.validation };
        const language = String(request.headers['accept-language'] ?? 'en');
        const list: CmsPageSummary[] = Object.entries(PAGES)
          .filter(([base]) => base.startsWith(prefix))
          .map(([base, content]) => ({
            slug: `${base}-${String(request.headers['accept-country'])}-${language}`,
            key: base.slice(prefix.length),
            title: content.title,
            description: content.description,
            image: content.image,
            created_at: content.createdAt,
          }))
          .sort((a, b) => b.created_at.localeCompare(a.created_at));
        return { status: 200, body: list };
      }
      switch (request.path) {
        case '/api/cms/pages/': {
          const parsed = parseSlug(slug);
          const content = parsed && contentFor(parsed.base, parsed.language);
          return parsed && content
            ? { status: 200, body: pageOf(slug, content, parsed.country, parsed.language, false) }
            : notFound;
        }
        case '/api/cms/draft-pages/': {
          if (request.headers['x-preview-token'] !== PREVIEW_TOKEN) {
            return { status: 401, body: fixtures.errors.unauthorized };
          }
          const parsed = parseSlug(slug);
          const content = parsed && contentFor(parsed.base, parsed.language, true);
          return parsed && content
            ? { status: 200, body: pageOf(slug, content, parsed.country, parsed.language, true) }
            : notFound;
        }
        case '/api/business/leads/': {
          if (request.method !== 'POST') return notFound;
          if (api.leads.length >= api.leadLimit)
            return { status: 429, body: fixtures.errors.tooManyRequests };
          const body = request.body as BusinessLeadRequest;
          api.leads.push(body);
          return {
            status: 201,
            body: { id: '6f1c1c3e-8f7a-4b55-9a7e-1d2f3a4b5c6d', created_at: '2026-11-21T09:00:00Z' },
          };
        }
        default:
          return notFound;
      }
    },
  };
  return api;
}
