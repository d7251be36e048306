import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NavList } from '../nav-list/nav-list';
import { SiteFooter } from './site-footer';

const meta = {
  title: 'Layout/SiteFooter',
  component: SiteFooter,
  args: {
    note: '© 2026 Atelier Scents',
    children: (
      <NavList label="Footer" orientation="vertical">
        <a href="#terms">Terms and conditions</a>
        <a href="#shipping">Shipping information</a>
        <a href="#faq">FAQ</a>
        <a href="#business">Business scenting</a>
      </NavList>
    ),
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(within(footer).getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
  },
};
