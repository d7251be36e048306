import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuantityStepper } from './quantity-stepper';

const meta = {
  title: 'Forms/QuantityStepper',
  component: QuantityStepper,
  args: {
    label: 'Quantity',
    value: 1,
    max: 5,
    decreaseLabel: 'Decrease quantity',
    increaseLabel: 'Increase quantity',
    onChange: fn(),
  },
  // Controlled in the story, as an app holds the quantity.
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <QuantityStepper
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(2);
    await expect(args.onChange).toHaveBeenCalledWith(2);
  },
};

export const AtStockLimit: Story = {
  args: { value: 2, max: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Increase quantity' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const InACartLine: Story = {
  args: {
    label: 'Quantity of Kaya Toast Candle',
    hideLabel: true,
    decreaseLabel: 'Decrease quantity of Kaya Toast Candle',
    increaseLabel: 'Increase quantity of Kaya Toast Candle',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('spinbutton', { name: 'Quantity of Kaya Toast Candle' }),
    ).toBeInTheDocument();
  },
};

export const RightToLeft: Story = {
  args: { label: 'الكمية', decreaseLabel: 'إنقاص الكمية', increaseLabel: 'زيادة الكمية' },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'الكمية' })).toBeInTheDocument();
  },
};
