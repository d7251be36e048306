import { giftCardBalanceQueryOptions } from '@atelier/api/queries';
import type { GiftCardBalance } from '@atelier/api/schema';
import { formatMoney, type CurrencyDisplay } from '@atelier/commerce/money';
import { Button } from '@atelier/ui/button';
import { useFormFields } from '@atelier/ui/form-fields';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { normaliseGiftCardCode } from '../../app/gift-cards/gift-card-code';
import { GiftCardCodeField } from '../../components/gift-card-code-field/gift-card-code-field';
import { clearRedeemCode, initialGiftCardCode, storeRedeemCode } from '../../app/gift-cards/redeem-code';
import { useServices } from '../../app/services/services-context';
import { failureOf } from '../../components/cart/cart-failures';

/** A gift card that can pay this order: its code and what is left on it. */
export interface AppliedGiftCard {
  code: string;
  balance: number;
}

/** What the gift card pays of `total` and what is left for the card: min(balance, total). */
export function giftCardSplit(total: number, card: AppliedGiftCard | null) {
  const giftCard = card ? Math.min(card.balance, total) : 0;
  return { giftCard, rest: total - giftCard };
}

/** Why a checked card cannot pay an order in `currency` (the server refuses these too), or null. */
function refusal(t: TFunction, card: GiftCardBalance, currency: string): string | null {
  if (card.status === 'expired') return t('gifts.redeem.errors.expired');
  if (card.status === 'redeemed' || card.balance === 0) return t('gifts.redeem.errors.spent');
  if (card.currency !== currency)
    return t('gifts.redeem.errors.currency', { currency: card.currency, orderCurrency: currency });
  return null;
}

/**
 * The payment step's "Gift card" field (SPEC §3 `redeemCode`). Apply checks the balance
 * (`GET /api/gift-cards/{code}/balance/`) and refuses, in words, a card of another currency, an
 * expired or a spent one; an accepted code is stored as `redeemCode` (localStorage) and the split is
 * shown ("S$42.00 will be paid by gift card, S$31.00 by card"). Remove forgets it. The field starts
 * with the applied `redeemCode` (checked again, the balance may have changed), else with this tab's
 * `rewardCode` from the gift card e-mail's link, which waits for Apply. The server's own refusal
 * at order creation (422 on `gift_card_code`) comes in as `serverError` and is shown here too.
 */
export function GiftCardField({
  currency,
  orderCurrency,
  total,
  applied,
  onApplied,
  serverError,
}: {
  currency: CurrencyDisplay;
  /** The cart's currency code (`SGD`). */
  orderCurrency: string;
  /** What the order costs before the gift card. */
  total: number;
  applied: AppliedGiftCard | null;
  onApplied: (card: AppliedGiftCard | null) => void;
  serverError: string | null;
}) {
  const { t } = useTranslation();
  const { api, queryClient, storage, sessionStorage } = useServices();
  const [initial] = useState(() => initialGiftCardCode(storage, sessionStorage));
  const [input, setInput] = useState(initial?.code ?? '');
  const fields = useFormFields(['code']);
  const [checking, setChecking] = useState(false);
  const checked = useRef(false);

  async function check(code: string, { restoring }: { restoring: boolean }) {
    setChecking(true);
    fields.reset();
    try {
      // Always asked afresh: the balance changes when the card is spent elsewhere.
      const card = await queryClient.fetchQuery({ ...giftCardBalanceQueryOptions(api, code), staleTime: 0 });
      const problem = refusal(t, card, orderCurrency);
      if (problem) {
        fields.setError('code', problem);
        clearRedeemCode(storage);
        onApplied(null);
        return;
      }
      storeRedeemCode(storage, card.code);
      onApplied({ code: card.code, balance: card.balance });
    } catch (caught) {
      const failure = failureOf(caught);
      if (failure.status === 404 || failure.status === 400) clearRedeemCode(storage);
      const message =
        failure.kind === 'offline'
          ? t('errors.offline')
          : failure.status === 404
            ? t('gifts.balance.errors.notFound')
            : failure.status === 429
              ? t('gifts.balance.errors.tooMany')
              : t('gifts.balance.errors.generic');
      // A card checked again on arrival says what is wrong without taking the shopper's focus.
      if (restoring) fields.setError('code', message);
      else fields.report({ code: message });
    } finally {
      setChecking(false);
    }
  }

  // An applied code from an earlier visit is checked again once (its balance may have changed).
  useEffect(() => {
    if (checked.current || !initial?.applied) return;
    checked.current = true;
    void check(initial.code, { restoring: true });
    // Once on arrival only: `check` and `initial` are this mount's.
  }, []);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checking) return;
    const code = normaliseGiftCardCode(input);
    if (!code) {
      fields.report({
        code: input.trim() === '' ? t('gifts.balance.errors.required') : t('gifts.balance.errors.format'),
      });
      return;
    }
    setInput(code);
    void check(code, { restoring: false });
  }

  function remove() {
    clearRedeemCode(storage);
    onApplied(null);
    setInput('');
    fields.reset();
  }

  const split = giftCardSplit(total, applied);
  return (
    <section className="checkout-gift-card" aria-labelledby="checkout-gift-card-title">
      <h3 id="checkout-gift-card-title">{t('gifts.redeem.title')}</h3>
      {applied ? (
        <div className="checkout-gift-card__applied">
          <p>{t('gifts.redeem.current', { code: applied.code })}</p>
          <p role="status">
            {split.rest === 0
              ? t('gifts.redeem.covered', { giftCard: formatMoney(split.giftCard, currency) })
              : t('gifts.redeem.split', {
                  giftCard: formatMoney(split.giftCard, currency),
                  card: formatMoney(split.rest, currency),
                })}
          </p>
          <Button variant="link" onClick={remove}>
            {t('gifts.redeem.remove')}
          </Button>
        </div>
      ) : (
        <form
          className="checkout-gift-card__form"
          noValidate
          onSubmit={apply}
          aria-label={t('gifts.redeem.form')}
          aria-busy={checking}
        >
          <GiftCardCodeField
            {...fields.field('code')}
            label={t('gifts.redeem.label')}
            name="giftCardCode"
            value={input}
            onChange={(event) => setInput(event.target.value)}
            error={fields.errors.code ?? serverError ?? undefined}
          />
          <Button type="submit" variant="secondary" disabled={checking}>
            {t('gifts.redeem.apply')}
          </Button>
        </form>
      )}
    </section>
  );
}
