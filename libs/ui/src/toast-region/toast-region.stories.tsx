import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ToastRegion } from './toast-region';

const meta = {
  title: 'Feedback/ToastRegion',
  component: ToastRegion,
  args: {
    label: 'Notifications',
    dismissLabel: 'Dismiss notification',
    onDismiss: fn(),
    toasts: [
      { id: '1', kind: 'success', message: 'Welcome back, Mei.' },
      { id: '2', kind: 'warning', message: 'Only 2 left in stock.' },
      { id: '3', kind: 'error', title: 'Payment declined', message: 'Try another card.' },
    ],
  },
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Stacked: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Notifications' });
    await expect(within(region).getAllByRole('button', { name: 'Dismiss notification' })).toHaveLength(3);
  },
};
