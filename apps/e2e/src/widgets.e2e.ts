// Issue "Widgets": the scent quiz and the perfume builder in the store, in real Chromium against the
// real stack (the quiz's questions, outcome and recommendations come from the seeded database).
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { takeQuiz } from './support/scent-quiz';
import { useJourney } from './support/journey';

const journey = useJourney();
const { newPage } = journey;

describe('the scent quiz in the store', () => {
  it('is taken to a result, adds a recommendation to the cart, comes back on a later visit and can be retaken', async () => {
    const page = await newPage();
    await page.goto(`${journey.stack.baseUrl}/sg/en/scent-quiz`);
    await page.getByRole('heading', { level: 1, name: 'Scent quiz' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const steps = await takeQuiz(page);
    expect(steps[0]).toMatch(/^Question 1 of \d+$/);
    expect(steps.length).toBeGreaterThan(1);
    await page.getByText(/^Your scent mood is \w+, made for the (day|night)\.$/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The result in words: the personality, its families with what they smell of, three picks.
    const families = page.getByRole('list', { name: 'Your scent families' }).getByRole('listitem');
    expect(await families.count()).toBeGreaterThan(0);
    for (const family of await families.all()) expect((await family.innerText()).split('\n').length).toBe(2);
    const picks = page.getByRole('list', { name: 'Recommended for you' }).getByRole('listitem');
    expect(await picks.count()).toBe(3);
    expect(await page.getByRole('link', { name: /^View details: / }).count()).toBe(3);
    // A bespoke pick is designed in the builder, not added as it is.
    const design = page.getByRole('link', { name: /^Design yours: / });
    if (await design.count())
      expect(await design.getAttribute('href')).toMatch(/^\/sg(\/en)?\/bespoke-perfume$/);

    const add = page.getByRole('button', { name: /^Add to cart: / }).first();
    const name = (await add.getAttribute('aria-label'))?.replace(/^Add to cart: /, '') ?? '';
    await add.click();
    await page.getByText(`${name} was added to your cart.`).waitFor();
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('outComeId'))).toMatch(/^[0-9a-f-]{36}$/);

    // A later visit shows the same result without asking again.
    await page.reload();
    await page.getByRole('heading', { name: 'Recommended for you' }).waitFor();
    expect(await page.getByText(/^Question \d+ of \d+$/).count()).toBe(0);

    await page.getByRole('button', { name: 'Retake the quiz' }).click();
    await page.getByText(/^Question 1 of \d+$/).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('outComeId'))).toBeNull();
    await page.close();
  });
});

describe('a partner’s quiz and builder on the store’s own pages (?partnership=)', () => {
  it('asks the partner’s questions in the partner’s theme, rendered by the server, and the shop’s quiz for an unknown partner', async () => {
    const page = await newPage();
    const response = await page.goto(`${journey.stack.baseUrl}/sg/en/scent-quiz?partnership=acme`);
    expect(response?.status()).toBe(200);
    // The server's HTML already holds the partner's first question.
    expect(await response?.text()).toContain('What brings you to Acme Hotels?');
    const question = page.getByText('What brings you to Acme Hotels?');
    await question.waitFor();
    // Acme's stored accent, on the quiz's container only: the shop's header keeps its own.
    const accent = await question.evaluate((element) =>
      getComputedStyle(element).getPropertyValue('--color-accent').trim(),
    );
    expect(accent).toBe('#0f4c5c');
    const shopAccent = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-accent').trim(),
    );
    expect(shopAccent).not.toBe('#0f4c5c');
    expect(await seriousViolations(page)).toEqual([]);

    const unknown = await page.goto(`${journey.stack.baseUrl}/sg/en/scent-quiz?partnership=nobody`);
    expect(unknown?.status()).toBe(200);
    await page.getByText(/^Question 1 of \d+$/).waitFor();
    expect(await page.getByText('What brings you to Acme Hotels?').count()).toBe(0);

    // The builder takes the partner's theme too.
    await page.goto(`${journey.stack.baseUrl}/sg/en/bespoke-perfume?partnership=acme`);
    const family = page.getByRole('group', { name: 'Scent family', exact: true });
    await family.waitFor();
    expect(
      await family.evaluate((element) => getComputedStyle(element).getPropertyValue('--color-accent').trim()),
    ).toBe('#0f4c5c');
    await page.close();
  });
});

