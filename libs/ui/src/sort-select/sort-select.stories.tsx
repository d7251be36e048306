import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SortSelect } from './sort-select';

const meta = {
  title: 'Forms/SortSelect',
  component: SortSelect,
  args: {
    label: 'Sort by',
    value: 'featured',
    options: [
      { value: 'featured', label: 'Featured' },
      { value: 'price_asc', label: 'Price: low to high' },
      { value: 'price_desc', label: 'Price: high to low' },
      { value: 'newest', label: 'Newest' },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof SortSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Featured: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Sort by' });
    await userEvent.selectOptions(select, 'newest');
    await expect(args.onChange).toHaveBeenCalledWith('newest');
  },
};

export const Chinese: Story = {
  args: {
    label: '排序方式',
    options: [
      { value: 'featured', label: '精选推荐' },
      { value: 'price_asc', label: '价格从低到高' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: '排序方式' })).toHaveValue('featured');
  },
};
