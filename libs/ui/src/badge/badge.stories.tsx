import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './badge';

const meta = {
  title: 'Content/Badge',
  component: Badge,
  args: { children: 'Sold out', tone: 'sold-out' },
  // A badge belongs to something; the story gives it a named product around it.
  decorators: [
    (Story) => (
      <section aria-label="Velvet Saffron">
        <Story />
      </section>
    ),
  ],
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SoldOut: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Velvet Saffron' })).toHaveTextContent(
      'Sold out',
    );
  },
};

export const Sale: Story = {
  args: { children: 'Sale', tone: 'sale' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sale')).toHaveClass('ui-badge--sale');
  },
};

export const FreeGift: Story = {
  args: { children: 'Free gift', tone: 'gift' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Free gift')).toBeInTheDocument();
  },
};

/** Arabic text, right to left: the pill mirrors with the page. */
export const Arabic: Story = {
  args: { children: 'نفد من المخزون', tone: 'sold-out' },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('نفد من المخزون')).toBeInTheDocument();
  },
};
