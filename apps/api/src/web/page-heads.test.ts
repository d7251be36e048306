import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { storeTestHeads } from '../../test/support/page-heads-fixture';
import {
  BRAND_TITLE,
  isPrivatePage,
  loadPageHeads,
  notFoundTitle,
  pageHead,
  privateSegments,
} from './page-heads';

const log = () => ({ warn: vi.fn() }) as unknown as Parameters<typeof loadPageHeads>[1];

describe('page heads', () => {
  it('reads the pageHeads export of an area’s SSR module', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'atelier-heads-'));
    const file = join(folder, 'entry-server.js');
    writeFileSync(
      file,
      `export const pageHeads = ${JSON.stringify(storeTestHeads)};\nexport const render = () => null;\n`,
    );
    expect(await loadPageHeads(file, log())).toEqual(storeTestHeads);
  });

  it('is null, with a warning, when the module exports none, and silently when it is not built', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'atelier-heads-'));
    const file = join(folder, 'entry-server.js');
    writeFileSync(file, 'export const render = () => null;\n');
    const logger = log();
    expect(await loadPageHeads(file, logger)).toBeNull();
    expect(logger.warn).toHaveBeenCalledOnce();
    expect(await loadPageHeads(join(folder, 'missing.js'), logger)).toBeNull();
  });

  it('picks the most specific route of a path, else the area’s fallback', () => {
    expect(pageHead(storeTestHeads, [], 'ar').title).toBe('Home | Brand (ar)');
    expect(pageHead(storeTestHeads, ['gift-cards', 'balance'], 'vi').title).toBe(
      'Gift card balance | Brand (vi)',
    );
    expect(pageHead(storeTestHeads, ['gift-cards'], 'vi').title).toBe('Gift cards | Brand (vi)');
    expect(pageHead(storeTestHeads, ['account', 'orders', '7'], 'en').title).toBe('Account | Brand (en)');
    expect(pageHead(storeTestHeads, ['unknown'], 'en')).toEqual({
      title: 'Brand (en)',
      description: 'Shop (en)',
    });
    expect(notFoundTitle(storeTestHeads, 'zh-hans')).toBe('Not found | Brand (zh-hans)');
  });

  it('gives the brand alone without heads', () => {
    expect(pageHead(null, ['faq'], 'ar')).toEqual({ title: BRAND_TITLE, description: null });
    expect(notFoundTitle(null, 'ar')).toBe(BRAND_TITLE);
  });

  it('knows a shopper’s own page from its manifest’s flag, and their first segments for robots.txt', () => {
    expect(isPrivatePage(storeTestHeads, ['account', 'orders', '7'])).toBe(true);
    expect(isPrivatePage(storeTestHeads, ['checkout'])).toBe(true);
    expect(isPrivatePage(storeTestHeads, ['gift-cards', 'balance'])).toBe(false);
    expect(isPrivatePage(storeTestHeads, ['unknown'])).toBe(false);
    expect(isPrivatePage(null, ['checkout'])).toBe(false);
    expect(privateSegments(storeTestHeads, null)).toEqual([
      'account',
      'cart',
      'checkout',
      'login',
      'pay',
      'register',
      'workshop',
    ]);
  });
});
