import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Disclosure } from './disclosure';

function setup() {
  render(
    <>
      <Disclosure label="Account">
        <p>Mei Tan</p>
        <button type="button">Log out</button>
      </Disclosure>
      <p>Outside</p>
    </>,
  );
  return screen.getByRole('button', { name: 'Account' });
}

describe('Disclosure', () => {
  it('shows and hides its panel and says so with aria-expanded', async () => {
    const toggle = setup();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeVisible();
    await userEvent.click(toggle);
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
  });

  it('closes on Escape and returns focus to the toggle', async () => {
    const toggle = setup();
    await userEvent.click(toggle);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Log out' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    const toggle = setup();
    await userEvent.click(toggle);
    await userEvent.click(screen.getByText('Outside'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('Disclosure with a hidden name, controlled, closing on focus out', () => {
  function Controlled() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Disclosure
          label={<span className="ui-visually-hidden">Show cart summary</span>}
          appearance="bare"
          open={open}
          onOpenChange={setOpen}
          closeOnFocusOut
        >
          <a href="/cart">View cart</a>
        </Disclosure>
        <a href="/elsewhere">Elsewhere</a>
        <p>{open ? 'is open' : 'is closed'}</p>
      </>
    );
  }

  it('is named by its (hidden) content and points at its panel', async () => {
    render(<Controlled />);
    const toggle = screen.getByRole('button', { name: 'Show cart summary' });
    expect(toggle).not.toHaveAttribute('aria-label');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(panel).not.toBeVisible();
    await userEvent.click(toggle);
    expect(panel).toBeVisible();
    expect(screen.getByText('is open')).toBeInTheDocument();
  });

  it('opens with the keyboard and closes when focus moves out', async () => {
    render(<Controlled />);
    const toggle = screen.getByRole('button', { name: 'Show cart summary' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'View cart' })).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Elsewhere' })).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('is closed')).toBeInTheDocument();
  });
});
