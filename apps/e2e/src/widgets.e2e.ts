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

    await group('Scent family').getByRole('radio').first().check();
    await group('Perfume').getByRole('radio').first().check();
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
    for (const value of ['100ml', 'Black', 'Gold', '<b>Mei</b>']) expect(main).toContain(value);
    expect(await page.locator('main b').count()).toBe(0);
    expect(main).toContain(total);
    await page.close();
  });
});
