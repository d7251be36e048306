import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonClassName } from './button';

describe('Button', () => {
  it('renders an accessible button that does not submit forms by default', () => {
    render(<Button>Add to cart</Button>);
    const button = screen.getByRole('button', { name: 'Add to cart' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toContain('ui-button--primary');
  });

  it('calls onClick when pressed with the keyboard', async () => {
    const onClick = vi.fn();
    render(
      <Button variant="link" onClick={onClick}>
        Log out
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Log out' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button.className).toContain('ui-button--link');
  });

  it('gives other elements the same look through buttonClassName', () => {
    expect(buttonClassName('secondary', 'extra')).toBe('ui-button ui-button--secondary extra');
  });
});
