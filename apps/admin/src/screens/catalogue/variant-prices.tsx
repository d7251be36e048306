import type { AdminPrice, AdminPriceInput, AdminProduct, AdminVariant } from '@atelier/api/schema';
import { CURRENCIES, formatMoney, minorDigitsOf, toMajorString, toMinor } from '@atelier/commerce/money';
import { Alert } from '@atelier/ui/alert';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdminError } from '../../app/admin-api';
import { useServices } from '../../app/services';
import { catalogueApi } from './catalogue-api';
import { SaveFooter } from './save-footer';

type Currency = AdminPrice['currency'];
/** The store's currencies (the contract's CurrencyCode), SGD first: the fallback of the others. */
const STORE_CURRENCIES: readonly Currency[] = ['SGD', 'USD', 'VND', 'KRW', 'AED'];
/** The form's text per currency, in major units as typed ('78.00', '1890000'). */
type Draft = Record<Currency, { amount: string; compareAt: string }>;

const pricesOf = (variant: AdminVariant) => JSON.stringify(variant.prices);

function draftOf(variant: AdminVariant): Draft {
  const draft = {} as Draft;
  for (const code of STORE_CURRENCIES) {
    const price = variant.prices.find((p) => p.currency === code);
    draft[code] = {
      amount: price ? toMajorString(price.amount, code) : '',
      compareAt: price?.compare_at_amount != null ? toMajorString(price.compare_at_amount, code) : '',
    };
  }
  return draft;
}

/** Major units typed by staff → minor units of the currency: null when empty, or the problem. */
function minorOf(text: string, code: Currency): number | null | 'invalid' {
  const trimmed = text.trim().replace(/[\s,]/g, '');
  if (trimmed === '') return null;
  try {
    const minor = toMinor(trimmed, code);
    return minor > 0 ? minor : 'invalid';
  } catch {
    return 'invalid';
  }
}

/**
 * A variant's price per currency, typed in the currency's own units (cents for dollars and dirham,
 * whole dong and won), checked against its decimals before sending. An empty price means none of
 * its own: the store converts the SGD price. Saved on the product's version (409 shows theirs).
 */
