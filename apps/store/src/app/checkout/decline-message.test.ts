import type { ApiFailure } from '@atelier/api/client';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18nFor, loadAllTexts } from '../../i18n/i18n';
import { DECLINE_REASONS, declineMessage, declineReason, paymentFailureMessage } from './decline-message';

const LANGUAGES = ['en', 'ar', 'zh-hans', 'vi'] as const;

beforeAll(loadAllTexts);

describe('declined payments', () => {
  it('reads every code the test provider and Stripe give as its reason', () => {
    expect(declineReason('card_declined')).toBe('generic');
    expect(declineReason('insufficient_funds')).toBe('insufficientFunds');
    expect(declineReason('expired_card')).toBe('expiredCard');
    expect(declineReason('incorrect_cvc')).toBe('incorrectCvc');
    expect(declineReason('incorrect_number')).toBe('incorrectNumber');
    expect(declineReason('invalid_expiry_year')).toBe('incorrectExpiry');
    expect(declineReason('processing_error')).toBe('processingError');
    expect(declineReason('try_again_later')).toBe('tryAgainLater');
    expect(declineReason('card_velocity_exceeded')).toBe('limitExceeded');
    expect(declineReason('currency_not_supported')).toBe('notSupported');
    expect(declineReason('authentication_required')).toBe('authentication');
    expect(declineReason('payment_intent_canceled')).toBe('cancelled');
    expect(declineReason('payment_failed')).toBe('notCompleted');
    // What Stripe asks merchants not to explain, and what we do not know, is a plain decline.
    for (const code of ['stolen_card', 'lost_card', 'fraudulent', 'something_new', '', null, 'constructor'])
      expect(declineReason(code)).toBe('generic');
  });

  it.each(LANGUAGES)('has a sentence for every reason in %s, each its own', (language) => {
    const t = i18nFor(language).t;
    const sentences = DECLINE_REASONS.map((reason) => t(`checkout.pay.declines.${reason}`));
    for (const sentence of sentences) expect(sentence).not.toMatch(/^checkout\./);
    expect(new Set(sentences).size).toBe(DECLINE_REASONS.length);
    if (language !== 'en') {
      const english = i18nFor('en').t;
      DECLINE_REASONS.forEach((reason, index) =>
        expect(sentences[index]).not.toBe(english(`checkout.pay.declines.${reason}`)),
      );
    }
  });

  it('shows the reason in the page’s language, not the provider’s English message', () => {
    const payment = { failure_code: 'insufficient_funds' };
    expect(declineMessage(i18nFor('en').t, payment)).toBe(
      'Your card has insufficient funds. Please use another card.',
    );
    expect(declineMessage(i18nFor('ar').t, payment)).toBe(
      'لا يوجد رصيد كافٍ في بطاقتك. يرجى استخدام بطاقة أخرى.',
    );
    expect(declineMessage(i18nFor('zh-hans').t, payment)).toBe('您的银行卡余额不足。请使用其他银行卡。');
    expect(declineMessage(i18nFor('vi').t, payment)).toBe(
      'Thẻ của bạn không đủ số dư. Vui lòng dùng thẻ khác.',
    );
  });

  it.each(LANGUAGES)('words a payment request that failed without a decline in %s', (language) => {
    const t = i18nFor(language).t;
    const failure = (status: number, kind: ApiFailure['kind'] = 'error'): ApiFailure => ({
      ok: false,
      kind,
      status,
      message: 'The card was not accepted',
    });
    expect(paymentFailureMessage(t, failure(400))).toBe(t('checkout.pay.declines.notAccepted'));
    expect(paymentFailureMessage(t, failure(500))).toBe(t('checkout.pay.declines.failed'));
    expect(paymentFailureMessage(t, failure(429))).toBe(t('errors.tooMany'));
    expect(paymentFailureMessage(t, { ...failure(0, 'offline'), offline: true })).toBe(t('errors.offline'));
    for (const status of [400, 500])
      expect(paymentFailureMessage(t, failure(status))).not.toContain('The card was');
  });
});
