import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';

describe('TextField', () => {
  it('is found by its label and accepts typing', async () => {
    render(<TextField label="E-mail" name="email" type="email" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    await userEvent.type(input, 'gold@atelier.test');
    expect(input).toHaveValue('gold@atelier.test');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('announces the hint and the error with the field and marks it invalid', () => {
    render(<TextField label="E-mail" hint="We send the receipt here" error="Enter a valid e-mail address" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We send the receipt here Enter a valid e-mail address');
  });

  it('keeps a password field labelled', () => {
    render(<TextField label="Password" type="password" />);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });
});
