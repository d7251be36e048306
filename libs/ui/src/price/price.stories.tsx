import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Price } from './price';

const meta = {
  title: 'Content/Price',
  component: Price,
  args: { amount: 12800, currency: { code: 'SGD', symbol: 'S$', is_left: true } },
  // A price is read as part of its product; the story gives it that context.
  decorators: [
    (Story) => (
      <section aria-label="Price of Oud Noir 30ml">
        <Story />
      </section>
    ),
  ],
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Singapore: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('S$128.00')).toBeInTheDocument();
  },
};

export const Vietnam: Story = {
  args: { amount: 2450000, currency: { code: 'VND', symbol: '₫', is_left: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('2.450.000₫')).toBeInTheDocument();
  },
};

export const Discounted: Story = {
  args: { amount: 9600, originalAmount: 12800, originalLabel: 'Was', currentLabel: 'Now' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).toHaveTextContent('Was S$128.00 Now S$96.00');
  },
};
