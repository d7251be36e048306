import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Alert } from './alert';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: { kind: 'info', title: 'Free shipping', children: 'Orders over S$80 ship free in Singapore.' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Free shipping');
  },
};

export const Success: Story = {
  args: { kind: 'success', title: 'Saved', children: 'Your details are up to date.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Saved');
  },
};

export const Warning: Story = {
  args: { kind: 'warning', title: 'Almost sold out', children: 'Only 2 left in stock.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Almost sold out');
  },
};

export const ErrorMessage: Story = {
  args: { kind: 'error', title: 'Wrong e-mail or password', children: 'Check both and try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Wrong e-mail or password');
  },
};
