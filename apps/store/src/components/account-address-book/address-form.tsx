import {
  ADDRESS_FIELDS,
  addressFieldProblem,
  addressRule,
  usesPostalCode,
  usesState,
  type AddressField,
} from '@atelier/commerce/validation';
import { Button } from '@atelier/ui/button';
import { useFormFields } from '@atelier/ui/form-fields';
import { TextField } from '@atelier/ui/text-field';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddressDraft } from '../../app/checkout/checkout-store';

const AUTOCOMPLETE: Record<AddressField, string> = {
  firstName: 'shipping given-name',
  lastName: 'shipping family-name',
  line1: 'shipping address-line1',
  line2: 'shipping address-line2',
  city: 'shipping address-level2',
  state: 'shipping address-level1',
  postalCode: 'shipping postal-code',
  phone: 'shipping tel',
};

/** The message for an address field in `country` (the checkout's texts), or undefined. */
export function useAddressMessage(country: string) {
  const { t } = useTranslation();
  const rule = addressRule(country);
  return (field: AddressField, value: string): string | undefined => {
    const problem = addressFieldProblem(country, field, value.trim());
    if (!problem) return undefined;
    if (problem === 'tooLong') return t('checkout.errors.tooLong');
    if (field === 'postalCode' && problem === 'invalid')
      return t('checkout.errors.postalCode.invalid', { example: rule.postalExample });
    if (field === 'phone' && problem === 'invalid') return t('checkout.errors.phone.invalid');
    return t(`checkout.errors.${field as Exclude<AddressField, 'line2'>}.required`);
  };
}

/**
 * An address form for the account's address book, by the country's rules (the state line and
 * postal code only where the country uses them). Checked on blur and on submit, focus on the
 * first field to fix; `extra` sits above the buttons (the "default" choice).
 */
export function AddressForm({
  country,
  initial,
  label,
  submitLabel,
  busy,
  extra,
  onSubmit,
  onCancel,
}: {
  country: string;
  initial: AddressDraft;
  label: string;
  submitLabel: string;
  busy: boolean;
  extra?: ReactNode;
  onSubmit: (draft: AddressDraft) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const rule = addressRule(country);
  const fields = ADDRESS_FIELDS.filter(
    (field) =>
      (field !== 'state' || usesState(country)) && (field !== 'postalCode' || usesPostalCode(country)),
  );
  const form = useFormFields(fields);
  const message = useAddressMessage(country);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || form.checkAll((field) => message(field, draft[field]))) return;
    onSubmit(draft);
  }

  const field = (name: AddressField, extraProps: { hint?: string; type?: string } = {}) => (
    <TextField
      {...form.field(name)}
      label={t(`checkout.fields.${name}`)}
      name={name}
      type={extraProps.type ?? 'text'}
      autoComplete={AUTOCOMPLETE[name]}
      required={name !== 'line2'}
      value={draft[name]}
      onChange={(event) => {
        const value = event.target.value;
        setDraft((current) => ({ ...current, [name]: value }));
        form.clearWhenFixed(name, message(name, value));
      }}
      onBlur={(event) => form.checkOnBlur(name, event.target.value, message(name, event.target.value))}
      hint={extraProps.hint}
    />
  );

  return (
    <form className="account-address-form" noValidate onSubmit={submit} aria-label={label}>
      <div className="account-address-form__row">
        {field('firstName')}
        {field('lastName')}
      </div>
      {field('line1')}
      {field('line2')}
      <div className="account-address-form__row">
        {field('city')}
        {fields.includes('state') ? field('state') : null}
        {fields.includes('postalCode')
          ? field('postalCode', {
              hint: rule.postalExample
                ? t('checkout.address.postalHint', { example: rule.postalExample })
                : undefined,
            })
          : null}
      </div>
      {field('phone', { type: 'tel' })}
      {extra}
      <div className="account-address-form__actions">
        <Button type="submit" aria-disabled={busy || undefined}>
          {submitLabel}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('account.addresses.cancel')}
        </Button>
      </div>
    </form>
  );
}
