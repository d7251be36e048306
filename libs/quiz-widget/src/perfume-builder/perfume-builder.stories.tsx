import { createApiClient, createMemoryTokenStore } from '@atelier/api/client';
import { ApiClientProvider, createQueryClient } from '@atelier/api/queries';
import { fixtures } from '@atelier/api/testing';
import { LANGUAGES, type Language } from '@atelier/commerce/paths';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { translatorFor } from '../i18n';
import { inMemoryFetch } from '../scent-quiz/testing/in-memory-fetch';
import { PerfumeBuilder } from './perfume-builder';
import { builderApi } from './testing/fake-builder-api';

type ApiState = 'builder' | 'loading' | 'error';

interface BuilderStoryProps {
  lang: Language;
  api: ApiState;
  /** Start from a quiz result (its perfume and mood preselected). */
  fromQuiz: boolean;
}

/** The builder with its providers over an in-memory fake of its API (Storybook has no server). */
function BuilderStory({ lang, api, fromQuiz }: BuilderStoryProps) {
  const [setup] = useState(() => ({
    client: createApiClient({
      baseUrl: 'https://shop.example',
      fetch:
        api === 'error'
          ? inMemoryFetch(() => ({ status: 500, body: fixtures.errors.server }))
          : inMemoryFetch(builderApi, { never: api === 'loading' }),
      locale: () => ({ country: 'sg', language: lang }),
      tokens: createMemoryTokenStore(),
    }),
    queryClient: createQueryClient({ defaultOptions: { queries: { retry: false } } }),
  }));
  return (
    <QueryClientProvider client={setup.queryClient}>
      <ApiClientProvider client={setup.client}>
        <PerfumeBuilder
          lang={lang}
          outcomeId={fromQuiz ? fixtures.outcome.id : null}
          onAddToCart={() => undefined}
        />
      </ApiClientProvider>
    </QueryClientProvider>
  );
}

const meta = {
  title: 'Widgets/Perfume builder',
  component: BuilderStory,
  render: (args) => <BuilderStory key={`${args.lang}-${args.api}-${args.fromQuiz}`} {...args} />,
  args: { lang: 'en', api: 'builder', fromQuiz: false },
  argTypes: {
    lang: { control: 'select', options: LANGUAGES },
    api: { control: 'select', options: ['builder', 'loading', 'error'] },
    fromQuiz: { control: 'boolean' },
  },
} satisfies Meta<typeof BuilderStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fresh start: choose a scent family, then its perfume. */
export const ByScentFamily: Story = {
  play: async ({ canvasElement, args }) => {
    const t = translatorFor(args.lang);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /Woody/ }));
    await userEvent.click(await canvas.findByRole('radio', { name: 'Citrus Grove' }));
    await expect(await canvas.findByText(`${t('builder.price.total')}:`, { exact: false })).toHaveTextContent(
      'S$128.00',
    );
  },
};

/** Before any choice the price is what a bespoke bottle starts at; a family's only perfume is chosen with it. */
export const StartingPrice: Story = {
  play: async ({ canvasElement, args }) => {
    const t = translatorFor(args.lang);
    const canvas = within(canvasElement);
    const price = canvas.getByRole('region', { name: t('builder.price.heading') });
    await expect(await within(price).findByText(t('builder.price.fromHint'))).toBeTruthy();
    await userEvent.click(await canvas.findByRole('radio', { name: /Woody/ }));
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Citrus Grove' })).toBeChecked());
  },
};

/**
 * The longest labels a shopper may write (20 characters: the widest Latin word, Arabic, Chinese)
 * in the widest fonts, on the small bottle: the text shrinks and wraps to stay on the label.
 */
export const LongestLabels: Story = {
  args: { fromQuiz: true },
  play: async ({ canvasElement, args }) => {
    const t = translatorFor(args.lang);
    const canvas = within(canvasElement);
    await canvas.findByText(`${t('builder.price.total')}:`, { exact: false });
    const group = (name: string) => canvas.getByRole('group', { name });
    await userEvent.click(
      within(group(t('builder.size.legend'))).getByRole('radio', { name: t('builder.size.30ml') }),
    );
    const front = group(t('builder.label.front'));
    const back = group(t('builder.label.back'));
    const longest = args.lang === 'ar' ? 'إلى أمي الحبيبة دوما' : 'WWWWWWWWWWWWWWWWWWWW';
    await userEvent.type(within(front).getByRole('textbox', { name: t('builder.label.text') }), longest);
    await userEvent.click(within(front).getByRole('radio', { name: 'Permanent Marker' }));
    await userEvent.type(
      within(back).getByRole('textbox', { name: t('builder.label.text') }),
      '献给我最亲爱的妈妈祝您生日快乐永远美丽！',
    );
    await userEvent.click(within(back).getByRole('radio', { name: 'Playfair Display' }));
    await expect(
      within(canvas.getByRole('figure', { name: t('builder.preview.front') })).getByText(longest),
    ).toBeTruthy();
  },
};