export function VariantPrices({
  product,
  variant,
  onSaved,
}: {
  product: AdminProduct;
  variant: AdminVariant;
  onSaved: (next: AdminProduct) => void;
}) {
  const { t } = useTranslation();
  const { api } = useServices();
  const [base, setBase] = useState(() => ({
    version: product.version,
    prices: pricesOf(variant),
    draft: draftOf(variant),
  }));
  const [draft, setDraft] = useState<Draft>(() => draftOf(variant));
  const [problems, setProblems] = useState<Partial<Record<string, string>>>({});
  const [theirs, setTheirs] = useState<AdminProduct | null>(null);
  const dirty = JSON.stringify(draft) !== JSON.stringify(base.draft);

  // A newer version of the product (texts saved, another variant priced): this variant's prices
  // unchanged only move the version on; changed ones replace an untouched form.
  useEffect(() => {
    if (product.version === base.version) return;
    if (pricesOf(variant) === base.prices) setBase({ ...base, version: product.version });
    else if (!dirty) {
      setBase({ version: product.version, prices: pricesOf(variant), draft: draftOf(variant) });
      setDraft(draftOf(variant));
    }
  }, [product, variant, base, dirty]);

  const save = useMutation({
    mutationFn: ({ version, prices }: { version: number; prices: AdminPriceInput[] }) =>
      catalogueApi(api).setPrices(product.id, variant.id, { version, prices }),
    onSuccess: (next) => {
      const mine = next.variants.find((v) => v.id === variant.id);
      setTheirs(null);
      if (mine) {
        setBase({ version: next.version, prices: pricesOf(mine), draft: draftOf(mine) });
        setDraft(draftOf(mine));
      }
      onSaved(next);
    },
    onError: (error) => {
      if (isAdminError(error, 'version_conflict')) setTheirs(error.current as AdminProduct);
      if (isAdminError(error, 'invalid')) setProblems({ form: t('catalogue.prices.refused') });
    },
  });

  /** The typed prices, or null after marking what is wrong. */
  const parsed = (): AdminPriceInput[] | null => {
    const found: Record<string, string> = {};
    const prices: AdminPriceInput[] = [];
    for (const code of STORE_CURRENCIES) {
      const amount = minorOf(draft[code].amount, code);
      const compareAt = minorOf(draft[code].compareAt, code);
      const digits = minorDigitsOf(code);
      const invalid =
        digits === 0 ? t('catalogue.prices.wholeUnits') : t('catalogue.prices.decimals', { count: digits });
      if (amount === 'invalid') found[`${code}.amount`] = invalid;
      if (compareAt === 'invalid') found[`${code}.compareAt`] = invalid;
      if (amount === null && compareAt !== null) found[`${code}.amount`] = t('catalogue.prices.needsPrice');
      if (typeof amount === 'number' && typeof compareAt === 'number' && compareAt <= amount)
        found[`${code}.compareAt`] = t('catalogue.prices.compareAbove');
      if (typeof amount === 'number')
        prices.push({
          currency: code,
          amount,
          compare_at_amount: typeof compareAt === 'number' ? compareAt : null,
        });
    }
    if (prices.length === 0) found.form = t('catalogue.prices.none');
    setProblems(found);
    return Object.keys(found).length === 0 ? prices : null;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const prices = parsed();
    if (prices) save.mutate({ version: base.version, prices });
  };
  const takeTheirs = () => {
    const mine = theirs?.variants.find((v) => v.id === variant.id);
    if (!theirs || !mine) return;
    setBase({ version: theirs.version, prices: pricesOf(mine), draft: draftOf(mine) });
    setDraft(draftOf(mine));
    setTheirs(null);
    setProblems({});
    save.reset();
    onSaved(theirs);
  };
  const overwrite = () => {
    const prices = parsed();
    if (theirs && prices) save.mutate({ version: theirs.version, prices });
  };
  const set = (code: Currency, key: 'amount' | 'compareAt') => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [code]: { ...d[code], [key]: event.target.value } }));
  const theirPrices = theirs?.variants.find((v) => v.id === variant.id)?.prices ?? [];
  const captionId = `prices-${variant.id}`;

  return (
    <form className="admin-catalogue__prices" onSubmit={submit} noValidate aria-labelledby={captionId}>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <caption id={captionId}>{t('catalogue.prices.caption', { sku: variant.sku })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('catalogue.prices.currency')}</th>
              <th scope="col">{t('catalogue.prices.price')}</th>
              <th scope="col">{t('catalogue.prices.compareAt')}</th>
            </tr>
          </thead>
          <tbody>
            {STORE_CURRENCIES.map((code) => {
              const amountError = problems[`${code}.amount`];
              const compareError = problems[`${code}.compareAt`];
              const inputId = `price-${variant.id}-${code}`;
              return (
                <tr key={code}>
                  <th scope="row">
                    <label htmlFor={inputId}>{code}</label>
                  </th>
                  <td>
                    <input
                      id={inputId}
                      className="admin-catalogue__money"
                      inputMode="decimal"
                      value={draft[code].amount}
                      placeholder={code === 'SGD' ? '' : t('catalogue.prices.fromSgd')}
                      aria-invalid={amountError ? true : undefined}
                      aria-describedby={amountError ? `${inputId}-error` : undefined}
                      onChange={set(code, 'amount')}
                    />
                    {amountError ? (
                      <span id={`${inputId}-error`} className="admin-catalogue__error">
                        {amountError}
                      </span>
                    ) : null}
                  </td>
                  <td>
                    <input
                      id={`${inputId}-was`}
                      className="admin-catalogue__money"
                      inputMode="decimal"
                      aria-label={t('catalogue.prices.compareAtOf', { currency: code })}
                      value={draft[code].compareAt}
                      aria-invalid={compareError ? true : undefined}
                      aria-describedby={compareError ? `${inputId}-was-error` : undefined}
                      onChange={set(code, 'compareAt')}
                    />
                    {compareError ? (
                      <span id={`${inputId}-was-error`} className="admin-catalogue__error">
                        {compareError}
                      </span>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="admin-catalogue__hint">{t('catalogue.prices.hint')}</p>
      {problems.form ? (
        <Alert kind="error" live="alert">
          {problems.form}
        </Alert>
      ) : null}
      <SaveFooter
        save={save}
        dirty={dirty}
        conflict={
          theirs ? (
            <ul className="admin-catalogue__theirs">
              {theirPrices.map((price) => (
                <li key={price.currency}>
                  {formatMoney(price.amount, CURRENCIES[price.currency])}
                  {price.compare_at_amount != null
                    ? ` (${t('catalogue.prices.was')} ${formatMoney(price.compare_at_amount, CURRENCIES[price.currency])})`
                    : ''}
                </li>
              ))}
            </ul>
          ) : null
        }
        onTakeTheirs={takeTheirs}
        onOverwrite={overwrite}
        saveText={t('catalogue.prices.save')}
        savedText={t('catalogue.prices.saved')}
      />
    </form>
  );
}
