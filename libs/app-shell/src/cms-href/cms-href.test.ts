import { describe, expect, it } from 'vitest';
import { DEFAULT_COUNTRIES, type AppConfig } from '../app-config';
import { cmsHrefTarget, isBusinessHref } from './cms-href';

const config = { countries: DEFAULT_COUNTRIES } as AppConfig;

describe('cmsHrefTarget', () => {
  it('splits a site path without a locale into decoded segments and its query and hash', () => {
    expect(cmsHrefTarget(' /business-scenting/caf%C3%A9?product=x#top ', config)).toEqual({
      kind: 'site-path',
      segments: ['business-scenting', 'café'],
      suffix: '?product=x#top',
    });
    expect(cmsHrefTarget('/', config)).toEqual({ kind: 'site-path', segments: [], suffix: '' });
    // A broken %-escape stays as written rather than throwing.
    expect(cmsHrefTarget('/50%off', config)).toMatchObject({ segments: ['50%off'] });
  });

  it('keeps absolute links and paths that already name one of our countries', () => {
    for (const href of [
      'https://example.com/a',
      'mailto:a@b.example',
      'tel:+6561234567',
      '/vn/en/bespoke-perfume',
    ]) {
      expect(cmsHrefTarget(href, config)).toEqual({ kind: 'as-is', href });
    }
  });
});

describe('isBusinessHref', () => {
  it('tells business-area paths (with or without a query) from shop paths', () => {
    expect(isBusinessHref('/sg/business-scenting/contact?product=x')).toBe(true);
    expect(isBusinessHref('/sg/zh-hans/bespoke-perfume')).toBe(false);
    expect(isBusinessHref('https://example.com/sg/business-scenting')).toBe(false);
  });
});
