import { useId } from 'react';
import { classNames } from '../internal/class-names';
import './sort-select.css';

export interface SortOption {
  value: string;
  label: string;
}

export interface SortSelectProps {
  /** "Sort by". */
  label: string;
  options: readonly SortOption[];
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/**
 * The order of a listing: a labelled native select (the most robust control on every device and
 * with every screen reader), label and control side by side. Changing it applies at once, so it
 * belongs above the results it orders.
 */
export function SortSelect({ label, options, value, onChange, className }: SortSelectProps) {
  const id = `sort-${useId()}`;
  return (
    <div className={classNames('ui-sort-select', className)}>
      <label className="ui-sort-select__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="ui-sort-select__control"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
