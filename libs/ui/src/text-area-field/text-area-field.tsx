import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame } from '../internal/field-frame';
import './text-area-field.css';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  /** Shown under the label and announced with the field (aria-describedby). */
  hint?: ReactNode;
  /** A live note under the field, e.g. "12 of 300 characters"; announced with the field too. */
  counter?: ReactNode;
  /** A readable message; marks the field invalid (aria-invalid) and is announced with it. */
  error?: ReactNode;
  id?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * The multi-line twin of TextField (messages, enquiries): the same frame, look and wiring, and an
 * optional counter read with the field.
 */
export function TextAreaField({
  label,
  hint,
  counter,
  error,
  id,
  className,
  ref,
  rows = 5,
  ...rest
}: TextAreaFieldProps) {
  return (
    <FieldFrame
      id={id}
      idPrefix="textarea"
      label={label}
      hint={hint}
      counter={counter}
      error={error}
      className={className}
      control={(wiring) => (
        <textarea
          ref={ref}
          rows={rows}
          className="ui-text-field__input ui-text-area-field__input"
          {...wiring}
          {...rest}
        />
      )}
    />
  );
}
