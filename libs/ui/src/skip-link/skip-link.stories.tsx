import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SkipLink } from './skip-link';

const meta = {
  title: 'Navigation/SkipLink',
  component: SkipLink,
  args: { targetId: 'main', children: 'Skip to main content' },
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Press Tab in the canvas to reveal it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main',
    );
  },
};
