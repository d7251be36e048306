import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoadMore } from './load-more';

const meta = {
  title: 'Navigation/LoadMore',
  component: LoadMore,
  args: {
    shown: 12,
    total: 30,
    progressLabel: 'Showing 12 of 30 products',
    buttonLabel: 'Load more',
    onLoadMore: fn(),
  },
} satisfies Meta<typeof LoadMore>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MoreToShow: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

export const AllShown: Story = {
  args: { shown: 30, progressLabel: 'Showing 30 of 30 products' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Showing 30 of 30 products');
  },
};
