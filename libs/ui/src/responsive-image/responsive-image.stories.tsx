import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ResponsiveImage } from './responsive-image';

const bottle =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 400 400'%3E%3Crect width='400' height='400' rx='24' fill='%23fdf6df'/%3E%3Crect x='140' y='150' width='120' height='170' rx='18' fill='%237a4b2a'/%3E%3C/svg%3E";

const meta = {
  title: 'Media/ResponsiveImage',
  component: ResponsiveImage,
  args: {
    src: bottle,
    alt: 'Amber Oud, a 100ml bottle',
    width: 400,
    height: 400,
    style: { maxWidth: '16rem', height: 'auto' },
  },
  // Shown as a product page shows it: under the product's name.
  decorators: [
    (Story) => (
      <section aria-labelledby="story-product">
        <h2 id="story-product">Amber Oud</h2>
        <Story />
      </section>
    ),
  ],
} satisfies Meta<typeof ResponsiveImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Any picture below the fold: lazy, decoded off the main thread. */
export const Lazy: Story = {
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Amber Oud, a 100ml bottle' });
    await expect(image).toHaveAttribute('loading', 'lazy');
  },
};

/** A page's main picture (its Largest Contentful Paint): eager, high fetch priority. */
export const Priority: Story = {
  args: { priority: true },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Amber Oud, a 100ml bottle' });
    await expect(image).toHaveAttribute('fetchpriority', 'high');
  },
};

/**
 * A picture of the image pipeline: offered at every width up to its own (srcset), each in the
 * format the browser accepts (the server reads Accept), shown at the sizes given.
 */
export const FromThePipeline: Story = {
  args: {
    src: '/media/products/amber-oud/set.jpg',
    alt: 'Amber Oud on a stone plinth',
    width: 1200,
    height: 1500,
    sizes: '16rem',
  },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Amber Oud on a stone plinth' });
    await expect(image.getAttribute('srcset')).toContain('/media/products/amber-oud/set.jpg?w=320 320w');
    await expect(image).toHaveAttribute('sizes', '16rem');
  },
};
