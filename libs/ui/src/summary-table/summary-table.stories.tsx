import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Price } from '../price/price';
import { SummaryTable } from './summary-table';

const sgd = { code: 'SGD', symbol: 'S$', is_left: true };
const vnd = { code: 'VND', symbol: '₫', is_left: false };

const meta = {
  title: 'Commerce/SummaryTable',
  component: SummaryTable,
  args: {
    caption: 'Order summary',
    rows: [
      { id: 'subtotal', label: 'Subtotal', value: <Price amount={25600} currency={sgd} /> },
      {
        id: 'discount',
        label: 'Discount (WELCOME10)',
        value: <Price amount={-2560} currency={sgd} />,
        kind: 'discount',
      },
      { id: 'shipping', label: 'Shipping', value: <Price amount={500} currency={sgd} /> },
      { id: 'total', label: 'Total', value: <Price amount={23540} currency={sgd} />, kind: 'total' },
    ],
  },
  // Totals sit in the cart's summary panel; the story gives them that named region.
  decorators: [
    (Story) => (
      <section aria-label="Cart totals">
        <Story />
      </section>
    ),
  ],
} satisfies Meta<typeof SummaryTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Singapore: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Order summary' });
    await expect(within(table).getByRole('row', { name: 'Total S$235.40' })).toBeInTheDocument();
  },
};

export const Vietnam: Story = {
  args: {
    caption: 'Tóm tắt đơn hàng',
    rows: [
      { id: 'subtotal', label: 'Tạm tính', value: <Price amount={1250000} currency={vnd} /> },
      { id: 'total', label: 'Tổng cộng', value: <Price amount={1250000} currency={vnd} />, kind: 'total' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('row', { name: 'Tổng cộng 1.250.000₫' }),
    ).toBeInTheDocument();
  },
};
