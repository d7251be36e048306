import { DEFAULT_COUNTRIES } from '@atelier/app-shell/app-config';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../testing/render-business';
import { resolveBusinessPath } from '../../app/locale';
import { isBusinessHref, resolveCmsHref } from './cms-href';

function localeOf(path: string) {
  const resolution = resolveBusinessPath(path, { ...testConfig, countries: DEFAULT_COUNTRIES });
  if (!resolution.ok) throw new Error(`no locale in ${path}`);
  return resolution.locale;
}

describe('resolveCmsHref', () => {
  const zh = localeOf('/sg/zh-hans/business-scenting');
  const ae = localeOf('/ae/business-scenting');

  it.each([
    [
      '/business-scenting/contact?product=scent-machine-500',
      zh,
      '/sg/zh-hans/business-scenting/contact?product=scent-machine-500',
    ],
    ['/business-scenting', ae, '/ae/business-scenting'],
    ['/all-home-perfumes#top', zh, '/sg/zh-hans/all-home-perfumes#top'],
    ['/', ae, '/ae'],
    ['/vn/business-scenting/product', zh, '/vn/business-scenting/product'],
    ['https://example.com/press', zh, 'https://example.com/press'],
    ['mailto:sales@atelier.example', ae, 'mailto:sales@atelier.example'],
  ])('places %s in the page locale', (href, locale, expected) => {
    expect(resolveCmsHref(href, locale, testConfig)).toBe(expected);
  });

  it('tells business paths (this app) from the shop (a full page load)', () => {
    expect(isBusinessHref('/sg/zh-hans/business-scenting/contact?product=x')).toBe(true);
    expect(isBusinessHref('/sg/all-home-perfumes')).toBe(false);
    expect(isBusinessHref('https://example.com/business-scenting')).toBe(false);
  });
});
