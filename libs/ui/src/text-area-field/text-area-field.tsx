import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { classNames } from '../internal/class-names';
import '../text-field/text-field.css';
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
 * The multi-line twin of TextField (messages, enquiries): the same visible label, hint and error
 * tied to the control, the same look, and an optional counter read with the field.
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
  const generated = useId();
  const fieldId = id ?? `textarea-${generated}`;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const counterId = counter ? `${fieldId}-counter` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  const describedBy = [hintId, counterId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={classNames('ui-text-field', error ? 'ui-text-field--invalid' : null, className)}>
      <label className="ui-text-field__label" htmlFor={fieldId}>
        {label}
      </label>
      {hint ? (
        <p className="ui-text-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <textarea
        ref={ref}
        id={fieldId}
        rows={rows}
        className="ui-text-field__input ui-text-area-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      />
      {counter ? (
        <p className="ui-text-field__hint ui-text-area-field__counter" id={counterId}>
          {counter}
        </p>
      ) : null}
      {error ? (
        <p className="ui-text-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
