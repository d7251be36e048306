import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './select';

const options = [
  { value: 'en', label: 'English', lang: 'en' },
  { value: 'ar', label: 'العربية', lang: 'ar' },
];

describe('Select', () => {
  it('is a labelled combobox whose options carry their own language', async () => {
    const onChange = vi.fn();
    render(<Select label="Language" options={options} defaultValue="en" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(screen.getByRole('option', { name: 'العربية' })).toHaveAttribute('lang', 'ar');
    await userEvent.selectOptions(select, 'ar');
    expect(select).toHaveValue('ar');
    expect(onChange).toHaveBeenCalled();
  });

  it('announces an error', () => {
    render(<Select label="Country" options={options} error="Choose a country" />);
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toBeInvalid();
    expect(select).toHaveAccessibleDescription('Choose a country');
  });
});
