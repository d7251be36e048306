import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldFrame } from '../internal/field-frame';
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
  return (
    <FieldFrame
      id={id}
      idPrefix="field"
      label={label}
      hint={hint}
      error={error}
      className={className}
      control={(wiring) => (
        <input ref={ref} type={type} className="ui-text-field__input" {...wiring} {...rest} />
      )}
    />
  );
}
