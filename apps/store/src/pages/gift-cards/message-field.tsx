import { TextAreaField } from '@atelier/ui/text-area-field';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A message with a live character count (gift card message, order gift message): the design
 * system's TextAreaField, its counter read with the field.
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
  return (
    <TextAreaField
      ref={ref}
      label={label}
      hint={hint}
      name={name}
      rows={4}
      value={value}
      maxLength={max}
      error={error}
      counter={t('gifts.count', { count: value.length, max })}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
    />
  );
}
