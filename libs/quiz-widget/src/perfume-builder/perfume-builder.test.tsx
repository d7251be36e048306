import { createApiClient, createMemoryTokenStore } from '@atelier/api/client';
import { SCHEMA_BUNDLE_ID, schemaBundle } from '@atelier/api/document';
import { ApiClientProvider, createQueryClient } from '@atelier/api/queries';
import { fixtures } from '@atelier/api/testing';
import { startContractTestServer } from '@atelier/api/testing/contract-server';
import { loadOpenApiDocument, type TestServer } from '@atelier/api/testing/server';
import type { Language } from '@atelier/commerce/paths';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Ajv2020 from '@redocly/ajv/dist/2020';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PerfumeBuilder, type PerfumeBuilderProps } from './perfume-builder';
import { bottleImageUrl, builderApi } from './testing/fake-builder-api';

let server: TestServer;
beforeAll(async () => {
  server = await startContractTestServer(builderApi);
});
afterAll(() => server.close());

// The server validates a cart item request against the contract with Ajv 2020 (`routerFor`); the
// builder's request is checked the same way, so "the server accepts it" is tested, not assumed.
const ajv = new Ajv2020({ strict: false, allErrors: true });
ajv.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
ajv.addFormat('uri', () => true);
ajv.addFormat('date-time', () => true);
ajv.addFormat('email', () => true);
ajv.addFormat('date', () => true);
ajv.addSchema(schemaBundle(loadOpenApiDocument()));
const validateCartItemRequest = ajv.getSchema(`${SCHEMA_BUNDLE_ID}#/$defs/AddCartItemRequest`)!;

function renderBuilder({
  country = 'sg',
  acceptCurrency = 'sgd',
  lang = 'en',
  ...props
}: Partial<PerfumeBuilderProps> & { country?: string; acceptCurrency?: string; lang?: Language }) {
  const api = createApiClient({
    baseUrl: server.url,
    locale: () => ({ country, language: lang, currency: acceptCurrency }),
    tokens: createMemoryTokenStore(),
  });
  const onAddToCart = vi.fn<PerfumeBuilderProps['onAddToCart']>();
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <ApiClientProvider client={api}>
        <PerfumeBuilder lang={lang} onAddToCart={onAddToCart} {...props} />
      </ApiClientProvider>
    </QueryClientProvider>,
  );
  return { ...view, onAddToCart, user: userEvent.setup() };
}

const group = (name: string | RegExp) => screen.getByRole('group', { name });
const total = () => screen.getByText('Total:', { exact: false });
const shownTotal = (text: string) => waitFor(() => expect(total()).toHaveTextContent(`Total: ${text}`));
const preview = (side: 'Front' | 'Back') => screen.getByRole('figure', { name: side });