/** From a quiz result: its perfume and mood are chosen already. */
export const FromQuizResult: Story = {
  args: { fromQuiz: true },
  play: async ({ canvasElement, args }) => {
    const t = translatorFor(args.lang);
    const canvas = within(canvasElement);
    const mood = canvas.getByRole('group', { name: t('builder.mood.legend') });
    await expect(
      await within(mood).findByRole('radio', { name: new RegExp(t('builder.mood.seductive')) }),
    ).toBeChecked();
  },
};

/** Every choice made: black bottle, white cap, both labels, two bottles with the multi-buy price. */
export const Designed: Story = {
  args: { fromQuiz: true },
  play: async ({ canvasElement, args }) => {
    const t = translatorFor(args.lang);
    const canvas = within(canvasElement);
    await canvas.findByText(`${t('builder.price.total')}:`, { exact: false });
    const group = (name: string) => canvas.getByRole('group', { name });
    await userEvent.click(
      within(group(t('builder.bottle.legend'))).getByRole('radio', { name: t('builder.colour.black') }),
    );
    await userEvent.click(
      within(group(t('builder.cap.legend'))).getByRole('radio', { name: t('builder.colour.white') }),
    );
    const front = group(t('builder.label.front'));
    await userEvent.type(within(front).getByRole('textbox', { name: t('builder.label.text') }), 'For Mei');
    await userEvent.click(within(front).getByRole('radio', { name: 'Dancing Script' }));
    const back = group(t('builder.label.back'));
    await userEvent.type(within(back).getByRole('textbox', { name: t('builder.label.text') }), '2026');
    await userEvent.click(canvas.getByRole('button', { name: t('builder.quantity.increase') }));
    await expect(canvas.getByText(`${t('builder.price.total')}:`, { exact: false })).toHaveTextContent(
      'S$230.40',
    );
  },
};

/** A label that cannot be printed, and "Add to cart" listing what to fix. */
export const LabelProblem: Story = {
  args: { fromQuiz: true },
  play: async ({ canvasElement, args }) => {
    const t = translatorFor(args.lang);
    const canvas = within(canvasElement);
    await canvas.findByText(`${t('builder.price.total')}:`, { exact: false });
    const front = canvas.getByRole('group', { name: t('builder.label.front') });
    await userEvent.type(
      within(front).getByRole('textbox', { name: t('builder.label.text') }),
      'tab\u0007bell',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('builder.addToCart') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('builder.problems.label'));
  },
};

export const Loading: Story = {
  args: { api: 'loading' },
  play: async ({ canvasElement, args }) => {
    const t = translatorFor(args.lang);
    await expect(within(canvasElement).getByText(t('builder.loading'))).toHaveAttribute('role', 'status');
  },
};

export const LoadError: Story = {
  args: { api: 'error' },
  play: async ({ canvasElement, args }) => {
    const t = translatorFor(args.lang);
    const canvas = within(canvasElement);
    const alerts = await canvas.findAllByRole('alert');
    await expect(alerts[0]).toHaveTextContent(t('builder.loadError'));
    await expect(canvas.getAllByRole('button', { name: t('builder.tryAgain') }).length).toBeGreaterThan(0);
  },
};

/** Arabic reads right to left; the label text keeps its own direction. */
export const ArabicRightToLeft: Story = {
  args: { lang: 'ar', fromQuiz: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'صمّم عطرك' });
    await expect(region).toHaveAttribute('dir', 'rtl');
    const front = canvas.getByRole('group', { name: 'الملصق الأمامي' });
    await userEvent.type(within(front).getByRole('textbox', { name: 'النص' }), 'عطري');
    await expect(within(canvas.getByRole('figure', { name: 'الأمام' })).getByText('عطري')).toHaveAttribute(
      'dir',
      'auto',
    );
  },
};
