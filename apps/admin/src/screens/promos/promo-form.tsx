import type { AdminPromoTerms } from '@atelier/api/schema';
import { CURRENCIES, minorDigitsOf, toMajorString, toMinor } from '@atelier/commerce/money';
import { Button } from '@atelier/ui/button';
import { Select } from '@atelier/ui/select';
import { TextField } from '@atelier/ui/text-field';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

type Currency = AdminPromoTerms['amounts'][number]['currency'];
type Tier = NonNullable<AdminPromoTerms['tiers']>[number];

export const STORE_CURRENCIES: readonly Currency[] = ['SGD', 'USD', 'VND', 'KRW', 'AED'];
const TIERS: readonly Tier[] = ['silver', 'gold', 'black'];
const LANGUAGES = ['en', 'ar', 'zh-hans', 'vi'] as const;

/** What the form edits: every number as typed (major units for money), dates as local date-times. */
interface Draft {
  code: string;
  description: Record<(typeof LANGUAGES)[number], string>;
  kind: AdminPromoTerms['kind'];
  percent: string;
  amountOff: Record<Currency, string>;
  minSpend: Record<Currency, string>;
  countries: string;
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  perCustomerLimit: string;
  appliesTo: AdminPromoTerms['applies_to'];
  tiers: Tier[];
}

export const EMPTY_TERMS: AdminPromoTerms = {
  code: '',
  description: { en: '', ar: '', 'zh-hans': '', vi: '' },
  kind: 'percentage',
  percent: 10,
  amounts: [],
  countries: [],
  currencies: null,
  starts_at: null,
  ends_at: null,
  usage_limit: null,
  per_customer_limit: null,
  applies_to: 'cart',
  tiers: null,
};

/** An ISO instant as a `datetime-local` value in the browser's time zone (and back). */
function localInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
const isoOf = (local: string): string | null => (local ? new Date(local).toISOString() : null);

function draftOf(terms: AdminPromoTerms): Draft {
  const money = (pick: 'amount_off' | 'min_spend') =>
    Object.fromEntries(
      STORE_CURRENCIES.map((c) => {
        const value = terms.amounts.find((a) => a.currency === c)?.[pick];
        return [c, value === null || value === undefined ? '' : toMajorString(value, c)];
      }),
    ) as Record<Currency, string>;
  return {
    code: terms.code,
    description: { ...terms.description },
    kind: terms.kind,
    percent: terms.kind === 'percentage' ? String(terms.percent) : '',
    amountOff: money('amount_off'),
    minSpend: money('min_spend'),
    countries: terms.countries.join(', '),
    startsAt: localInput(terms.starts_at),
    endsAt: localInput(terms.ends_at),
    usageLimit: terms.usage_limit === null ? '' : String(terms.usage_limit),
    perCustomerLimit: terms.per_customer_limit === null ? '' : String(terms.per_customer_limit),
    appliesTo: terms.applies_to,
    tiers: terms.tiers ? [...terms.tiers] : [],
  };
}

/** Major units typed → minor units; null when empty, 'invalid' when not a price of the currency. */
function minorOf(text: string, code: Currency): number | null | 'invalid' {
  const trimmed = text.trim().replace(/[\s,]/g, '');
  if (trimmed === '') return null;
  try {
    const minor = toMinor(trimmed, code);
    return minor >= 0 ? minor : 'invalid';
  } catch {
    return 'invalid';
  }
}

const wholeOrNull = (text: string): number | null | 'invalid' => {
  if (text.trim() === '') return null;
  const n = Number(text.trim());
  return Number.isInteger(n) && n >= 1 ? n : 'invalid';
};

