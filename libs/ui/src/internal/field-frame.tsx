import { useId, type ReactNode } from 'react';
import { classNames } from './class-names';
import '../text-field/text-field.css';

export interface FieldTexts {
  label: ReactNode;
  /** Under the label, read with the control. */
  hint?: ReactNode;
  /** Under the control (e.g. a character count), read with the control. */
  counter?: ReactNode;
  /** A readable message: marks the control invalid and is read with it. */
  error?: ReactNode;
}

export interface FieldWiring {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * The frame every form field shares (TextField, TextAreaField): a visible label (placeholders are
 * not labels), the hint, counter and error tied to the control with aria-describedby, so a screen
 * reader reads them when the control gets focus. `control` gets the ids and ARIA to spread.
 */
export function FieldFrame({
  id,
  idPrefix,
  label,
  hint,
  counter,
  error,
  className,
  control,
}: FieldTexts & {
  id?: string;
  idPrefix: string;
  className?: string;
  control: (wiring: FieldWiring) => ReactNode;
}) {
  const generated = useId();
  const fieldId = id ?? `${idPrefix}-${generated}`;
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
      {control({ id: fieldId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {counter ? (
        <p className="ui-text-field__hint ui-text-field__counter" id={counterId}>
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
