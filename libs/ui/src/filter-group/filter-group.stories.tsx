import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FilterGroup, type CheckboxFilterGroupProps } from './filter-group';

const meta = {
  title: 'Forms/FilterGroup',
  component: FilterGroup,
  args: {
    type: 'checkbox',
    legend: 'Scent family',
    name: 'family',
    options: [
      { value: 'citrus', label: 'Citrus', count: 4 },
      { value: 'floral', label: 'Floral', count: 6 },
      { value: 'woody', label: 'Woody', count: 3 },
    ],
    value: [],
    onChange: fn(),
  } satisfies CheckboxFilterGroupProps,
} satisfies Meta<typeof FilterGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Checkboxes: Story = {
  render: function Render(args) {
    const props = args as CheckboxFilterGroupProps;
    const [value, setValue] = useState<string[]>([...props.value]);
    return (
      <FilterGroup
        {...props}
        value={value}
        onChange={(next: string[]) => {
          setValue(next);
          props.onChange(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Woody (3)' }));
    await expect(canvas.getByRole('checkbox', { name: 'Woody (3)' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(['woody']);
  },
};

export const SizeChips: Story = {
  args: {
    type: 'radio',
    appearance: 'chips',
    legend: 'Size',
    name: 'size',
    options: [
      { value: '30ml', label: '30ml' },
      { value: '100ml', label: '100ml' },
    ],
    value: '30ml',
    onChange: fn(),
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Size' });
    await expect(within(group).getByRole('radio', { name: '30ml' })).toBeChecked();
  },
};

export const RightToLeft: Story = {
  args: {
    legend: 'العائلة العطرية',
    options: [
      { value: 'citrus', label: 'حمضيات' },
      { value: 'floral', label: 'زهري' },
    ],
  },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'العائلة العطرية' })).toBeInTheDocument();
  },
};
