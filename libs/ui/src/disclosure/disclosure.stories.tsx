import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { Disclosure } from './disclosure';

const meta = {
  title: 'Navigation/Disclosure',
  component: Disclosure,
  args: {
    label: 'Account',
    children: (
      <>
        <p>Mei Tan · Gold member</p>
        <Button variant="link">Log out</Button>
      </>
    ),
  },
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Account' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Account' }));
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeVisible();
  },
};

/** A compact toggle beside a link, named by visually hidden text (the mini cart's summary). */
export const BesideALink: Story = {
  args: {
    label: <span className="ui-visually-hidden">Show cart summary</span>,
    appearance: 'bare',
    closeOnFocusOut: true,
    children: (
      <>
        <p>Citrus Grove · Size: 30ml · Quantity: 2 · S$136.00</p>
        <a href="#cart">View cart</a>
      </>
    ),
  },
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end' }}>
      <a href="#cart">Cart, 2 items</a>
      <Disclosure {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Show cart summary' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'View cart' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveFocus();
  },
};
