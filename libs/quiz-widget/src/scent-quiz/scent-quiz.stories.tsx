import { createApiClient, createMemoryTokenStore } from '@atelier/api/client';
import { ApiClientProvider, createQueryClient } from '@atelier/api/queries';
import { fixtures } from '@atelier/api/testing';
import { STORAGE_KEYS } from '@atelier/commerce/enums';
import { LANGUAGES, type Language } from '@atelier/commerce/paths';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { translatorFor } from '../i18n';
import { ScentQuiz } from './scent-quiz';
import { createFakeQuizApi, personality, quizQuestions } from './testing/fake-quiz-api';
import { inMemoryFetch } from './testing/in-memory-fetch';

type ApiState = 'quiz' | 'stored-result' | 'loading' | 'error';

interface QuizStoryProps {
  lang: Language;
  api: ApiState;
}

/** The quiz with its providers over an in-memory fake of the quiz API (Storybook has no server). */
function QuizStory({ lang, api }: QuizStoryProps) {
  const [setup] = useState(() => {
    const fake = createFakeQuizApi();
    const values = new Map<string, string>();
    if (api === 'stored-result') {
      const outcome = fake.addOutcome({
        answers: [
          { question_id: 1, answer_ids: [3] },
          { question_id: 2, answer_ids: [5, 6] },
        ],
        gender: 'Neutral',
      });
      values.set(STORAGE_KEYS.outComeId, outcome.id);
    }
    const fetch =
      api === 'error'
        ? inMemoryFetch(() => ({ status: 500, body: fixtures.errors.server }))
        : inMemoryFetch(fake.handle, { never: api === 'loading' });
    return {
      client: createApiClient({
        baseUrl: 'https://shop.example',
        fetch,
        locale: () => ({ country: 'sg', language: lang }),
        tokens: createMemoryTokenStore(),
      }),
      queryClient: createQueryClient({ defaultOptions: { queries: { retry: false } } }),
      storage: {
        getItem: (key: string) => values.get(key) ?? null,
        setItem: (key: string, value: string) => void values.set(key, value),
        removeItem: (key: string) => void values.delete(key),
      },
    };
  });
  return (
    <QueryClientProvider client={setup.queryClient}>
      <ApiClientProvider client={setup.client}>
        <ScentQuiz
          lang={lang}
          storage={setup.storage}
          onAddToCart={() => undefined}
          productHref={(product) => `#product-${product.slug}`}
          builderHref="#bespoke-perfume"
        />
      </ApiClientProvider>
    </QueryClientProvider>
  );
}

const meta = {
  title: 'Widgets/Scent quiz',
  component: QuizStory,
  // A new fake API per language, so switching the language starts the story afresh.
  render: (args) => <QuizStory key={`${args.lang}-${args.api}`} {...args} />,
  args: { lang: 'en', api: 'quiz' },
  argTypes: {
    lang: { control: 'select', options: LANGUAGES },
    api: { control: 'select', options: ['quiz', 'stored-result', 'loading', 'error'] },
  },
} satisfies Meta<typeof QuizStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const firstQuestion = quizQuestions.find((question) => question.order === 0)?.title ?? '';

export const FirstQuestion: Story = {
  play: async ({ canvasElement, args }) => {
    const t = translatorFor(args.lang);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: firstQuestion })).toBeTruthy();
    await expect(canvas.getByText(t('quiz.progress', { current: 1, total: 3 }))).toBeTruthy();
    await expect(canvas.getByRole('radio', { name: 'In the evening' })).toBeTruthy();
  },
};

/** Continue without an answer. */
export const AnswerMissing: Story = {
  play: async ({ canvasElement, args }) => {
    const t = translatorFor(args.lang);
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: firstQuestion });
    await userEvent.click(canvas.getByRole('button', { name: t('quiz.next') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('quiz.chooseOne'));
  },
};

/** A question that takes several answers, each naming the scent families it leads to. */
export const SeveralAnswers: Story = {
  play: async ({ canvasElement, args }) => {
    const t = translatorFor(args.lang);
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: firstQuestion });
    await userEvent.click(canvas.getByRole('radio', { name: 'In the evening' }));
    await userEvent.click(canvas.getByRole('button', { name: t('quiz.next') }));
    await expect(await canvas.findByText(t('quiz.severalAllowed'))).toBeTruthy();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Vanilla' }));
    await expect(canvas.getByRole('button', { name: t('quiz.back') })).toBeTruthy();
  },
};

/** The last step: who the perfume is for. */
export const WhoFor: Story = {
  play: async ({ canvasElement, args }) => {
    const t = translatorFor(args.lang);
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: firstQuestion });
    await userEvent.click(canvas.getByRole('radio', { name: 'In the evening' }));
    await userEvent.click(canvas.getByRole('button', { name: t('quiz.next') }));
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Citrus peel' }));
    await userEvent.click(canvas.getByRole('button', { name: t('quiz.next') }));
    await expect(await canvas.findByRole('heading', { name: t('quiz.gender.question') })).toBeTruthy();
    await expect(canvas.getByRole('button', { name: t('quiz.finish') })).toBeTruthy();
  },
};

/** A finished quiz, as on a later visit (the outcome id is stored). */
export const Result: Story = {
  args: { api: 'stored-result' },
  play: async ({ canvasElement, args }) => {
    const t = translatorFor(args.lang);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: personality.title })).toBeTruthy();
    // Three picks, each with its own action: design the bespoke one, add the others, view any.
    await expect(
      canvas.getByRole('link', { name: t('quiz.result.designNamed', { name: 'Citrus Grove' }) }),
    ).toBeTruthy();
    await expect(
      canvas.getByRole('button', { name: t('quiz.result.addToCartNamed', { name: 'Amber Nights' }) }),
    ).toBeTruthy();
    await expect(canvas.getAllByRole('link', { name: new RegExp(`^${t('quiz.result.view')}`) })).toHaveLength(
      3,
    );
    await expect(canvas.getByRole('button', { name: t('quiz.result.retake') })).toBeTruthy();
  },
};

export const Loading: Story = {
  args: { api: 'loading' },
  play: async ({ canvasElement, args }) => {
    const t = translatorFor(args.lang);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('quiz.loading'));
  },
};

export const LoadError: Story = {
  args: { api: 'error' },
  play: async ({ canvasElement, args }) => {
    const t = translatorFor(args.lang);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('quiz.loadError'));
    await expect(canvas.getByRole('button', { name: t('quiz.tryAgain') })).toBeTruthy();
  },
};

/** Arabic reads right to left: the whole widget mirrors. */
export const ArabicRightToLeft: Story = {
  args: { lang: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { name: firstQuestion });
    await expect(heading.closest('.scent-quiz')).toHaveAttribute('dir', 'rtl');
  },
};

export const ArabicResult: Story = {
  args: { lang: 'ar', api: 'stored-result' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { name: personality.title });
    await expect(heading.closest('.scent-quiz')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('button', { name: 'أعد الاختبار' })).toBeTruthy();
  },
};
