import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SortSelect } from './sort-select';

const options = [
  { value: 'featured', label: 'Featured' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
];

describe('SortSelect', () => {
  it('is a labelled combobox showing the current order', () => {
    render(<SortSelect label="Sort by" options={options} value="price_desc" onChange={() => undefined} />);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select).toHaveValue('price_desc');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Featured',
      'Price: low to high',
      'Price: high to low',
    ]);
  });

  it('reports the chosen order', async () => {
    const onChange = vi.fn();
    render(<SortSelect label="Sort by" options={options} value="featured" onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price_asc');
    expect(onChange).toHaveBeenCalledWith('price_asc');
  });
});
