import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterGroup } from './filter-group';

const families = [
  { value: 'citrus', label: 'Citrus', count: 4 },
  { value: 'floral', label: 'Floral', count: 6 },
  { value: 'woody', label: 'Woody', count: 0, disabled: true },
];

describe('FilterGroup', () => {
  it('is a group named by its legend, with labelled checkboxes and counts', () => {
    render(
      <FilterGroup
        type="checkbox"
        legend="Scent family"
        name="family"
        options={families}
        value={['floral']}
        onChange={() => undefined}
      />,
    );
    const group = screen.getByRole('group', { name: 'Scent family' });
    expect(within(group).getByRole('checkbox', { name: 'Floral (6)' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Citrus (4)' })).not.toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Woody (0)' })).toBeDisabled();
  });

  it('reports the ticked values in the options’ order', async () => {
    const onChange = vi.fn();
    render(
      <FilterGroup
        type="checkbox"
        legend="Scent family"
        name="family"
        options={families}
        value={['floral']}
        onChange={onChange}
      />,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Citrus (4)' }));
    expect(onChange).toHaveBeenLastCalledWith(['citrus', 'floral']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Floral (6)' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('as radios, reports the one chosen value', async () => {
    const onChange = vi.fn();
    render(
      <FilterGroup
        type="radio"
        appearance="chips"
        legend="Size"
        name="size"
        options={[
          { value: '30', label: '30ml' },
          { value: '100', label: '100ml' },
        ]}
        value="30"
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('radio', { name: '30ml' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: '100ml' }));
    expect(onChange).toHaveBeenCalledWith('100');
  });
});