/** The draft as terms, or the fields (keys as the server names them) that are not right. */
function termsOf(
  draft: Draft,
  base: AdminPromoTerms,
): { terms: AdminPromoTerms } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const amounts: AdminPromoTerms['amounts'] = [];
  for (const c of STORE_CURRENCIES) {
    const off = draft.kind === 'fixed_amount' ? minorOf(draft.amountOff[c], c) : null;
    const min = minorOf(draft.minSpend[c], c);
    if (off === 'invalid') errors[`amountOff.${c}`] = 'invalid';
    if (min === 'invalid') errors[`minSpend.${c}`] = 'invalid';
    if (off !== 'invalid' && min !== 'invalid' && (off !== null || min !== null))
      amounts.push({ currency: c, amount_off: off, min_spend: min });
  }
  const percent = draft.kind === 'percentage' ? Number(draft.percent) : 0;
  if (draft.kind === 'percentage' && !(Number.isInteger(percent) && percent >= 1 && percent <= 100))
    errors.percent = 'invalid';
  const usageLimit = wholeOrNull(draft.usageLimit);
  const perCustomer = wholeOrNull(draft.perCustomerLimit);
  if (usageLimit === 'invalid') errors.usage_limit = 'invalid';
  if (perCustomer === 'invalid') errors.per_customer_limit = 'invalid';
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]{2,39}$/.test(draft.code.trim())) errors.code = 'invalid';
  if (draft.description.en.trim() === '') errors['description.en'] = 'required';
  const countries = draft.countries
    .split(/[\s,]+/)
    .map((c) => c.trim().toLowerCase())
    .filter(Boolean);
  if (countries.some((c) => !/^[a-z]{2}$/.test(c))) errors.countries = 'invalid';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    terms: {
      ...base,
      code: draft.code.trim(),
      description: { ...draft.description },
      kind: draft.kind,
      percent,
      amounts,
      countries,
      starts_at: isoOf(draft.startsAt),
      ends_at: isoOf(draft.endsAt),
      usage_limit: usageLimit as number | null,
      per_customer_limit: perCustomer as number | null,
      applies_to: draft.appliesTo,
      tiers: draft.tiers.length > 0 ? draft.tiers : null,
    },
  };
}

/**
 * A code's terms: what it takes off (a percent, an amount per currency in that currency's own
 * units, or free delivery), the minimum spend per currency, where and when, how often, for whom.
 * `serverErrors` are the 400's reasons by field (`percent`, `terms.code`, ...).
 */
