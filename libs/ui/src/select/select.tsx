import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { classNames } from '../internal/class-names';
import './select.css';

export interface SelectOption {
  value: string;
  label: string;
  /** Language of the label when it differs from the page (language names in their own language). */
  lang?: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select: the platform control is the most accessible one on every device. */
export function Select({ label, options, hint, error, id, className, ref, ...rest }: SelectProps) {
  const generated = useId();
  const selectId = id ?? `select-${generated}`;
  const hintId = hint ? `${selectId}-hint` : undefined;
  const errorId = error ? `${selectId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={classNames('ui-select', error ? 'ui-select--invalid' : null, className)}>
      <label className="ui-select__label" htmlFor={selectId}>
        {label}
      </label>
      {hint ? (
        <p className="ui-select__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <select
        ref={ref}
        id={selectId}
        className="ui-select__control"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p className="ui-select__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
