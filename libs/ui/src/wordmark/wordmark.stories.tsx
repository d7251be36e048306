import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Wordmark } from './wordmark';

const meta = {
  title: 'Brand/Wordmark',
  component: Wordmark,
  args: { label: 'Atelier Scents' },
} satisfies Meta<typeof Wordmark>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Atelier Scents' })).toBeVisible();
  },
};

/** The same outlines on an Arabic page: the face never changes, the name is the page's. */
export const InArabic: Story = {
  args: { label: 'أتيليه سنتس' },
  render: (args) => (
    <div dir="rtl" lang="ar">
      <a href="/ae/ar/">
        <Wordmark {...args} />
      </a>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'أتيليه سنتس' })).toBeVisible();
  },
};

/** Drawn in currentColor: it takes the colour of its link or of a dark band. */
export const OnDark: Story = {
  render: (args) => (
    <div style={{ background: 'var(--color-ink)', color: 'var(--color-paper)', padding: 'var(--space-4)' }}>
      <Wordmark {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Atelier Scents' })).toBeVisible();
  },
};
