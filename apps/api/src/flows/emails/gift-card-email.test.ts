import { describe, expect, it } from 'vitest';
import { databases } from '../../../test/support/databases';
import { TEST_PUBLIC_ORIGIN } from '../../../test/support/test-config';
import { useTestServer } from '../../../test/support/test-server';
import { buyBody, CHECKS_UNLIMITED, giftCardCalls } from '../../../test/support/gift-card-calls';
import { checkoutCalls, GENEROUS_RATE_LIMITS, VND_MARKET } from '../../../test/support/checkout-calls';
import { renderGiftCardEmail, type GiftCardEmailContent } from '../../modules/mail/gift-card-delivery';

const CONTENT: GiftCardEmailContent = {
  code: 'ABCD-EFGH-JKLM-NPQR',
  value: 10000,
  currency: 'SGD',
  recipientName: 'Wei',
  senderName: 'Mei',
  message: 'Happy birthday!',
  expiresOn: '21 November 2027',
  redeemUrl: 'https://shop.test/sg/cart?reward_code=ABCD-EFGH-JKLM-NPQR',
  balanceUrl: 'https://shop.test/sg/gift-cards/balance',
};

describe('the gift card e-mail', () => {
  it.each([
    ['en', 'Mei sent you an Atelier Scents gift card of S$100.00', 'Your gift card code'],
    ['ar', 'أرسل لك Mei بطاقة هدايا من Atelier Scents بقيمة', 'رمز بطاقة الهدايا'],
    ['zh-hans', 'Mei 送给您一张', '您的礼品卡代码'],
    ['vi', 'Mei gửi tặng bạn thẻ quà tặng Atelier Scents trị giá', 'Mã thẻ quà tặng của bạn'],
  ] as const)(
    'is written in %s with the code, value, message, expiry and both links',
    (language, subject, label) => {
      const email = renderGiftCardEmail(CONTENT, language);
      expect(email.subject).toContain(subject);
      for (const part of [email.text, email.html]) {
        expect(part).toContain(label);
        expect(part).toContain(CONTENT.code);
        expect(part).toContain('Happy birthday!');
        expect(part).toContain('21 November 2027');
        expect(part).toContain(CONTENT.redeemUrl);
        expect(part).toContain(CONTENT.balanceUrl);
      }
      expect(email.html).toContain(`dir="${language === 'ar' ? 'rtl' : 'ltr'}"`);
    },
  );

  it('leaves out the message when there is none and names no sender when there is none', () => {
    const email = renderGiftCardEmail({ ...CONTENT, message: null, senderName: null }, 'en');
    expect(email.subject).toBe('Your Atelier Scents gift card of S$100.00');
    expect(email.text).not.toContain('A message');
    expect(email.text).toContain('Someone has sent you');
  });
});

describe.each(databases())('gift card e-mails queued on payment on %s', (target) => {
  const server = useTestServer(target, {
    rateLimits: { ...GENEROUS_RATE_LIMITS, giftCardBalance: CHECKS_UNLIMITED },
    mail: false,
  });
  const shop = checkoutCalls(server);
  const cards = giftCardCalls(server);

  it('writes a card bought in Vietnamese in dong, with links to the Vietnamese store pages', async () => {
    const headers = { ...VND_MARKET, 'accept-language': 'vi' };
    const order = await cards.bought(buyBody({ face_value: 1_000_000, recipient_name: 'Lan' }), { headers });
    expect((await shop.pay(order.id, undefined, { headers })).status).toBe(200);
    const card = await cards.cardOfOrder(order.id);
    const [email] = await cards.emailsAbout(String(card.id));
    expect(email!.subject).toMatch(/^Mei gửi tặng bạn thẻ quà tặng Atelier Scents trị giá 1\.000\.000\s?₫$/);
    expect(email!.textBody).toContain('Lan thân mến,');
    expect(email!.textBody).toContain(`${TEST_PUBLIC_ORIGIN}/vn/vi/cart?reward_code=${card.code}`);
    expect(email!.textBody).toContain(`${TEST_PUBLIC_ORIGIN}/vn/vi/gift-cards/balance`);
    expect(email!.textBody).toMatch(/Có hiệu lực đến .*20\d\d\./);

    const [confirmation] = await cards.emailsAbout(order.id);
    expect(confirmation!.textBody).toContain(
      'Thẻ quà tặng sẽ được gửi qua e-mail đến Lan (wei@example.com) vào ngày',
    );
    expect(confirmation!.textBody).not.toContain(card.code);
  });
});
