import type { CheckoutQuery } from '@atelier/commerce/checkout';
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
import { useEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCheckoutField, useCheckoutStore } from '../../app/checkout/checkout-store';
import { useLocale } from '../../app/locale/locale-context';
import { useSession } from '../../components/session/session-provider';

type Go = (next: Omit<CheckoutQuery, 'view'>) => string;

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

/**
 * The delivery address for the page's country: the state line only where the country uses one,
 * the postal code by the country's rule (commerce addressRule). Each field is checked when it
 * loses focus and all of them on Continue, with the message under the field (aria-invalid and
 * aria-describedby come with TextField); nothing moves on while one is invalid.
 */
export function AddressStep({ go }: { go: Go }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const session = useSession();
  const [state, store] = useCheckoutStore();
  const setField = useCheckoutField('address');
  const country = locale.country;
  const rule = addressRule(country);
  const fields = ADDRESS_FIELDS.filter(
    (field) =>
      (field !== 'state' || usesState(country)) && (field !== 'postalCode' || usesPostalCode(country)),
  );
  const form = useFormFields(fields);

  // Start from what we know: the member's name and the phone given for the order.
  useEffect(() => {
    const { address, contact } = store.get();
    const user = session.user;
    const filled = {
      ...address,
      firstName: address.firstName || user?.first_name || '',
      lastName: address.lastName || user?.last_name || '',
      phone: address.phone || contact.phone,
    };
    if (JSON.stringify(filled) !== JSON.stringify(address)) {
      store.update((current) => ({ ...current, address: filled }));
    }
  }, [session.user, store]);

  const message = (field: AddressField, value: string): string | undefined => {
    const problem = addressFieldProblem(country, field, value.trim());
    if (!problem) return undefined;
    if (problem === 'tooLong') return t('checkout.errors.tooLong');
    if (field === 'postalCode' && problem === 'invalid')
      return t('checkout.errors.postalCode.invalid', { example: rule.postalExample });
    if (field === 'phone' && problem === 'invalid') return t('checkout.errors.phone.invalid');
    return t(`checkout.errors.${field as Exclude<AddressField, 'line2'>}.required`);
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.checkAll((field) => message(field, state.address[field]))) return;
    navigate(go({ step: 'payment-info', substep: 'payment-method' }));
  }

  const field = (name: AddressField, extra: { hint?: string; type?: string } = {}) => (
    <TextField
      {...form.field(name)}
      label={t(`checkout.fields.${name}`)}
      name={name}
      type={extra.type ?? 'text'}
      autoComplete={AUTOCOMPLETE[name]}
      required={name !== 'line2'}
      value={state.address[name]}
      onChange={(event) => {
        setField(name, event.target.value);
        form.clearWhenFixed(name, message(name, event.target.value));
      }}
      onBlur={(event) => form.checkOnBlur(name, event.target.value, message(name, event.target.value))}
      hint={extra.hint}
    />
  );

  return (
    <section className="checkout-step" aria-labelledby="checkout-address-title">
      <h2 id="checkout-address-title">{t('checkout.substeps.address')}</h2>
      <form
        className="checkout-step__form"
        noValidate
        onSubmit={submit}
        aria-label={t('checkout.address.form')}
      >
        <div className="checkout-step__row">
          {field('firstName')}
          {field('lastName')}
        </div>
        {field('line1')}
        {field('line2')}
        <div className="checkout-step__row">
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
        {field('phone', { type: 'tel', hint: t('checkout.address.phoneHint') })}
        <div className="checkout-step__actions">
          <Button type="submit">{t('checkout.continue')}</Button>
        </div>
      </form>
    </section>
  );
}