describe('the perfume builder in the store', () => {
  it('turns choices into a cart line with every choice and the price it showed', async () => {
    const page = await newPage();
    await page.goto(`${journey.stack.baseUrl}/sg/en/bespoke-perfume`);
    await page.getByRole('heading', { level: 1, name: 'Bespoke perfume' }).waitFor();
    const group = (name: string) => page.getByRole('group', { name, exact: true });
    // The price shows before any choice: what a bespoke bottle starts at.
    await page.getByText(/^From S\$\d+\.\d{2}$/).waitFor();

    await group('Scent family').getByRole('radio').first().check();
    // The family has one perfume: it is chosen with the family.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('fieldset')].some(
        (set) => set.querySelector('legend')?.textContent === 'Perfume' && set.querySelector('input:checked'),
      ),
    );
    await group('Mood').getByRole('radio').first().check();
    await group('Size').getByRole('radio', { name: /100ml/ }).check();
    await group('Bottle colour').getByRole('radio', { name: /Black/ }).check();
    await group('Cap colour').getByRole('radio', { name: /Gold/ }).check();
    // Markup typed into a label is only text: on the preview and on the cart line.
    await group('Front label').getByRole('textbox').fill('<b>Mei</b>');
    expect(await page.locator('main b').count()).toBe(0);
    await page.getByText('<b>Mei</b>').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const total = (await page.getByText(/^Total: /).innerText()).replace(/^Total: /, '').trim();
    expect(total).toMatch(/^S\$\d+\.\d{2}$/);
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await page.getByText(/was added to your cart\.$/).waitFor();
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();

    await page.goto(`${journey.stack.baseUrl}/sg/en/cart`);
    await page.getByRole('table', { name: 'Cart totals' }).waitFor();
    const main = await page.getByRole('main').innerText();
    // The line names each label with its font, and the mood (the first: fresh, for the day).
    for (const value of [
      '100ml',
      'Bottle: Black',
      'Cap: Gold',
      'Front label: “<b>Mei</b>” in Jost',
      'Mood: Fresh, for the day',
    ])
      expect(main).toContain(value);
    expect(main).not.toContain('Label:');
    expect(await page.locator('main b').count()).toBe(0);
    expect(main).toContain(total);
    await page.close();
  });
});

// The longest label a shopper may write (20 characters) in each language's script, the widest
// case in Latin (20 capital Ws, one word that cannot wrap), on both bottle sizes in every font.
const LONGEST_LABELS = {
  en: ['WWWWWWWWWWWWWWWWWWWW', 'Happy birthday, Mum!'],
  ar: ['إلى أمي الحبيبة دوما', 'عطرٌ خاصٌ بكِ وحدكِ!'],
  'zh-hans': ['献给我最亲爱的妈妈祝您生日快乐永远美丽！'],
  vi: ['Mến tặng mẹ yêu dấu!', 'ĐẶNG THỊ NGỌC HƯỜNG!'],
} as const;

describe('the perfume builder’s preview on a phone', () => {
  it('keeps the longest label inside the bottle’s label in every language, size and font', async () => {
    const page = await journey.browser.newPage({ bypassCSP: true, viewport: { width: 390, height: 844 } });
    for (const [lang, texts] of Object.entries(LONGEST_LABELS)) {
      await page.goto(`${journey.stack.baseUrl}/sg/${lang}/bespoke-perfume`);
      const front = page.locator('.perfume-builder__label-side').first();
      const field = front.getByRole('textbox');
      await field.waitFor();
      await page.locator('.perfume-builder__label-area').first().waitFor();
      for (const text of texts) {
        await field.fill(text);
        expect(await field.inputValue()).toBe(text);
        for (const size of ['100ml', '30ml']) {
          await page.locator(`input[type=radio][value="${size}"]`).check();
          for (const font of [
            'Jost',
            'Playfair Display',
            'Dancing Script',
            'Balsamiq Sans',
            'Permanent Marker',
            'Nunito',
          ]) {
            await front.locator(`input[type=radio][value="${font}"]`).check();
            await page.evaluate(() => document.fonts.ready);
            // Inside the label box (which lies inside the picture), text and all, after the fit.
            const fits = await page
              .waitForFunction(
                (typed) => {
                  const area = document.querySelector('.perfume-builder__label-area');
                  const picture = document.querySelector('.perfume-builder__picture');
                  const span = area?.firstElementChild;
                  if (!area || !picture || !span || span.textContent !== typed) return false;
                  const range = document.createRange();
                  range.selectNodeContents(span);
                  const t = range.getBoundingClientRect();
                  const a = area.getBoundingClientRect();
                  const p = picture.getBoundingClientRect();
                  const within = (inner: DOMRect, outer: DOMRect) =>
                    inner.left >= outer.left - 0.5 &&
                    inner.right <= outer.right + 0.5 &&
                    inner.top >= outer.top - 0.5 &&
                    inner.bottom <= outer.bottom + 0.5;
                  return t.width > 0 && within(t, a) && within(a, p);
                },
                text,
                { timeout: 5_000 },
              )
              .then(() => true)
              .catch(() => false);
            expect(fits, `${lang} "${text}" ${size} ${font}`).toBe(true);
          }
        }
      }
      // The page itself never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    await page.close();
  });
});
