/** The keys of the business collections' pages (base slug = collection prefix + key). */
export const SUCCESS_STORY_KEYS = [
  'orchid-house-hotel',
  'maison-linh-flagship',
  'hive-commons-seoul',
] as const;
export const PRESS_RELEASE_KEYS = ['business-scenting-launch', 'dubai-showroom', 'refill-programme'] as const;
export const BUSINESS_PRODUCT_KEYS = ['scent-machine-500', 'compact-diffuser', 'oil-refill-500ml'] as const;

export type SuccessStoryKey = (typeof SUCCESS_STORY_KEYS)[number];
export type PressReleaseKey = (typeof PRESS_RELEASE_KEYS)[number];
export type BusinessProductKey = (typeof BUSINESS_PRODUCT_KEYS)[number];

export interface QuoteTexts {
  readonly text: string;
  readonly author: string;
  readonly role: string;
}

export interface LandingTexts {
  readonly title: string;
  readonly seoDescription: string;
  readonly heroHeading: string;
  readonly heroBody: string;
  readonly sectorsHeading: string;
  /** Hotels, retail, offices and wellness: an h3 and a paragraph each. */
  readonly sectorsHtml: string;
  /** "How it works": an h2 and three steps (h3 + p). */
  readonly stepsHtml: string;
  readonly stepsImageAlt: string;
  readonly quote: QuoteTexts;
  readonly faqHeading: string;
  readonly faq: readonly { readonly q: string; readonly a: string }[];
}

export interface SuccessStoryTexts {
  readonly title: string;
  readonly seoDescription: string;
  readonly imageAlt: string;
  readonly imageCaption: string;
  /** Each an h2 and paragraphs; the results end with a list. */
  readonly challengeHtml: string;
  readonly solutionHtml: string;
  readonly resultsHtml: string;
  readonly quote: QuoteTexts;
}

export interface PressReleaseTexts {
  readonly title: string;
  readonly seoDescription: string;
  /** Starts with the dateline ("SINGAPORE, 15 September 2025 –"). */
  readonly html: string;
}

export interface BusinessProductTexts {
  readonly title: string;
  readonly seoDescription: string;
  readonly intro: string;
  readonly html: string;
  /** [specification, value] in the page language. */
  readonly specs: readonly (readonly [string, string])[];
  readonly imageAlt: string;
}

export interface SustainabilityTexts {
  readonly title: string;
  readonly seoDescription: string;
  readonly introHtml: string;
  readonly imageAlt: string;
  readonly refillHtml: string;
  readonly commitmentsHtml: string;
}

/** Every text of the business area's CMS pages in one language. */
export interface BusinessTexts {
  readonly askForQuote: string;
  readonly allStories: string;
  readonly allProducts: string;
  readonly allPressReleases: string;
  readonly specsHeading: string;
  readonly specsColumns: readonly [string, string];
  readonly homeScentsHeading: string;
  /** "About Atelier Scents" at the end of every press release (h2 + p). */
  readonly pressAboutHtml: string;
  readonly landing: LandingTexts;
  readonly successStories: Readonly<Record<SuccessStoryKey, SuccessStoryTexts>>;
  readonly pressReleases: Readonly<Record<PressReleaseKey, PressReleaseTexts>>;
  readonly products: Readonly<Record<BusinessProductKey, BusinessProductTexts>>;
  readonly sustainability: SustainabilityTexts;
}
