import { useAddressBook, useChangeAddressBook, type AddressChange } from '@atelier/api/queries';
import type { SavedAddress } from '@atelier/api/schema';
import { Alert } from '@atelier/ui/alert';
import { Button } from '@atelier/ui/button';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_ADDRESS } from '../../app/checkout/checkout-store';
import { useLocale } from '../../app/locale/locale-context';
import { failureOf } from '../cart/cart-failures';
import { OrderAddress } from '../order-address/order-address';
import { addressOfDraft, draftOfAddress } from './address-draft';
import { AddressForm } from './address-form';
import './account-address-book.css';

/** The contract's `maxItems`: the form is not offered past it. */
export const ADDRESS_BOOK_LIMIT = 20;

type Editing = { kind: 'add' } | { kind: 'edit'; entry: SavedAddress } | null;

/**
 * The member's address book on the account page: their saved delivery addresses (the default
 * first and marked), each with Edit, Delete and "Make default"; a form to add one in the shop's
 * country. Every change answers the whole book (useChangeAddressBook), announced in a status line;
 * after a change focus returns to the section's heading, so it never falls to the page body.
 */
export function AccountAddressBook() {
  const { t } = useTranslation();
  const locale = useLocale();
  const book = useAddressBook();
  const change = useChangeAddressBook();
  const [editing, setEditing] = useState<Editing>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [makeDefault, setMakeDefault] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const returnFocus = useRef(false);
  const titleId = useId();
  const defaultId = useId();
  const items = book.data?.items ?? [];

  useEffect(() => {
    if (editing === null && returnFocus.current) {
      returnFocus.current = false;
      heading.current?.focus();
    }
  }, [editing]);

  async function run(next: AddressChange, done: string) {
    setError(null);
    try {
      await change.mutateAsync(next);
      setStatus(done);
      returnFocus.current = true;
      setEditing(null);
    } catch (caught) {
      const failure = failureOf(caught);
      const full = failure.errors?.some((problem) => problem.reason === 'address_book_full');
      setError(
        failure.kind === 'offline'
          ? t('errors.offline')
          : full
            ? t('account.addresses.full', { count: ADDRESS_BOOK_LIMIT })
            : t('account.addresses.failed'),
      );
    }
  }

  const label = (entry: SavedAddress) => `${entry.address.line1}, ${entry.address.city}`;

  return (
    <section className="account-page__section account-address-book" aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1} className="account-page__section-title">
        {t('account.addresses.title')}
      </h2>
      <p role="status" className="ui-visually-hidden">
        {status}
      </p>
      {error ? <Alert kind="error">{error}</Alert> : null}
      {book.isError ? (
        <Alert kind="error">{t('account.addresses.loadError')}</Alert>
      ) : book.isPending ? (
        <p role="status">{t('account.loading')}</p>
      ) : items.length === 0 && editing === null ? (
        <p className="account-page__muted">{t('account.addresses.empty')}</p>
      ) : (
        <ul className="account-address-book__list">
          {items.map((entry) =>
            editing?.kind === 'edit' && editing.entry.id === entry.id ? (
              <li key={entry.id} className="account-address-book__item">
                <AddressForm
                  country={entry.address.country}
                  initial={draftOfAddress(entry.address)}
                  label={t('account.addresses.editTitle')}
                  submitLabel={t('account.addresses.save')}
                  busy={change.isPending}
                  onSubmit={(draft) =>
                    void run(
                      {
                        kind: 'update',
                        id: entry.id,
                        body: { address: addressOfDraft(draft, entry.address.country) },
                      },
                      t('account.addresses.saved'),
                    )
                  }
                  onCancel={() => {
                    returnFocus.current = true;
                    setEditing(null);
                  }}
                />
              </li>
            ) : (
              <li key={entry.id} className="account-address-book__item">
                <div className="account-address-book__address">
                  {entry.is_default ? (
                    <p className="account-address-book__default">{t('account.addresses.default')}</p>
                  ) : null}
                  <OrderAddress address={entry.address}>
                    <bdi dir="ltr">{entry.address.phone}</bdi>
                  </OrderAddress>
                </div>
                <div className="account-address-book__actions">
                  <Button
                    variant="secondary"
                    aria-label={t('account.addresses.editLabel', { address: label(entry) })}
                    onClick={() => setEditing({ kind: 'edit', entry })}
                  >
                    {t('account.addresses.edit')}
                  </Button>
                  {entry.is_default ? null : (
                    <Button
                      variant="secondary"
                      aria-label={t('account.addresses.makeDefaultLabel', { address: label(entry) })}
                      aria-disabled={change.isPending || undefined}
                      onClick={() =>
                        void run(
                          {
                            kind: 'update',
                            id: entry.id,
                            body: { address: entry.address, is_default: true },
                          },
                          t('account.addresses.defaultChanged', { address: label(entry) }),
                        )
                      }
                    >
                      {t('account.addresses.makeDefault')}
                    </Button>
                  )}
                  <Button
                    variant="link"
                    aria-label={t('account.addresses.deleteLabel', { address: label(entry) })}
                    aria-disabled={change.isPending || undefined}
                    onClick={() =>
                      void run(
                        { kind: 'delete', id: entry.id },
                        t('account.addresses.deleted', { address: label(entry) }),
                      )
                    }
                  >
                    {t('account.addresses.delete')}
                  </Button>
                </div>
              </li>
            ),
          )}
        </ul>
      )}
      {editing?.kind === 'add' ? (
        <AddressForm
          country={locale.country}
          initial={EMPTY_ADDRESS}
          label={t('account.addresses.addTitle')}
          submitLabel={t('account.addresses.save')}
          busy={change.isPending}
          extra={
            items.length > 0 ? (
              <label className="account-address-book__check" htmlFor={defaultId}>
                <input
                  id={defaultId}
                  type="checkbox"
                  checked={makeDefault}
                  onChange={(event) => setMakeDefault(event.target.checked)}
                />
                {t('account.addresses.useAsDefault')}
              </label>
            ) : null
          }
          onSubmit={(draft) =>
            void run(
              {
                kind: 'add',
                body: { address: addressOfDraft(draft, locale.country), is_default: makeDefault },
              },
              t('account.addresses.added'),
            )
          }
          onCancel={() => {
            returnFocus.current = true;
            setEditing(null);
          }}
        />
      ) : book.isSuccess && items.length < ADDRESS_BOOK_LIMIT && editing === null ? (
        <Button
          variant="secondary"
          onClick={() => {
            setMakeDefault(false);
            setEditing({ kind: 'add' });
          }}
        >
          {t('account.addresses.add')}
        </Button>
      ) : null}
    </section>
  );
}
