import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { Alert } from '../alert/alert';
import { Badge } from '../badge/badge';
import { Price } from '../price/price';
import { QuantityStepper } from '../quantity-stepper/quantity-stepper';
import { CartLine } from './cart-line';

const sgd = { code: 'SGD', symbol: 'S$', is_left: true };
const picture =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 60"><rect width="60" height="60" fill="#f3ece4"/><circle cx="30" cy="32" r="14" fill="#c9a46a"/></svg>',
  );

function Stepper() {
  const [value, setValue] = useState(2);
  return (
    <QuantityStepper
      label="Quantity of Kaya Toast Candle"
      hideLabel
      value={value}
      max={5}
      onChange={setValue}
      decreaseLabel="Decrease quantity of Kaya Toast Candle"
      increaseLabel="Increase quantity of Kaya Toast Candle"
    />
  );
}

const meta = {
  title: 'Commerce/CartLine',
  component: CartLine,
  args: {
    name: 'Kaya Toast Candle',
    href: '#kaya-toast-candle',
    image: { src: picture, alt: 'Kaya Toast Candle in its tin', width: 200, height: 200 },
    details: 'Size: 200g',
    unitPrice: <Price amount={4800} currency={sgd} />,
    unitPriceLabel: 'Price',
    total: <Price amount={9600} currency={sgd} />,
    totalLabel: 'Total',
    quantity: <Stepper />,
    removeLabel: 'Remove Kaya Toast Candle',
    onRemove: fn(),
  },
} satisfies Meta<typeof CartLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const line = within(canvasElement).getByRole('article', { name: 'Kaya Toast Candle' });
    await expect(within(line).getByRole('spinbutton', { name: 'Quantity of Kaya Toast Candle' })).toHaveValue(
      2,
    );
    await expect(within(line).getByRole('button', { name: 'Remove Kaya Toast Candle' })).toBeInTheDocument();
  },
};

export const FreeGift: Story = {
  args: {
    name: 'Mini Orchid Candle',
    details: undefined,
    badge: <Badge tone="gift">Free gift</Badge>,
    unitPrice: <Price amount={0} currency={sgd} />,
    total: <Price amount={0} currency={sgd} />,
    quantity: undefined,
    quantityText: 'Qty 1',
    removeLabel: undefined,
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('article', { name: 'Mini Orchid Candle' }),
    ).toHaveTextContent('Free gift');
  },
};

export const StockMessage: Story = {
  args: { message: <Alert kind="warning">Only 2 left in stock. We kept your quantity at 2.</Alert> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Only 2 left in stock.');
  },
};
