import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NavList } from '../nav-list/nav-list';
import { SiteHeader } from './site-header';

const meta = {
  title: 'Layout/SiteHeader',
  component: SiteHeader,
  args: {
    brand: <a href="#home">Atelier Scents</a>,
    navigation: (
      <NavList label="Main">
        <a href="#perfumes">Perfumes</a>
        <a href="#home-scents">Home scents</a>
        <a href="#workshops">Workshops</a>
      </NavList>
    ),
    actions: <a href="#cart">Cart</a>,
  },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    await expect(within(banner).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  },
};

export const BrandOnly: Story = {
  args: { navigation: undefined, actions: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Atelier Scents' })).toBeInTheDocument();
  },
};
