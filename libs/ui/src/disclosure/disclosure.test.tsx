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
