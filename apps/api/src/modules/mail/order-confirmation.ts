import type { Order } from '@atelier/api/schema';
import type { Language } from '@atelier/commerce/enums';
import { formatMoney, getCurrency } from '@atelier/commerce/money';
import escapeHtml from 'escape-html';
import { taxLine } from './tax-line';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

interface Texts {
  subject(number: number): string;
  heading: string;
  intro(number: number): string;
  items: string;
  subtotal: string;
  discount(code: string | null): string;
  shipping: string;
  giftCard: string;
  total: string;
  free: string;
  method: string;
  methods: Record<string, string>;
  deliverTo: string;
  selfCollect: string;
  phone: string;
  view: string;
  footer: string;
  giftMessage: string;
  /** A gift card line: sent to the recipient on the day chosen (never its code). */
  giftCardGoesTo(recipient: string, day: string): string;
  giftCardIntro(number: number): string;
}

const BRAND = 'Atelier Scents';

const TEXTS: Record<Language, Texts> = {
  en: {
    subject: (n) => `Your ${BRAND} order #${n}`,
    heading: 'Thank you for your order',
    intro: (n) =>
      `We have received your payment and your order #${n} is confirmed. We will let you know when it is on its way.`,
    items: 'Items',
    subtotal: 'Subtotal',
    discount: (code) => (code ? `Discount (${code})` : 'Discount'),
    shipping: 'Shipping',
    giftCard: 'Paid by gift card',
    total: 'Total',
    free: 'Free',
    method: 'Delivery method',
    methods: { 'Self Collect': 'Self Collect', Express: 'Express', Standard: 'Standard' },
    deliverTo: 'Delivery address',
    selfCollect: 'You collect this order at our store.',
    phone: 'Phone',
    view: 'View your order',
    footer: `${BRAND}. Perfumes and home scents, blended with care.`,
    giftMessage: 'Gift message',
    giftCardGoesTo: (recipient, day) => `The gift card will be e-mailed to ${recipient} on ${day}.`,
    giftCardIntro: (n) => `We have received your payment and your order #${n} is confirmed.`,
  },
  ar: {
    subject: (n) => `طلبك رقم ${n} من ${BRAND}`,
    heading: 'شكرًا لطلبك',
    intro: (n) => `استلمنا دفعتك وتأكّد طلبك رقم ${n}. سنُعلمك عندما يكون في طريقه إليك.`,
    items: 'المنتجات',
    subtotal: 'المجموع الفرعي',
    discount: (code) => (code ? `الخصم (${code})` : 'الخصم'),
    shipping: 'الشحن',
    giftCard: 'المدفوع ببطاقة الهدايا',
    total: 'الإجمالي',
    free: 'مجاني',
    method: 'طريقة التوصيل',
    methods: { 'Self Collect': 'الاستلام من المتجر', Express: 'الشحن السريع', Standard: 'الشحن العادي' },
    deliverTo: 'عنوان التوصيل',
    selfCollect: 'ستستلم هذا الطلب من متجرنا.',
    phone: 'الهاتف',
    view: 'عرض طلبك',
    footer: `${BRAND}. عطور وروائح منزلية ممزوجة بعناية.`,
    giftMessage: 'رسالة الهدية',
    giftCardGoesTo: (recipient, day) => `ستُرسل بطاقة الهدايا بالبريد الإلكتروني إلى ${recipient} في ${day}.`,
    giftCardIntro: (n) => `استلمنا دفعتك وتأكّد طلبك رقم ${n}.`,
  },
  'zh-hans': {
    subject: (n) => `您的 ${BRAND} 订单 #${n}`,
    heading: '感谢您的订购',
    intro: (n) => `我们已收到您的付款，订单 #${n} 已确认。订单发出时我们会通知您。`,
    items: '商品',
    subtotal: '商品小计',
    discount: (code) => (code ? `折扣（${code}）` : '折扣'),
    shipping: '运费',
    giftCard: '礼品卡支付',
    total: '总计',
    free: '免费',
    method: '配送方式',
    methods: { 'Self Collect': '到店自取', Express: '加急配送', Standard: '标准配送' },
    deliverTo: '收货地址',
    selfCollect: '请到我们的门店自取此订单。',
    phone: '电话',
    view: '查看订单',
    footer: `${BRAND}。用心调配的香水与家居香氛。`,
    giftMessage: '礼品留言',
    giftCardGoesTo: (recipient, day) => `礼品卡将于 ${day} 通过电子邮件发送给 ${recipient}。`,
    giftCardIntro: (n) => `我们已收到您的付款，订单 #${n} 已确认。`,
  },
  vi: {
    subject: (n) => `Đơn hàng #${n} của bạn tại ${BRAND}`,
    heading: 'Cảm ơn bạn đã đặt hàng',
    intro: (n) =>
      `Chúng tôi đã nhận được thanh toán và đơn hàng #${n} của bạn đã được xác nhận. Chúng tôi sẽ báo cho bạn khi đơn hàng được gửi đi.`,
    items: 'Sản phẩm',
    subtotal: 'Tạm tính',
    discount: (code) => (code ? `Giảm giá (${code})` : 'Giảm giá'),
    shipping: 'Phí vận chuyển',
    giftCard: 'Thanh toán bằng thẻ quà tặng',
    total: 'Tổng cộng',
    free: 'Miễn phí',
    method: 'Phương thức giao hàng',
    methods: {
      'Self Collect': 'Nhận tại cửa hàng',
      Express: 'Giao hàng nhanh',
      Standard: 'Giao hàng tiêu chuẩn',
    },
    deliverTo: 'Địa chỉ giao hàng',
    selfCollect: 'Bạn sẽ nhận đơn hàng này tại cửa hàng của chúng tôi.',
    phone: 'Số điện thoại',
    view: 'Xem đơn hàng',
    footer: `${BRAND}. Nước hoa và hương thơm cho nhà, được pha chế tỉ mỉ.`,
    giftMessage: 'Lời nhắn kèm quà',
    giftCardGoesTo: (recipient, day) =>
      `Thẻ quà tặng sẽ được gửi qua e-mail đến ${recipient} vào ngày ${day}.`,
    giftCardIntro: (n) => `Chúng tôi đã nhận được thanh toán và đơn hàng #${n} của bạn đã được xác nhận.`,
  },
};

