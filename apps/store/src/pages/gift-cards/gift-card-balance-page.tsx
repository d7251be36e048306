import { useGiftCardBalance } from '@atelier/api/queries';
import type { GiftCardBalance } from '@atelier/api/schema';
import { Button } from '@atelier/ui/button';
import { useFormFields } from '@atelier/ui/form-fields';
import { PageHeading } from '@atelier/ui/page-heading';
import { Price } from '@atelier/ui/price';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDay } from '../../app/gift-cards/dates';
import { normaliseGiftCardCode } from '../../app/gift-cards/gift-card-code';
import { GiftCardCodeField } from '../../components/gift-card-code-field/gift-card-code-field';
import { readRewardCode } from '../../app/gift-cards/reward-code';
import { useServices } from '../../app/services/services-context';
import { useLocale } from '../../app/locale/locale-context';
import { pathIn } from '../../app/locale/route-locale';
import { currencyDisplay } from '../../app/money/currency-display';
import { failureOf } from '../../components/cart/cart-failures';
import { useDocumentTitle } from '../../components/document-head/document-head';
import './gift-cards-page.css';

/**
 * `gift-cards/balance`: the balance of a card by its code. The code may be typed in lower case,
 * with spaces or without dashes; it is sent as `XXXX-XXXX-XXXX-XXXX` and shown so in the field.
 * The answer is in the card's own currency. An unknown code (404) and too many tries (429, the
 * server's guard against guessing) are said in words at the field. The field starts with this
 * tab's `rewardCode` (the gift card e-mail's link), waiting for the shopper to check it.
 */
export function GiftCardBalancePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const title = t('gifts.balance.title');
  useDocumentTitle(title);
  const { sessionStorage } = useServices();
  const [input, setInput] = useState(() => readRewardCode(sessionStorage) ?? '');
  const [code, setCode] = useState<string | undefined>();
  const fields = useFormFields(['code']);
  const balance = useGiftCardBalance(code);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const normalised = normaliseGiftCardCode(input);
    if (!normalised) {
      fields.report({
        code: input.trim() === '' ? t('gifts.balance.errors.required') : t('gifts.balance.errors.format'),
      });
      return;
    }
    fields.reset();
    setInput(normalised);
    if (normalised === code) void balance.refetch();
    else setCode(normalised);
  }

  let error = fields.errors.code;
  if (!error && balance.isError) {
    const failure = failureOf(balance.error);
    error =
      failure.kind === 'offline'
        ? t('errors.offline')
        : failure.status === 404
          ? t('gifts.balance.errors.notFound')
          : failure.status === 429
            ? t('gifts.balance.errors.tooMany')
            : failure.status === 400
              ? t('gifts.balance.errors.format')
              : t('gifts.balance.errors.generic');
  }

  return (
    <div className="gift-card-balance-page">
      <PageHeading title={title} lead={t('gifts.balance.intro')} />
      <form
        className="gift-card-balance-page__form"
        noValidate
        onSubmit={submit}
        aria-label={t('gifts.balance.form')}
        aria-busy={balance.isFetching}
      >
        <GiftCardCodeField
          {...fields.field('code')}
          label={t('gifts.balance.code')}
          name="code"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          error={error}
        />
        <Button type="submit" disabled={balance.isFetching}>
          {t('gifts.balance.submit')}
        </Button>
      </form>
      {balance.data && !error ? <BalanceResult card={balance.data} /> : null}
      <Link to={pathIn(locale, 'gift-cards')}>{t('gifts.balance.buyLink')}</Link>
    </div>
  );
}

function BalanceResult({ card }: { card: GiftCardBalance }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const currency = currencyDisplay(card.currency, locale);
  const money = (amount: number) => (currency ? <Price amount={amount} currency={currency} /> : amount);
  return (
    <section
      className="gift-card-balance-page__result"
      aria-labelledby="gift-card-balance-result"
      aria-live="polite"
    >
      <h2 id="gift-card-balance-result">{t('gifts.balance.result', { code: card.code })}</h2>
      <dl>
        <dt>{t('gifts.balance.balance')}</dt>
        <dd>{money(card.balance)}</dd>
        <dt>{t('gifts.balance.initialValue')}</dt>
        <dd>{money(card.initial_value)}</dd>
        <dt>{t('gifts.balance.currency')}</dt>
        <dd>{card.currency}</dd>
        {card.expires_at ? (
          <>
            <dt>{t('gifts.balance.expires')}</dt>
            <dd>{formatDay(card.expires_at, locale.htmlLang)}</dd>
          </>
        ) : null}
        <dt>{t('gifts.balance.status')}</dt>
        <dd>{t(`gifts.balance.statuses.${card.status}`)}</dd>
      </dl>
    </section>
  );
}
