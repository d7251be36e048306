import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Toast } from './toast';

const meta = {
  title: 'Feedback/Toast',
  component: Toast,
  args: {
    kind: 'success',
    children: 'Added to your cart.',
    dismissLabel: 'Dismiss notification',
    onDismiss: fn(),
  },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Added to your cart.');
  },
};

export const Warning: Story = {
  args: { kind: 'warning', children: 'Only 2 left in stock.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Only 2 left in stock.');
  },
};

export const ErrorMessage: Story = {
  args: { kind: 'error', title: 'Payment declined', children: 'Try another card.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Payment declined');
    canvas.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(args.onDismiss).toHaveBeenCalled();
  },
};
