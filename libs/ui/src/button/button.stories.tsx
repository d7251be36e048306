import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from './button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Add to cart' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add to cart' })).toBeTruthy();
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Continue shopping' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Continue shopping' })).toBeTruthy();
  },
};

/** A link-styled button: an action (log out, show more) that reads like text. */
export const LinkStyled: Story = {
  args: { variant: 'link', children: 'Log out' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Log out' })).toBeTruthy();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Sold out' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sold out' })).toBeDisabled();
  },
};
