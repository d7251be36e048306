import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { NavList } from '../nav-list/nav-list';
import { Drawer } from './drawer';

/** A page with a button that opens the drawer, as the header's menu does. */
function MenuDemo({ side, dir }: { side: 'start' | 'end'; dir: 'ltr' | 'rtl' }) {
  const [open, setOpen] = useState(false);
  const ar = dir === 'rtl';
  return (
    <div dir={dir} lang={ar ? 'ar' : 'en'}>
      <button type="button" onClick={() => setOpen(true)}>
        {ar ? 'القائمة' : 'Menu'}
      </button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        side={side}
        title={ar ? 'القائمة' : 'Menu'}
        closeLabel={ar ? 'إغلاق القائمة' : 'Close menu'}
        footer={<button type="button">{ar ? 'عرض 12 منتجًا' : 'Show 12 products'}</button>}
      >
        <NavList label={ar ? 'القائمة الرئيسية' : 'Main'} orientation="vertical">
          <a href="#perfumes">{ar ? 'العطور' : 'Perfumes'}</a>
          <a href="#home-scents">{ar ? 'عطور المنزل' : 'Home scents'}</a>
          <a href="#gifts">{ar ? 'الهدايا' : 'Gifts'}</a>
        </NavList>
      </Drawer>
    </div>
  );
}

const meta = {
  title: 'Layout/Drawer',
  component: MenuDemo,
  args: { side: 'start', dir: 'ltr' },
} satisfies Meta<typeof MenuDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The phone menu: opens from the inline start, closes with its button (focus back on the opener). */
export const Menu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const drawer = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Menu' });
    await expect(within(drawer).getByRole('link', { name: 'Gifts' })).toBeVisible();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    await expect(drawer).not.toHaveAttribute('open');
  },
};

/** Right to left: the same drawer slides from the right, the reading start. */
export const Arabic: Story = {
  args: { dir: 'rtl' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'القائمة' }));
    const drawer = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'القائمة' });
    await expect(within(drawer).getByRole('button', { name: 'إغلاق القائمة' })).toBeInTheDocument();
  },
};

/** A listing's filters open from the inline end, with the action that ends them in the footer. */
export const FromTheEnd: Story = {
  args: { side: 'end' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
    const drawer = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Menu' });
    await expect(within(drawer).getByRole('button', { name: 'Show 12 products' })).toBeVisible();
  },
};
