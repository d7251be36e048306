import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageHeading } from './page-heading';

const meta = {
  title: 'Content/PageHeading',
  component: PageHeading,
  args: { title: 'Perfume workshops', lead: 'Blend your own fragrance with our perfumers in 90 minutes.' },
} satisfies Meta<typeof PageHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLead: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Perfume workshops' }),
    ).toBeInTheDocument();
  },
};

export const TitleOnly: Story = {
  args: { title: 'الأسئلة الشائعة', lead: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'الأسئلة الشائعة',
    );
  },
};