/** A gift card the order bought: who gets it and when (its code goes to the recipient only). */
export interface GiftCardDelivery {
  recipientName: string | null;
  recipientEmail: string;
  /** YYYY-MM-DD in the shop's time zone. */
  deliverOn: string;
}

const DATE_LOCALES: Record<Language, string> = { en: 'en-GB', ar: 'ar', 'zh-hans': 'zh-Hans', vi: 'vi' };

/** A calendar day written out in the language ('21 November 2026'). */
function dayText(day: string, language: Language): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(DATE_LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, date)),
  );
}

/**
 * The order confirmation in the order's language, as plain text and HTML with the same content:
 * order number, lines, totals in the order's currency (formatted exactly as the store does, so
 * VND has no decimals), the amount a gift card paid, the gift message, and the link to the order
 * page. An order of gift cards has no delivery: it says who gets each card and on which day,
 * never the code (that goes to the recipient alone).
 */
export function renderOrderConfirmation(
  order: Order,
  language: Language,
  orderUrl: string,
  giftCards: readonly GiftCardDelivery[] = [],
): RenderedEmail {
  const t = TEXTS[language] ?? TEXTS.en;
  const onlyGiftCards = order.line_items.every((line) => line.kind === 'gift_card');
  const cardNotes = giftCards.map((card) =>
    t.giftCardGoesTo(
      card.recipientName ? `${card.recipientName} (${card.recipientEmail})` : card.recipientEmail,
      dayText(card.deliverOn, language),
    ),
  );
  const display = getCurrency(order.currency);
  const money = (amount: number) => (display ? formatMoney(amount, display) : `${amount} ${order.currency}`);

  const lines = order.line_items.map((line) => {
    // The name often carries the variant already ('Kaya Toast Candle 200g'); customizations do not.
    const details = line.variant_values
      .map((v) => v.value)
      .filter((value) => !line.name.includes(value))
      .join(', ');
    return {
      label: `${line.name}${details ? ` (${details})` : ''} × ${line.quantity}`,
      amount: money(line.total),
    };
  });
  const totals: { label: string; amount: string; strong?: boolean }[] = [
    { label: t.subtotal, amount: money(order.subtotal) },
  ];
  if (order.discount > 0)
    totals.push({ label: t.discount(order.promo?.code ?? null), amount: `-${money(order.discount)}` });
  totals.push({ label: t.shipping, amount: order.shipping === 0 ? t.free : money(order.shipping) });
  if (order.gift_card_amount > 0)
    totals.push({ label: t.giftCard, amount: `-${money(order.gift_card_amount)}` });
  totals.push({ label: t.total, amount: money(order.total), strong: true });
  // The tax stored on the order, as part of the total (never added to it); none on gift cards.
  const tax = taxLine(order.tax, language, money);
  if (tax) totals.push(tax);

  const method = order.shipping_method ? (t.methods[order.shipping_method] ?? order.shipping_method) : null;
  const address = order.shipping_address;
  const addressLines = address
    ? [
        `${address.first_name} ${address.last_name}`,
        address.line1,
        address.line2,
        [address.postal_code, address.city, address.state].filter(Boolean).join(' '),
        address.country.toUpperCase(),
      ].filter((l): l is string => Boolean(l))
    : [];

  const subject = t.subject(order.number);
  const text = [
    t.heading,
    '',
    onlyGiftCards ? t.giftCardIntro(order.number) : t.intro(order.number),
    '',
    `${t.items}:`,
    ...lines.map((l) => `- ${l.label}: ${l.amount}`),
    '',
    ...totals.map((l) => `${l.label}: ${l.amount}`),
    '',
    ...(cardNotes.length > 0 ? [...cardNotes, ''] : []),
    ...(order.gift_message ? [`${t.giftMessage}:`, order.gift_message, ''] : []),
    ...(method ? [`${t.method}: ${method}`] : []),
    ...(address ? [`${t.deliverTo}:`, ...addressLines] : onlyGiftCards ? [] : [t.selfCollect]),
    ...(order.phone ? [`${t.phone}: ${order.phone}`] : []),
    '',
    `${t.view}: ${orderUrl}`,
    '',
    t.footer,
    '',
  ].join('\n');

  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const row = (label: string, amount: string, strong = false) => {
    const cell = (value: string, align: string) =>
      `<td style="padding:4px 0;text-align:${align}">${strong ? `<strong>${escapeHtml(value)}</strong>` : escapeHtml(value)}</td>`;
    return `<tr>${cell(label, 'start')}${cell(amount, 'end')}</tr>`;
  };
  const html = [
    `<!doctype html><html lang="${language}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="font-family:Arial,sans-serif;color:#222;max-width:600px;margin:0 auto;padding:16px">`,
    `<h1 style="font-size:22px">${escapeHtml(t.heading)}</h1>`,
    `<p>${escapeHtml(onlyGiftCards ? t.giftCardIntro(order.number) : t.intro(order.number))}</p>`,
    `<h2 style="font-size:16px">${escapeHtml(t.items)}</h2>`,
    `<table style="width:100%;border-collapse:collapse">${lines.map((l) => row(l.label, l.amount)).join('')}</table>`,
    `<hr><table style="width:100%;border-collapse:collapse">${totals.map((l) => row(l.label, l.amount, l.strong)).join('')}</table>`,
    ...cardNotes.map((note) => `<p>${escapeHtml(note)}</p>`),
    order.gift_message
      ? `<p>${escapeHtml(t.giftMessage)}:</p><blockquote style="white-space:pre-line;margin:8px 16px;font-style:italic">${escapeHtml(order.gift_message)}</blockquote>`
      : '',
    method ? `<p>${escapeHtml(t.method)}: ${escapeHtml(method)}</p>` : '',
    address
      ? `<p>${escapeHtml(t.deliverTo)}:<br>${addressLines.map(escapeHtml).join('<br>')}</p>`
      : onlyGiftCards
        ? ''
        : `<p>${escapeHtml(t.selfCollect)}</p>`,
    order.phone ? `<p>${escapeHtml(t.phone)}: ${escapeHtml(order.phone)}</p>` : '',
    `<p><a href="${escapeHtml(orderUrl)}">${escapeHtml(t.view)}</a></p>`,
    `<p style="color:#777;font-size:12px">${escapeHtml(t.footer)}</p>`,
    `</body></html>`,
  ]
    .filter(Boolean)
    .join('\n');
  return { subject, text, html };
}
