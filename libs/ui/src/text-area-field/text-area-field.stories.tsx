import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TextAreaField } from './text-area-field';

const meta = {
  title: 'Forms/TextAreaField',
  component: TextAreaField,
  args: { label: 'Message', name: 'message' },
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
  },
};

export const WithCounter: Story = {
  args: { defaultValue: 'Happy birthday!', maxLength: 300, counter: '15 of 300 characters' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      '15 of 300 characters',
    );
  },
};

export const WithError: Story = {
  args: { hint: 'Tell us about your space.', error: 'Tell us briefly what you need.' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await expect(field).toBeInvalid();
    await expect(field).toHaveAccessibleDescription(
      'Tell us about your space. Tell us briefly what you need.',
    );
  },
};
