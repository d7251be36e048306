import { createApiClient, createMemoryTokenStore, type StorageLike } from '@atelier/api/client';
import { ApiClientProvider, createQueryClient } from '@atelier/api/queries';
import type { ProductSummary } from '@atelier/api/schema';
import { fixtures } from '@atelier/api/testing';
import { startContractTestServer } from '@atelier/api/testing/contract-server';
import type { TestServer } from '@atelier/api/testing/server';
import type { Language } from '@atelier/commerce/paths';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createFakeQuizApi,
  personality,
  recommendedProducts,
  type FakeQuizApi,
} from './testing/fake-quiz-api';
import { ScentQuiz, type QuizAnalyticsEvent, type ScentQuizProps } from './scent-quiz';

let server: TestServer;
let api: FakeQuizApi;

beforeAll(async () => {
  server = await startContractTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  api = createFakeQuizApi();
  server.setHandler(api.handle);
  server.requests.length = 0;
});

function memoryStorage(initial: Record<string, string> = {}): StorageLike & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/** The quiz as a host mounts it: its own providers, a fresh cache (as after a reload). */
function renderQuiz(props: Partial<ScentQuizProps> & { lang?: Language } = {}) {
  const lang = props.lang ?? 'en';
  const client = createApiClient({
    baseUrl: server.url,
    locale: () => ({ country: 'sg', language: lang }),
    tokens: createMemoryTokenStore(),
  });
  const events: QuizAnalyticsEvent[] = [];
  const added: ProductSummary[] = [];
  const storage = props.storage === undefined ? memoryStorage() : props.storage;
  render(
    <QueryClientProvider client={createQueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ApiClientProvider client={client}>
        <ScentQuiz
          lang={lang}
          storage={storage}
          onAddToCart={(product) => void added.push(product)}
          onAnalytics={(event) => events.push(event)}
          {...props}
        />
      </ApiClientProvider>
    </QueryClientProvider>,
  );
  return { events, added, storage, user: userEvent.setup() };
}

const question = (title: string) => screen.findByRole('heading', { level: 2, name: title });
const progress = (text: string) => screen.findByText(text);

type User = ReturnType<typeof userEvent.setup>;

/** Answers every step with the mouse, checking the progress line on the way. */
async function takeQuiz(user: User) {
  await progress('Question 1 of 3');
  await question('When do you wear perfume most?');
  await user.click(screen.getByRole('radio', { name: 'In the evening' }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));

  await progress('Question 2 of 3');
  // Each answer names the scent families it leads to.
  expect(screen.getByRole('checkbox', { name: 'Vanilla' })).toHaveAccessibleDescription('Gourmand and Woody');
  expect(screen.getByRole('checkbox', { name: 'Citrus peel' })).toHaveAccessibleDescription('Citrus');
  await user.click(screen.getByRole('checkbox', { name: 'Citrus peel' }));
  await user.click(screen.getByRole('checkbox', { name: 'Vanilla' }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));

  await question('Who is the perfume for?');
  expect(screen.getByText('Question 3 of 3')).toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: 'For anyone' }));
  await user.click(screen.getByRole('button', { name: 'See my result' }));
}

