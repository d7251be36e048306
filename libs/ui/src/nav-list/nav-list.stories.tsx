import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NavList } from './nav-list';

const meta = {
  title: 'Navigation/NavList',
  component: NavList,
  args: {
    label: 'Main',
    children: [
      <a key="p" href="#perfumes" aria-current="page">
        Perfumes
      </a>,
      <a key="h" href="#home-scents">
        Home scents
      </a>,
      <a key="g" href="#gifts">
        Gifts
      </a>,
    ],
  },
} satisfies Meta<typeof NavList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical', label: 'Footer' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(3);
  },
};
