import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Select } from './select';

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'Country',
    options: [
      { value: 'sg', label: 'Singapore' },
      { value: 'us', label: 'United States' },
      { value: 'vn', label: 'Vietnam' },
    ],
    defaultValue: 'sg',
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Country' })).toHaveValue('sg');
  },
};

export const WithError: Story = {
  args: { error: 'We do not deliver to this country yet.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Country' })).toBeInvalid();
  },
};