describe('ScentQuiz', () => {
  it('takes a shopper through every question to the result, and adds a recommendation to the cart', async () => {
    const { user, events, added, storage } = renderQuiz();
    await takeQuiz(user);

    expect(await question(personality.title)).toHaveFocus();
    expect(screen.getByText('Your scent personality')).toBeInTheDocument();
    expect(screen.getByText('Deep, warm and magnetic.')).toBeInTheDocument();
    expect(screen.getByText('Your scent mood is Seductive, made for the night.')).toBeInTheDocument();
    expect(screen.getByText('Your answers lean towards Woody, Citrus, and Gourmand.')).toBeInTheDocument();
    const picks = within(screen.getByRole('list', { name: 'Recommended for you' })).getAllByRole('listitem');
    expect(picks).toHaveLength(3);
    const product = picks[0]!;
    expect(within(product).getByRole('heading', { name: 'Citrus Grove' })).toBeInTheDocument();
    expect(within(product).getByText('S$128.00')).toBeInTheDocument();

    expect(api.created).toEqual([
      {
        answers: [
          { question_id: 1, answer_ids: [3] },
          { question_id: 2, answer_ids: [5, 6] },
        ],
        gender: 'Neutral',
      },
    ]);
    const outcomeId = [...api.outcomes.keys()][0];
    expect(storage?.getItem('outComeId')).toBe(outcomeId);

    await user.click(within(product).getByRole('button', { name: 'Add to cart: Citrus Grove' }));
    expect(added).toEqual([fixtures.productSummary]);
    expect(await screen.findByRole('status')).toHaveTextContent('Citrus Grove was added to your cart.');

    expect(events).toEqual([
      { event: 'quiz_start', partnership: null },
      ...[1, 2, 3].map((step) => ({ event: 'quiz_step', step, total_steps: 3, partnership: null })),
      { event: 'quiz_complete', personality: personality.title, partnership: null },
    ]);
  });

  it('explains the personality and each scent family in words, and offers three different picks with their own actions', async () => {
    const { user, added } = renderQuiz({
      productHref: (product) => `/sg/product/${product.type}/${product.slug}`,
      builderHref: '/sg/bespoke-perfume',
    });
    await takeQuiz(user);
    await question(personality.title);

    // Each family says what it smells of: its own description, the widget's words where it has none.
    const families = within(screen.getByRole('list', { name: 'Your scent families' })).getAllByRole(
      'listitem',
    );
    expect(families.map((family) => family.textContent)).toEqual([
      'WoodyWarm cedar and sandalwood',
      'CitrusLemon and bergamot',
      'GourmandGourmand notes run through your answers.',
    ]);
    expect(
      screen.getByText('Three picks for your Seductive mood, chosen from your answers.'),
    ).toBeInTheDocument();

    // One of each kind (the second ready-made perfume gives way to the candle), the best match first.
    const picks = within(screen.getByRole('list', { name: 'Recommended for you' })).getAllByRole('listitem');
    expect(picks.map((pick) => within(pick).getByRole('heading').textContent)).toEqual([
      'Citrus Grove',
      'Amber Nights',
      'Fig Leaf Candle',
    ]);
    expect(picks.map((pick) => pick.querySelector('.scent-quiz__pick-role')?.textContent)).toEqual([
      'Your best match',
      'Also for you',
      'Also for you',
    ]);
    // The bespoke perfume is designed in the builder; the others go to the cart; each has its page.
    const design = within(picks[0]!).getByRole('link', { name: 'Design yours: Citrus Grove' });
    expect(design).toHaveAttribute('href', '/sg/bespoke-perfume');
    expect(design).not.toHaveAttribute('target');
    expect(within(picks[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(picks[2]!).getByRole('link', { name: 'View details: Fig Leaf Candle' })).toHaveAttribute(
      'href',
      '/sg/product/single_candle/fig-leaf-candle',
    );
    // Pictures come in the pipeline's sizes (a 104 px row on phones), not as the 1200 px source.
    const picture = picks[2]!.querySelector('img')!;
    expect(picture.getAttribute('src')).toBe('/media/products/203-main.jpg?w=640');
    expect(picture.getAttribute('srcset')).toBe(
      [160, 320, 480, 640].map((w) => `/media/products/203-main.jpg?w=${w} ${w}w`).join(', '),
    );
    expect(picture.getAttribute('sizes')).toBe('(min-width: 40rem) 20rem, 6.5rem');
    await user.click(within(picks[1]!).getByRole('button', { name: 'Add to cart: Amber Nights' }));
    expect(added).toEqual([recommendedProducts[1]]);
  });

  it('describes a personality the data leaves undescribed by its mood, and opens links in a new tab in a frame', async () => {
    const stored = api.addOutcome({ answers: [] });
    api.outcomes.set(stored.id, {
      ...stored,
      personality_choice: {
        ...stored.personality_choice,
        personality: { ...personality, description: null },
      },
    });
    renderQuiz({
      storage: memoryStorage({ outComeId: stored.id }),
      productHref: (product) => `https://shop.example/sg/product/${product.slug}`,
      linksInNewTab: true,
    });
    await question(personality.title);
    expect(screen.getByText('Warm and magnetic: your scent lingers after you leave.')).toBeInTheDocument();
    const view = screen.getByRole('link', { name: 'View details: Amber Nights' });
    expect(view).toHaveAttribute('target', '_blank');
    expect(view).toHaveAttribute('rel', 'noopener');
  });

  it('draws the answers as cards over native controls: a radio group stays a radio group', async () => {
    const { user } = renderQuiz();
    const group = await screen.findByRole('radiogroup', { name: 'When do you wear perfume most?' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('name'))).toEqual([
      radios[0]!.getAttribute('name'),
      radios[0]!.getAttribute('name'),
    ]);
    // A tap on the card's words chooses the answer and marks the card.
    await user.click(screen.getByText('In the evening'));
    expect(screen.getByRole('radio', { name: 'In the evening' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // Several answers are checkboxes in a plain group.
    await question('Which notes draw you in?');
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Which notes draw you in?' })).toBeInTheDocument();
  });

  it('keeps the answers when the shopper goes back', async () => {
    const { user } = renderQuiz();
    await question('When do you wear perfume most?');
    await user.click(screen.getByRole('radio', { name: 'During the day' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await question('Which notes draw you in?');
    await user.click(screen.getByRole('checkbox', { name: 'Vanilla' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sea salt' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await question('Who is the perfume for?');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await question('Which notes draw you in?')).toHaveFocus();
    expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Vanilla' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Sea salt' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Citrus peel' })).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await question('When do you wear perfume most?');
    expect(screen.getByRole('radio', { name: 'During the day' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('can be taken with the keyboard alone', async () => {
    const { user, added } = renderQuiz();
    await question('When do you wear perfume most?');

    // Tab enters the radio group, arrows choose, Enter continues.
    await user.tab();
    expect(screen.getByRole('radio', { name: 'During the day' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'In the evening' })).toBeChecked();
    await user.keyboard('{Enter}');

    expect(await question('Which notes draw you in?')).toHaveFocus();
    // Enter without an answer explains instead of moving on; Space ticks a box.
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose at least one answer to continue.');
    expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Citrus peel' })).toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');

    expect(await question('Who is the perfume for?')).toHaveFocus();
    await user.tab();
    await user.keyboard('{ArrowDown}');
    // Tab leaves the radio group for the buttons: Back, then See my result.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Back' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');

    expect(await question(personality.title)).toHaveFocus();
    expect(api.created).toEqual([
      {
        answers: [
          { question_id: 1, answer_ids: [3] },
          { question_id: 2, answer_ids: [5] },
        ],
        gender: 'Male',
      },
    ]);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Add to cart: Citrus Grove' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Citrus Grove was added to your cart.')).toBeInTheDocument();
    expect(added.map((product) => product.id)).toEqual([fixtures.productSummary.id]);
  });

  it("sends the partner's slug with every quiz call", async () => {
    const { user, events } = renderQuiz({ partnership: 'acme' });
    await takeQuiz(user);
    await question(personality.title);

    const lists = server.requests.filter((request) => request.method === 'GET');
    expect(lists.map((request) => request.path).sort()).toEqual([
      '/api/answers/',
      '/api/questions/',
      '/api/tags/',
    ]);
    for (const request of lists) expect(request.query.get('partnership'), request.url).toBe('acme');
    expect(server.requests.find((request) => request.path === '/api/tags/')?.query.get('group')).toBe(
      'scent_family',
    );
    // The contract takes the partner of a new outcome in its body.
    expect(api.created[0]?.partnership).toBe('acme');
    expect(events.every((event) => event.partnership === 'acme')).toBe(true);
  });

  it('shows the stored result on a later visit without asking the questions again', async () => {
    const first = renderQuiz();
    await takeQuiz(first.user);
    await question(personality.title);
    const stored = first.storage;
    cleanup();
    server.requests.length = 0;

    renderQuiz({ storage: stored });
    const heading = await question(personality.title);
    // Arriving on a page is not a move of the shopper's: the focus stays where the page put it.
    expect(heading).not.toHaveFocus();
    expect(screen.getByRole('button', { name: 'Add to cart: Citrus Grove' })).toBeInTheDocument();
    expect(server.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET /api/outcomes/${stored?.getItem('outComeId')}/`,
    ]);
  });

  it('clears the result on the server and in storage when the shopper retakes the quiz', async () => {
    const { user, events, storage } = renderQuiz();
    await takeQuiz(user);
    await question(personality.title);
    const outcomeId = storage?.getItem('outComeId');

    await user.click(screen.getByRole('button', { name: 'Retake the quiz' }));
    expect(await question('When do you wear perfume most?')).toHaveFocus();
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'In the evening' })).not.toBeChecked();
    expect(storage?.getItem('outComeId')).toBeNull();
    expect(api.outcomes.size).toBe(0);
    expect(
      server.requests.some((r) => r.method === 'POST' && r.path === `/api/outcomes/${outcomeId}/clear/`),
    ).toBe(true);
    expect(events.filter((event) => event.event === 'quiz_start')).toHaveLength(2);
    // The result came from the answer to the POST and nothing asked for the cleared outcome again.
    expect(server.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/api/outcomes/'))).toEqual(
      [],
    );
  });

  it('starts afresh when the stored outcome no longer exists', async () => {
    const storage = memoryStorage({ outComeId: '00000000-0000-4000-8000-00000000dead' });
    renderQuiz({ storage });
    await question('When do you wear perfume most?');
    expect(storage.getItem('outComeId')).toBeNull();
  });

  it('works without storage (a partner frame), keeping the result for the visit', async () => {
    const { user } = renderQuiz({ storage: null });
    await takeQuiz(user);
    expect(await question(personality.title)).toBeInTheDocument();
  });

  it('speaks Arabic right to left', async () => {
    const { user } = renderQuiz({ lang: 'ar' });
    await screen.findByText('السؤال 1 من 3');
    const root = screen.getByText('السؤال 1 من 3').closest('.scent-quiz');
    expect(root).toHaveAttribute('dir', 'rtl');
    expect(root).toHaveAttribute('lang', 'ar');
    await user.click(screen.getByRole('radio', { name: 'In the evening' }));
    await user.click(screen.getByRole('button', { name: 'متابعة' }));
    await screen.findByText('السؤال 2 من 3');
    expect(screen.getByRole('button', { name: 'رجوع' })).toBeInTheDocument();
  });
});