export function PromoForm({
  initial,
  submitLabel,
  busy,
  serverErrors,
  onSubmit,
}: {
  initial: AdminPromoTerms;
  submitLabel: string;
  busy: boolean;
  serverErrors: Record<string, string>;
  onSubmit: (terms: AdminPromoTerms) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const errorOf = (field: string): string | undefined => {
    const local = errors[field];
    const server = serverErrors[field] ?? serverErrors[`terms.${field}`];
    if (local === 'required') return t('promos.form.errors.required');
    if (local) return t('promos.form.errors.invalid');
    return server;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = termsOf(draft, initial);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onSubmit(result.terms);
  };

  return (
    <form className="admin-promo-form" onSubmit={submit} noValidate aria-label={submitLabel}>
      <fieldset>
        <legend>{t('promos.form.what')}</legend>
        <TextField
          label={t('promos.code')}
          hint={t('promos.form.codeHint')}
          value={draft.code}
          maxLength={40}
          required
          autoCapitalize="characters"
          error={errorOf('code')}
          onChange={(e) => set('code', e.target.value)}
        />
        {LANGUAGES.map((lang) => (
          <TextField
            key={lang}
            label={t(`promos.form.description.${lang}`)}
            value={draft.description[lang]}
            maxLength={200}
            required={lang === 'en'}
            dir={lang === 'ar' ? 'rtl' : undefined}
            lang={lang}
            error={errorOf(`description.${lang}`)}
            onChange={(e) => set('description', { ...draft.description, [lang]: e.target.value })}
          />
        ))}
        <Select
          label={t('promos.form.kind')}
          value={draft.kind}
          onChange={(e) => set('kind', e.target.value as Draft['kind'])}
          options={(['percentage', 'fixed_amount', 'free_shipping'] as const).map((k) => ({
            value: k,
            label: t(`promos.kind.${k}`),
          }))}
        />
        {draft.kind === 'percentage' ? (
          <TextField
            label={t('promos.form.percent')}
            inputMode="numeric"
            value={draft.percent}
            error={errorOf('percent')}
            onChange={(e) => set('percent', e.target.value)}
          />
        ) : null}
      </fieldset>

      <fieldset>
        <legend>{t('promos.form.money')}</legend>
        <p className="admin-promo-form__hint">{t('promos.form.moneyHint')}</p>
        <div className="admin-promo-form__money">
          {STORE_CURRENCIES.map((c) => (
            <div key={c} role="group" aria-label={c} className="admin-promo-form__currency">
              {draft.kind === 'fixed_amount' ? (
                <TextField
                  label={t('promos.form.amountOff', { currency: c })}
                  inputMode="decimal"
                  value={draft.amountOff[c]}
                  hint={minorDigitsOf(c) === 0 ? t('promos.form.wholeUnits') : undefined}
                  error={errorOf(`amountOff.${c}`)}
                  onChange={(e) => set('amountOff', { ...draft.amountOff, [c]: e.target.value })}
                />
              ) : null}
              <TextField
                label={t('promos.form.minSpend', { currency: c })}
                inputMode="decimal"
                value={draft.minSpend[c]}
                placeholder={CURRENCIES[c].symbol.trim()}
                error={errorOf(`minSpend.${c}`)}
                onChange={(e) => set('minSpend', { ...draft.minSpend, [c]: e.target.value })}
              />
            </div>
          ))}
        </div>
        {serverErrors.amounts || serverErrors['terms.amounts'] ? (
          <p className="admin-promo-form__error" role="alert">
            {serverErrors.amounts ?? serverErrors['terms.amounts']}
          </p>
        ) : null}
      </fieldset>

      <fieldset>
        <legend>{t('promos.form.when')}</legend>
        <TextField
          label={t('promos.form.startsAt')}
          type="datetime-local"
          value={draft.startsAt}
          error={errorOf('starts_at')}
          onChange={(e) => set('startsAt', e.target.value)}
        />
        <TextField
          label={t('promos.form.endsAt')}
          type="datetime-local"
          value={draft.endsAt}
          error={errorOf('ends_at')}
          onChange={(e) => set('endsAt', e.target.value)}
        />
        <TextField
          label={t('promos.form.usageLimit')}
          hint={t('promos.form.emptyUnlimited')}
          inputMode="numeric"
          value={draft.usageLimit}
          error={errorOf('usage_limit')}
          onChange={(e) => set('usageLimit', e.target.value)}
        />
        <TextField
          label={t('promos.form.perCustomerLimit')}
          hint={t('promos.form.emptyUnlimited')}
          inputMode="numeric"
          value={draft.perCustomerLimit}
          error={errorOf('per_customer_limit')}
          onChange={(e) => set('perCustomerLimit', e.target.value)}
        />
      </fieldset>

      <fieldset>
        <legend>{t('promos.form.who')}</legend>
        <TextField
          label={t('promos.form.countries')}
          hint={t('promos.form.countriesHint')}
          value={draft.countries}
          error={errorOf('countries')}
          onChange={(e) => set('countries', e.target.value)}
        />
        <Select
          label={t('promos.form.appliesTo')}
          value={draft.appliesTo}
          onChange={(e) => set('appliesTo', e.target.value as Draft['appliesTo'])}
          options={(['cart', 'workshop'] as const).map((a) => ({
            value: a,
            label: t(`promos.appliesTo.${a}`),
          }))}
        />
        <fieldset className="admin-promo-form__tiers">
          <legend>{t('promos.form.tiers')}</legend>
          <p className="admin-promo-form__hint">{t('promos.form.tiersHint')}</p>
          {TIERS.map((tier) => (
            <label key={tier} className="admin-promo-form__check">
              <input
                type="checkbox"
                checked={draft.tiers.includes(tier)}
                onChange={(e) =>
                  set(
                    'tiers',
                    e.target.checked ? [...draft.tiers, tier] : draft.tiers.filter((x) => x !== tier),
                  )
                }
              />{' '}
              {t(`promos.tier.${tier}`)}
            </label>
          ))}
        </fieldset>
      </fieldset>

      <div className="admin-filters__actions">
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
