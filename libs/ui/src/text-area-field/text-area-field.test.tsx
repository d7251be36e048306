import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextAreaField } from './text-area-field';

describe('TextAreaField', () => {
  it('ties its hint, counter and error to the control', () => {
    render(
      <TextAreaField label="Message" hint="A few words." counter="3 of 300 characters" error="Too short." />,
    );
    const field = screen.getByRole('textbox', { name: 'Message' });
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription('A few words. 3 of 300 characters Too short.');
  });

  it('is valid and undescribed without hint, counter or error', () => {
    render(<TextAreaField label="Message" />);
    const field = screen.getByRole('textbox', { name: 'Message' });
    expect(field).not.toBeInvalid();
    expect(field).not.toHaveAttribute('aria-describedby');
  });
});