describe('PerfumeBuilder', () => {
  it('turns a quiz result and the choices into a perfume_diy cart item with the SGD price', async () => {
    const { user, onAddToCart } = renderBuilder({ outcomeId: fixtures.outcome.id });

    // The quiz's bespoke recommendation and mood are preselected.
    const recommended = await screen.findByRole('group', { name: 'Recommended for you: The Free Spirit' });
    expect(within(recommended).getByRole('radio', { name: 'Citrus Grove' })).toBeChecked();
    await waitFor(() =>
      expect(within(group('Mood')).getByRole('radio', { name: /Seductive/ })).toBeChecked(),
    );
    await shownTotal('S$128.00');

    await user.click(within(group('Size')).getByRole('radio', { name: '30ml' }));
    await user.click(within(group('Bottle colour')).getByRole('radio', { name: 'Black' }));
    await user.click(within(group('Cap colour')).getByRole('radio', { name: 'White' }));
    const front = group('Front label');
    await user.type(within(front).getByRole('textbox', { name: 'Text' }), 'For Mei');
    await user.click(within(front).getByRole('radio', { name: 'Dancing Script' }));
    const back = group('Back label');
    await user.type(within(back).getByRole('textbox', { name: 'Text' }), '2026');
    await user.click(within(back).getByRole('radio', { name: 'Nunito' }));

    // One 30ml bottle, then the perfume_diy rule from the second one.
    await shownTotal('S$68.00');
    expect(
      screen.getByText('Two bespoke perfumes, 10% off: S$61.20 each from 2 bottles.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(total()).toHaveTextContent('Total: S$122.40');
    expect(screen.getByText('Was', { exact: false }).closest('del')).toHaveTextContent('S$68.00');
    expect(screen.getByText('Now', { exact: false }).closest('ins')).toHaveTextContent('S$61.20');

    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onAddToCart).toHaveBeenCalledTimes(1);
    const [request, summary] = onAddToCart.mock.calls[0]!;
    expect(request).toEqual({
      product_id: 101,
      variant_id: 1012,
      quantity: 2,
      customization: {
        bottle_colour: 'black',
        cap_colour: 'white',
        size: '30ml',
        labels: [
          { text: 'For Mei', font: 'Dancing Script', side: 'front' },
          { text: '2026', font: 'Nunito', side: 'back' },
        ],
        mood: 2,
        outcome_id: fixtures.outcome.id,
      },
    });
    expect(validateCartItemRequest(request), JSON.stringify(validateCartItemRequest.errors)).toBe(true);
    expect(summary).toEqual({
      name: 'Citrus Grove',
      itemFeedId: 'CG-30',
      price: 6120,
      total: 12240,
      quantity: 2,
      currency: 'SGD',
    });
    expect(await screen.findByText('Citrus Grove was added to your cart.')).toBeInTheDocument();
  });

  it('builds by scent family and prices in VND with the promo rule', async () => {
    const { user, onAddToCart } = renderBuilder({ country: 'vn', acceptCurrency: 'vnd' });

    await user.click(await screen.findByRole('radio', { name: /Citrus/ }));
    await user.click(await screen.findByRole('radio', { name: 'Amber Night' }));
    await user.click(within(group('Mood')).getByRole('radio', { name: /Bold/ }));
    // 148 SGD at 18,750 VND, no decimals, thousands grouped with a period (SPEC §9).
    await shownTotal('2.775.000₫');
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(total()).toHaveTextContent('Total: 4.995.000₫');

    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const [request, summary] = onAddToCart.mock.calls[0]!;
    expect(request).toEqual({
      product_id: 102,
      variant_id: 1021,
      quantity: 2,
      customization: {
        bottle_colour: 'clear',
        cap_colour: 'gold',
        size: '100ml',
        labels: [],
        mood: 3,
        scent_tag_ids: [13],
      },
    });
    expect(validateCartItemRequest(request)).toBe(true);
    expect(summary).toMatchObject({ price: 2_497_500, total: 4_995_000, currency: 'VND' });
  });

  it('shows what a bottle starts at before any choice, and chooses the only perfume of a family with it', async () => {
    const { user } = renderBuilder({});
    // Before a scent: the cheapest bespoke bottle's price, never an empty price.
    const price = screen.getByRole('region', { name: 'Price' });
    await waitFor(() => expect(price).toHaveTextContent('From S$68.00'));
    expect(price).toHaveTextContent('Choose a scent to see the price of your perfume.');

    // Each family offers one perfume: choosing the family chooses it, and its price shows.
    await user.click(await screen.findByRole('radio', { name: /Citrus/ }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Amber Night' })).toBeChecked());
    await shownTotal('S$148.00');
    expect(price).not.toHaveTextContent('From');

    // Another family: its only perfume replaces the first.
    await user.click(screen.getByRole('radio', { name: /Woody/ }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Citrus Grove' })).toBeChecked());
    await shownTotal('S$128.00');
  });

  it('starts the price in the visitor’s currency and language', async () => {
    renderBuilder({ lang: 'vi', country: 'vn', acceptCurrency: 'vnd' });
    // 68 SGD at 18,750 VND: no decimals, a period between thousands (SPEC §9).
    const price = screen.getByRole('region', { name: 'Giá' });
    await waitFor(() => expect(price).toHaveTextContent('Từ 1.275.000₫'));
  });

  it('limits a label to 20 characters and shows markup as the characters typed', async () => {
    const { user, onAddToCart, container } = renderBuilder({});
    const field = within(group('Front label')).getByRole('textbox', { name: 'Text' });

    await user.type(field, 'abcdefghijklmnopqrstuvwxy');
    expect(field).toHaveValue('abcdefghijklmnopqrst');
    expect(within(group('Front label')).getByText('20 of 20 characters')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '<img onerror=x>');
    expect(within(preview('Front')).getByText('<img onerror=x>')).toBeInTheDocument();
    // The only images are the two bottle pictures: nothing the shopper typed became an element.
    await waitFor(() => expect(container.querySelectorAll('img')).toHaveLength(2));
    container.querySelectorAll('img').forEach((img) => expect(img).not.toHaveAttribute('onerror'));

    // A character that cannot be printed is refused, and nothing goes to the cart.
    await user.clear(field);
    await user.type(field, 'tab\u0007bell');
    expect(
      within(group('Front label')).getByText(
        'Use letters, digits, punctuation and spaces only, on one line.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const problems = await screen.findByRole('alert', { name: '' });
    expect(problems).toHaveTextContent('Check the label text.');
    expect(onAddToCart).not.toHaveBeenCalled();
  });

  it('shows the bottle picture of the chosen colours and size', async () => {
    const { user } = renderBuilder({});
    const bottle = await within(preview('Front')).findByRole('img', {
      name: 'Clear bottle with a Gold cap, 100ml',
    });
    expect(bottle).toHaveAttribute('src', bottleImageUrl('clear', 'gold', '100ml'));

    await user.click(within(group('Bottle colour')).getByRole('radio', { name: 'Black' }));
    await user.click(within(group('Cap colour')).getByRole('radio', { name: 'White' }));
    await user.click(within(group('Size')).getByRole('radio', { name: '30ml' }));
    expect(
      within(preview('Front')).getByRole('img', { name: 'Black bottle with a White cap, 30ml' }),
    ).toHaveAttribute('src', bottleImageUrl('black', 'white', '30ml'));

    const back = group('Back label');
    await user.type(within(back).getByRole('textbox', { name: 'Text' }), 'Mei');
    await user.click(within(back).getByRole('radio', { name: 'Permanent Marker' }));
    expect(within(preview('Back')).getByText('Mei')).toHaveStyle({
      fontFamily: "'Permanent Marker', fantasy, sans-serif",
    });
  });

  it('is used with the keyboard alone', async () => {
    const { user, onAddToCart } = renderBuilder({ outcomeId: fixtures.outcome.id });
    await waitFor(() =>
      expect(within(group('Mood')).getByRole('radio', { name: /Seductive/ })).toBeChecked(),
    );
    await shownTotal('S$128.00');

    // Arrow keys move the choice inside a group; Tab moves on to the next group.
    within(group('Mood'))
      .getByRole('radio', { name: /Seductive/ })
      .focus();
    await user.keyboard('{ArrowDown}');
    expect(within(group('Mood')).getByRole('radio', { name: /Bold/ })).toBeChecked();
    await user.tab();
    expect(within(group('Size')).getByRole('radio', { name: '100ml' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(group('Size')).getByRole('radio', { name: '30ml' })).toBeChecked();

    const add = screen.getByRole('button', { name: 'Add to cart' });
    add.focus();
    await user.keyboard('{Enter}');
    expect(onAddToCart).toHaveBeenCalledTimes(1);
    expect(onAddToCart.mock.calls[0]![0].customization).toMatchObject({ mood: 3, size: '30ml' });
  });

  it('says what is missing and moves the focus there', async () => {
    const { user, onAddToCart } = renderBuilder({});
    await screen.findByRole('radio', { name: /Woody/ });
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const problems = await screen.findByRole('alert');
    expect(problems).toHaveTextContent('Choose a perfume.');
    expect(problems).toHaveTextContent('Choose a mood.');
    await waitFor(() => expect(problems).toHaveFocus());
    expect(onAddToCart).not.toHaveBeenCalled();
  });

  it('keeps the choices and says so when adding fails', async () => {
    const { user, onAddToCart } = renderBuilder({ outcomeId: fixtures.outcome.id });
    onAddToCart.mockRejectedValueOnce(new Error('offline'));
    await shownTotal('S$128.00');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(
      await screen.findByText('Your perfume could not be added to the cart. Please try again.'),
    ).toBeInTheDocument();
    expect(within(group('Mood')).getByRole('radio', { name: /Seductive/ })).toBeChecked();
  });

  it('leaves the heading to a host page that has its own, still naming its region', async () => {
    renderBuilder({ headingHidden: true });
    const title = screen.getByRole('heading', { name: 'Design your perfume' });
    expect(title).toHaveClass('ui-visually-hidden');
    expect(screen.getByRole('region', { name: 'Design your perfume' })).toBeInTheDocument();
    expect(screen.queryByText('Choose a scent, its mood, the bottle and what its labels say.')).toBeNull();
  });

  it('speaks Arabic right to left', async () => {
    renderBuilder({ lang: 'ar', country: 'ae', acceptCurrency: 'aed', outcomeId: fixtures.outcome.id });
    const region = screen.getByRole('region', { name: 'صمّم عطرك' });
    expect(region).toHaveAttribute('dir', 'rtl');
    expect(region).toHaveAttribute('lang', 'ar');
    expect(within(region).getByRole('group', { name: 'لون الزجاجة' })).toBeInTheDocument();
    expect(await within(region).findByRole('button', { name: 'أضف إلى السلة' })).toBeInTheDocument();
  });
});
