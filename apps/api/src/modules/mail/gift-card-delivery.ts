import type { Language } from '@atelier/commerce/enums';
import { formatMoney, getCurrency } from '@atelier/commerce/money';
import type { RenderedEmail } from './order-confirmation';
import escapeHtml from 'escape-html';

/** What the recipient's e-mail shows; user text (names, message) arrives unescaped. */
export interface GiftCardEmailContent {
  code: string;
  /** Face value in minor units of `currency`. */
  value: number;
  currency: string;
  recipientName: string | null;
  senderName: string | null;
  message: string | null;
  /** The last day of validity, already formatted for the language. */
  expiresOn: string | null;
  /** `{store}/{cc}/{lang?}/cart?reward_code={code}`: the store keeps the code for the session. */
  redeemUrl: string;
  /** `{store}/{cc}/{lang?}/gift-cards/balance`. */
  balanceUrl: string;
}

interface Texts {
  subject(sender: string | null, value: string): string;
  greeting(name: string | null): string;
  intro(sender: string | null, value: string): string;
  messageFrom(sender: string | null): string;
  code: string;
  value: string;
  expires(date: string): string;
  redeem: string;
  howTo: string;
  balance: string;
  footer: string;
}

const BRAND = 'Atelier Scents';

const TEXTS: Record<Language, Texts> = {
  en: {
    subject: (sender, value) =>
      sender ? `${sender} sent you an ${BRAND} gift card of ${value}` : `Your ${BRAND} gift card of ${value}`,
    greeting: (name) => (name ? `Dear ${name},` : 'Hello,'),
    intro: (sender, value) =>
      `${sender ?? 'Someone'} has sent you an ${BRAND} gift card of ${value}, to spend on perfumes, home scents and gifts in our online store.`,
    messageFrom: (sender) => (sender ? `A message from ${sender}:` : 'A message for you:'),
    code: 'Your gift card code',
    value: 'Value',
    expires: (date) => `Valid until ${date}.`,
    redeem: 'Shop with your gift card',
    howTo: 'Enter the code at checkout; what you do not spend stays on the card for next time.',
    balance: 'Check your balance',
    footer: `${BRAND}. Perfumes and home scents, blended with care.`,
  },
  ar: {
    subject: (sender, value) =>
      sender
        ? `أرسل لك ${sender} بطاقة هدايا من ${BRAND} بقيمة ${value}`
        : `بطاقة هداياك من ${BRAND} بقيمة ${value}`,
    greeting: (name) => (name ? `عزيزي/عزيزتي ${name}،` : 'مرحبًا،'),
    intro: (sender, value) =>
      `أرسل لك ${sender ?? 'أحدهم'} بطاقة هدايا من ${BRAND} بقيمة ${value} لتنفقها على العطور والروائح المنزلية والهدايا في متجرنا الإلكتروني.`,
    messageFrom: (sender) => (sender ? `رسالة من ${sender}:` : 'رسالة لك:'),
    code: 'رمز بطاقة الهدايا',
    value: 'القيمة',
    expires: (date) => `صالحة حتى ${date}.`,
    redeem: 'تسوّق ببطاقة الهدايا',
    howTo: 'أدخل الرمز عند الدفع؛ ويبقى ما لم تنفقه في البطاقة للمرة القادمة.',
    balance: 'تحقّق من رصيدك',
    footer: `${BRAND}. عطور وروائح منزلية ممزوجة بعناية.`,
  },
  'zh-hans': {
    subject: (sender, value) =>
      sender ? `${sender} 送给您一张 ${value} 的 ${BRAND} 礼品卡` : `您的 ${value} ${BRAND} 礼品卡`,
    greeting: (name) => (name ? `亲爱的 ${name}：` : '您好：'),
    intro: (sender, value) =>
      `${sender ?? '有人'}送给您一张 ${value} 的 ${BRAND} 礼品卡，可在我们的网上商店选购香水、家居香氛和礼品。`,
    messageFrom: (sender) => (sender ? `${sender} 的留言：` : '给您的留言：'),
    code: '您的礼品卡代码',
    value: '面值',
    expires: (date) => `有效期至 ${date}。`,
    redeem: '使用礼品卡购物',
    howTo: '结账时输入代码即可；未用完的余额会保留在卡中，供下次使用。',
    balance: '查询余额',
    footer: `${BRAND}。用心调配的香水与家居香氛。`,
  },
  vi: {
    subject: (sender, value) =>
      sender
        ? `${sender} gửi tặng bạn thẻ quà tặng ${BRAND} trị giá ${value}`
        : `Thẻ quà tặng ${BRAND} trị giá ${value} của bạn`,
    greeting: (name) => (name ? `${name} thân mến,` : 'Xin chào,'),
    intro: (sender, value) =>
      `${sender ?? 'Một người bạn'} đã gửi tặng bạn thẻ quà tặng ${BRAND} trị giá ${value} để mua nước hoa, hương thơm cho nhà và quà tặng tại cửa hàng trực tuyến của chúng tôi.`,
    messageFrom: (sender) => (sender ? `Lời nhắn từ ${sender}:` : 'Lời nhắn dành cho bạn:'),
    code: 'Mã thẻ quà tặng của bạn',
    value: 'Giá trị',
    expires: (date) => `Có hiệu lực đến ${date}.`,
    redeem: 'Mua sắm bằng thẻ quà tặng',
    howTo: 'Nhập mã khi thanh toán; số tiền chưa dùng hết vẫn được giữ trong thẻ cho lần sau.',
    balance: 'Kiểm tra số dư',
    footer: `${BRAND}. Nước hoa và hương thơm cho nhà, được pha chế tỉ mỉ.`,
  },
};

