import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import './text-area-field.css';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  /** A readable message; marks the field invalid and is announced with it (aria-describedby). */
  error?: ReactNode;
  id?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A labelled multi-line field, wired like the design system's TextField (which has no multi-line
 * form): visible label, hint and error tied to the control.
 */
export function TextAreaField({ label, hint, error, id, ref, rows = 6, ...rest }: TextAreaFieldProps) {
  const generated = useId();
  const fieldId = id ?? `textarea-${generated}`;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`text-area-field${error ? ' text-area-field--invalid' : ''}`}>
      <label className="text-area-field__label" htmlFor={fieldId}>
        {label}
      </label>
      {hint ? (
        <p className="text-area-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <textarea
        ref={ref}
        id={fieldId}
        rows={rows}
        className="text-area-field__control"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      />
      {error ? (
        <p className="text-area-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
