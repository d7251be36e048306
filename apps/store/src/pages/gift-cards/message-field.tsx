import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import './gift-cards-page.css';

/**
 * A labelled multi-line message with a live character count (gift card message, order gift
 * message). libs/ui has no text area yet, so this one borrows the text field's look. The count is
 * part of the description (read with the field) and is announced politely only when typing stops
 * being allowed; the error, when given, is tied to the field like TextField's.
 */
export function MessageField({
  label,
  hint,
  name,
  value,
  max,
  error,
  onChange,
  onBlur,
  ref,
}: {
  label: string;
  hint?: string;
  name: string;
  value: string;
  max: number;
  error?: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLTextAreaElement>;
}) {
  const { t } = useTranslation();
  const id = `message-${useId()}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const countId = `${id}-count`;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`ui-text-field message-field${error ? ' ui-text-field--invalid' : ''}`}>
      <label className="ui-text-field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="ui-text-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <textarea
        ref={ref}
        id={id}
        name={name}
        className="ui-text-field__input message-field__input"
        rows={4}
        value={value}
        maxLength={max}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, countId, errorId].filter(Boolean).join(' ')}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      <p className="ui-text-field__hint message-field__count" id={countId}>
        {t('gifts.count', { count: value.length, max })}
      </p>
      {error ? (
        <p className="ui-text-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
