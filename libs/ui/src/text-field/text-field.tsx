import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { classNames } from '../internal/class-names';
import './text-field.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** Shown under the field and announced with it (aria-describedby). */
  hint?: ReactNode;
  /** A readable message; marks the field invalid (aria-invalid) and is announced with it. */
  error?: ReactNode;
  id?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input. The label is always visible (placeholders are not labels), and the hint and
 * error are tied to the input so a screen reader reads them when the field gets focus.
 */
export function TextField({
  label,
  hint,
  error,
  id,
  className,
  ref,
  type = 'text',
  ...rest
}: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? `field-${generated}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={classNames('ui-text-field', error ? 'ui-text-field--invalid' : null, className)}>
      <label className="ui-text-field__label" htmlFor={inputId}>
        {label}
      </label>
      {hint ? (
        <p className="ui-text-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <input
        ref={ref}
        id={inputId}
        type={type}
        className="ui-text-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      />
      {error ? (
        <p className="ui-text-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
