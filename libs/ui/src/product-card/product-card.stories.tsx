import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../badge/badge';
import { Price } from '../price/price';
import { ProductCard } from './product-card';

const sgd = { code: 'SGD', symbol: 'S$', is_left: true };
// A source of the image pipeline (Storybook serves apps/api/assets at /media/).
const bottle = '/media/products/amber-oud/set.jpg';

const meta = {
  title: 'Commerce/ProductCard',
  component: ProductCard,
  args: {
    name: 'Amber Oud',
    href: '#amber-oud',
    image: { src: bottle, alt: 'Amber Oud on a stone plinth', width: 1200, height: 1500 },
    price: <Price amount={7800} currency={sgd} />,
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '16rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InStock: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Amber Oud' });
    await expect(within(card).getByRole('link', { name: 'Amber Oud' })).toHaveAttribute('href', '#amber-oud');
    await expect(card).toHaveTextContent('S$78.00');
  },
};

export const OnSale: Story = {
  args: {
    name: 'Self-care Sunday Bundle',
    price: (
      <Price amount={11800} originalAmount={14200} currency={sgd} originalLabel="Was" currentLabel="Now" />
    ),
    badges: <Badge tone="sale">Sale</Badge>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toHaveTextContent('Was S$142.00 Now S$118.00');
  },
};

export const SoldOut: Story = {
  args: { name: 'Velvet Saffron', badges: <Badge tone="sold-out">Sold out</Badge> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article', { name: 'Velvet Saffron' })).toHaveTextContent(
      'Sold out',
    );
  },
};

export const Vietnamese: Story = {
  args: {
    name: 'Nến Kaya Toast',
    price: <Price amount={930000} currency={{ code: 'VND', symbol: '₫', is_left: false }} />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('930.000₫')).toBeInTheDocument();
  },
};
