import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { switcherCountries, switcherLabels } from './fixtures';
import { LanguageCountrySwitcher } from './language-country-switcher';

const meta = {
  title: 'Navigation/LanguageCountrySwitcher',
  component: LanguageCountrySwitcher,
  args: {
    countries: switcherCountries,
    country: 'sg',
    language: 'en',
    labels: switcherLabels,
    onChange: fn(),
  },
} satisfies Meta<typeof LanguageCountrySwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Singapore: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('form', { name: 'Country and language' }),
    ).toBeInTheDocument();
  },
};

/** From Simplified Chinese, choosing the UAE (Arabic and English) falls back to Arabic, its default. */
export const ChooseAnotherCountry: Story = {
  args: { language: 'zh-hans' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Country' }), 'ae');
    await userEvent.click(canvas.getByRole('button', { name: 'Change' }));
    await expect(args.onChange).toHaveBeenCalledWith({ country: 'ae', language: 'ar' });
  },
};
