import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Drawer } from './drawer';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Menu
      </button>
      <Drawer open={open} onClose={() => setOpen(false)} title="Menu" closeLabel="Close menu">
        <a href="/sg/all-perfumes">Perfumes</a>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('opens as a dialog named by its title and closes with its close button', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('link', { name: 'Perfumes' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('closes on a click on its backdrop, not on one inside the panel', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    fireEvent.click(screen.getByRole('heading', { name: 'Menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog).toHaveAttribute('open');
    fireEvent.click(dialog);
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });
});
