// Product search end to end (issue 23 point 7): a Vietnamese shopper types "nuoc hoa" without its
// accents and finds the perfumes named "nước hoa", opens one; an Arabic query finds the Arabic
// name, server-rendered (before any script runs); a query that finds nothing offers the quiz.
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { hydrated } from './support/hydrated';
import { useJourney } from './support/journey';

const journey = useJourney();

describe('search', () => {
  it('finds Vietnamese names typed without accents and opens a product', async () => {
    const page = await journey.newPage();
    await page.goto(`${journey.stack.baseUrl}/vn/search`);
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: 'Tìm kiếm' }).waitFor();
    await page.getByRole('searchbox').fill('nuoc hoa');
    await page.getByRole('searchbox').press('Enter');

    await page.getByRole('heading', { level: 1, name: 'Kết quả cho “nuoc hoa”' }).waitFor();
    const results = page.getByRole('list', { name: 'Kết quả tìm kiếm' });
    const product = results.getByRole('link', { name: 'Hộp khám phá nước hoa' });
    await product.waitFor();
    expect(new URL(page.url()).search).toBe('?q=nuoc+hoa');
    expect(await results.textContent()).toContain('₫');
    expect(await seriousViolations(page)).toEqual([]);

    await product.click();
    await page.getByRole('heading', { level: 1, name: 'Hộp khám phá nước hoa' }).waitFor();
    await page.close();
  });

  it('finds an Arabic name in the server’s page, and offers the quiz when nothing matches', async () => {
    const page = await journey.newPage();
    // The results are in the server's HTML: seen with scripts off.
    const html = await (
      await fetch(`${journey.stack.baseUrl}/ae/search?q=${encodeURIComponent('عنبر')}`)
    ).text();
    expect(html).toContain('عنبر وعود');
    expect(html).toMatch(/<meta name="robots" content="noindex, follow"/);

    await page.goto(`${journey.stack.baseUrl}/ae/search?q=${encodeURIComponent('عنبر')}`);
    await hydrated(page);
    const results = page.getByRole('list', { name: 'نتائج البحث' });
    await results.getByRole('link', { name: 'عنبر وعود' }).first().waitFor();
    expect(await results.textContent()).toMatch(/د\.إ|AED/);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('searchbox').fill('zzzq');
    await page.getByRole('searchbox').press('Enter');
    await page.getByRole('heading', { name: 'لا شيء يطابق «zzzq»' }).waitFor();
    expect(await page.getByRole('link', { name: 'خذ اختبار العطور' }).getAttribute('href')).toBe(
      '/ae/scent-quiz',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});
