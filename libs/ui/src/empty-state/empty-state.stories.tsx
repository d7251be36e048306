import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    title: 'Your cart is empty',
    children: 'Add a perfume, a candle or a gift and it will wait here for you.',
    action: <a href="#perfumes">Shop perfumes</a>,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyCart: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Your cart is empty' });
    await expect(within(region).getByRole('link', { name: 'Shop perfumes' })).toBeInTheDocument();
  },
};

export const NoMatches: Story = {
  args: {
    title: 'No products match these filters',
    children: 'Try another scent family or a wider price range.',
    action: <Button variant="secondary">Clear filters</Button>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  },
};