/**
 * The recipient's gift card e-mail in the buyer's language, as plain text and HTML with the same
 * content: the code, its value in the card's currency (formatted as the store does), who sent it
 * and their message, the last day of validity, a link that puts the code in the cart and one to
 * the balance page. Everything the buyer typed is HTML-escaped.
 */
export function renderGiftCardEmail(card: GiftCardEmailContent, language: Language): RenderedEmail {
  const t = TEXTS[language] ?? TEXTS.en;
  const display = getCurrency(card.currency);
  const value = display ? formatMoney(card.value, display) : `${card.value} ${card.currency}`;
  const subject = t.subject(card.senderName, value);
  const expires = card.expiresOn ? t.expires(card.expiresOn) : null;

  const text = [
    t.greeting(card.recipientName),
    '',
    t.intro(card.senderName, value),
    '',
    ...(card.message ? [t.messageFrom(card.senderName), card.message, ''] : []),
    `${t.code}: ${card.code}`,
    `${t.value}: ${value}`,
    ...(expires ? [expires] : []),
    '',
    t.howTo,
    `${t.redeem}: ${card.redeemUrl}`,
    `${t.balance}: ${card.balanceUrl}`,
    '',
    t.footer,
    '',
  ].join('\n');

  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const html = [
    `<!doctype html><html lang="${language}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="font-family:Arial,sans-serif;color:#222;max-width:600px;margin:0 auto;padding:16px">`,
    `<p>${escapeHtml(t.greeting(card.recipientName))}</p>`,
    `<p>${escapeHtml(t.intro(card.senderName, value))}</p>`,
    card.message
      ? `<p>${escapeHtml(t.messageFrom(card.senderName))}</p><blockquote style="white-space:pre-line;margin:8px 16px;font-style:italic">${escapeHtml(card.message)}</blockquote>`
      : '',
    `<p>${escapeHtml(t.code)}:</p>`,
    `<p style="font-size:24px;font-family:monospace;letter-spacing:2px"><strong>${escapeHtml(card.code)}</strong></p>`,
    `<p>${escapeHtml(t.value)}: <strong>${escapeHtml(value)}</strong></p>`,
    expires ? `<p>${escapeHtml(expires)}</p>` : '',
    `<p>${escapeHtml(t.howTo)}</p>`,
    `<p><a href="${escapeHtml(card.redeemUrl)}">${escapeHtml(t.redeem)}</a></p>`,
    `<p><a href="${escapeHtml(card.balanceUrl)}">${escapeHtml(t.balance)}</a></p>`,
    `<p style="color:#777;font-size:12px">${escapeHtml(t.footer)}</p>`,
    `</body></html>`,
  ]
    .filter(Boolean)
    .join('\n');
  return { subject, text, html };
}
