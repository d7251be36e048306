import { useAddressBook, useChangeAddressBook } from '@atelier/api/queries';
import type { SavedAddress } from '@atelier/api/schema';
import type { CheckoutQuery } from '@atelier/commerce/checkout';
import {
  ADDRESS_FIELDS,
  addressFieldProblem,
  addressRule,
  usesPostalCode,
  usesState,
  type AddressField,
} from '@atelier/commerce/validation';
import { Alert } from '@atelier/ui/alert';
import { Button } from '@atelier/ui/button';
import { useFormFields } from '@atelier/ui/form-fields';
import { TextField } from '@atelier/ui/text-field';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCheckoutField, useCheckoutStore } from '../../app/checkout/checkout-store';
import { useLocale } from '../../app/locale/locale-context';
import {
  addressOfDraft,
  draftOfAddress,
  sameAddress,
} from '../../components/account-address-book/address-draft';
import { OrderAddress } from '../../components/order-address/order-address';
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
 *
 * A member chooses from their address book (the addresses in the shop's country, the default
 * chosen at first) or enters a new one, which they may save to the book on Continue (a failure
 * to save says so and does not stop the order).
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
  const member = session.status === 'member';
  const book = useAddressBook();
  const change = useChangeAddressBook();
  const saved = member ? (book.data?.items ?? []).filter((entry) => entry.address.country === country) : [];
  // The saved address delivered to, or 'new'; null until the book is known.
  const [choice, setChoice] = useState<number | 'new' | null>(null);
  const [saveToBook, setSaveToBook] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const savedCount = saved.length;
  const legendId = useId();
  const saveId = useId();

  function pick(entry: SavedAddress) {
    setChoice(entry.id);
    store.update((current) => ({ ...current, address: draftOfAddress(entry.address) }));
  }

  // Once the book is known: the address already given if it is a saved one, else the default
  // for a shopper who has typed nothing yet, else a new address.
  useEffect(() => {
    if (choice !== null || savedCount === 0) return;
    const current = store.get().address;
    const match = saved.find((entry) => sameAddress(entry.address, addressOfDraft(current, country)));
    if (match) {
      setChoice(match.id);
      return;
    }
    const first = saved.find((entry) => entry.is_default) ?? saved[0];
    if (current.line1.trim() === '' && first) pick(first);
    else setChoice('new');
    // Runs when the book arrives (its size) or the choice is reset; `saved` is read fresh then.
  }, [savedCount, choice]);

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

  const usingSaved = typeof choice === 'number';
  // Nothing to type while the book loads or its first choice is made (no form flashing by).
  const showForm = !usingSaved && !(member && (book.isPending || (savedCount > 0 && choice === null)));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!usingSaved && form.checkAll((field) => message(field, state.address[field]))) return;
    if (!usingSaved && member && saveToBook && !saveFailed) {
      const address = addressOfDraft(state.address, country);
      try {
        if (!saved.some((entry) => sameAddress(entry.address, address))) {
          await change.mutateAsync({ kind: 'add', body: { address } });
        }
      } catch {
        // The order does not depend on the book: say so, and Continue goes on next time.
        setSaveFailed(true);
        return;
      }
    }
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
        onSubmit={(event) => void submit(event)}
        aria-label={t('checkout.address.form')}
      >
        {savedCount > 0 ? (
          <fieldset className="checkout-methods" role="radiogroup" aria-labelledby={legendId}>
            <legend id={legendId} className="checkout-methods__legend">
              {t('checkout.address.savedTitle')}
            </legend>
            {saved.map((entry) => (
              <label key={entry.id} className="checkout-methods__option">
                <input
                  type="radio"
                  name="savedAddress"
                  value={String(entry.id)}
                  checked={choice === entry.id}
                  onChange={() => pick(entry)}
                />
                <span className="checkout-step__option">
                  {entry.is_default ? (
                    <span className="checkout-step__muted">{t('checkout.address.default')}</span>
                  ) : null}
                  <OrderAddress address={entry.address}>
                    <bdi dir="ltr">{entry.address.phone}</bdi>
                  </OrderAddress>
                </span>
              </label>
            ))}
            <label className="checkout-methods__option">
              <input
                type="radio"
                name="savedAddress"
                value="new"
                checked={choice === 'new'}
                onChange={() => {
                  setChoice('new');
                  store.update((current) => ({
                    ...current,
                    address: {
                      ...current.address,
                      line1: '',
                      line2: '',
                      city: '',
                      state: '',
                      postalCode: '',
                    },
                  }));
                }}
              />
              <span>{t('checkout.address.newAddress')}</span>
            </label>
          </fieldset>
        ) : null}
        {showForm ? (
          <>
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
            {member && !saveFailed ? (
              <label className="checkout-step__check" htmlFor={saveId}>
                <input
                  id={saveId}
                  type="checkbox"
                  checked={saveToBook}
                  onChange={(event) => setSaveToBook(event.target.checked)}
                />
                {t('checkout.address.saveToBook')}
              </label>
            ) : null}
          </>
        ) : null}
        {saveFailed ? <Alert kind="warning">{t('checkout.address.saveFailed')}</Alert> : null}
        <div className="checkout-step__actions">
          <Button type="submit">{t('checkout.continue')}</Button>
        </div>
      </form>
    </section>
  );
}
