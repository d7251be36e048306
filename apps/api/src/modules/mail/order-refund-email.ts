import type { Language } from '@atelier/commerce/enums';
import { renderNoticeEmail } from './notice-email';
import type { RenderedEmail } from './order-confirmation';

/** To the shopper when staff refund (part of) their order or cancel it after payment. */
export const ORDER_REFUND_EMAIL = 'order_refund';

const BRAND = 'Atelier Scents';

interface Texts {
  subject(number: number): string;
  cancelledSubject(number: number): string;
  heading: string;
  cancelledHeading: string;
  body(number: number, amount: string): string;
  cancelledBody(number: number, amount: string): string;
  toCard(amount: string): string;
  toGiftCard(amount: string): string;
  cardDelay: string;
  view: string;
  footer: string;
}

const TEXTS: Record<Language, Texts> = {
  en: {
    subject: (n) => `A refund for your ${BRAND} order #${n}`,
    cancelledSubject: (n) => `Your ${BRAND} order #${n} was cancelled`,
    heading: 'We have refunded you',
    cancelledHeading: 'Your order was cancelled',
    body: (n, amount) => `We have refunded ${amount} of your order #${n}.`,
    cancelledBody: (n, amount) => `We have cancelled your order #${n} and refunded ${amount}.`,
    toCard: (amount) => `${amount} goes back to the card you paid with.`,
    toGiftCard: (amount) => `${amount} is back on your gift card.`,
    cardDelay: 'Your bank may take 5 to 10 working days to show the refund.',
    view: 'View your order',
    footer: `${BRAND}. Perfumes and home scents, blended with care.`,
  },
  ar: {
    subject: (n) => `استرداد مبلغ من طلبك رقم ${n} من ${BRAND}`,
    cancelledSubject: (n) => `أُلغي طلبك رقم ${n} من ${BRAND}`,
    heading: 'أعدنا إليك المبلغ',
    cancelledHeading: 'أُلغي طلبك',
    body: (n, amount) => `أعدنا إليك ${amount} من طلبك رقم ${n}.`,
    cancelledBody: (n, amount) => `ألغينا طلبك رقم ${n} وأعدنا إليك ${amount}.`,
    toCard: (amount) => `يعود ${amount} إلى البطاقة التي دفعت بها.`,
    toGiftCard: (amount) => `عاد ${amount} إلى رصيد بطاقة الهدايا.`,
    cardDelay: 'قد يستغرق ظهور المبلغ المسترد لدى مصرفك من 5 إلى 10 أيام عمل.',
    view: 'عرض طلبك',
    footer: `${BRAND}. عطور وروائح منزلية ممزوجة بعناية.`,
  },
  'zh-hans': {
    subject: (n) => `您的 ${BRAND} 订单 #${n} 已退款`,
    cancelledSubject: (n) => `您的 ${BRAND} 订单 #${n} 已取消`,
    heading: '我们已为您退款',
    cancelledHeading: '您的订单已取消',
    body: (n, amount) => `我们已为您的订单 #${n} 退款 ${amount}。`,
    cancelledBody: (n, amount) => `我们已取消您的订单 #${n}，并退款 ${amount}。`,
    toCard: (amount) => `${amount} 将退回您付款时使用的银行卡。`,
    toGiftCard: (amount) => `${amount} 已退回您的礼品卡余额。`,
    cardDelay: '银行可能需要 5 至 10 个工作日才会显示这笔退款。',
    view: '查看订单',
    footer: `${BRAND}。用心调配的香水与家居香氛。`,
  },
  vi: {
    subject: (n) => `Hoàn tiền cho đơn hàng #${n} của bạn tại ${BRAND}`,
    cancelledSubject: (n) => `Đơn hàng #${n} của bạn tại ${BRAND} đã bị hủy`,
    heading: 'Chúng tôi đã hoàn tiền cho bạn',
    cancelledHeading: 'Đơn hàng của bạn đã bị hủy',
    body: (n, amount) => `Chúng tôi đã hoàn ${amount} cho đơn hàng #${n} của bạn.`,
    cancelledBody: (n, amount) => `Chúng tôi đã hủy đơn hàng #${n} của bạn và hoàn ${amount}.`,
    toCard: (amount) => `${amount} sẽ được hoàn về thẻ bạn đã dùng để thanh toán.`,
    toGiftCard: (amount) => `${amount} đã được cộng lại vào thẻ quà tặng của bạn.`,
    cardDelay: 'Ngân hàng của bạn có thể cần 5 đến 10 ngày làm việc để hiển thị khoản hoàn tiền.',
    view: 'Xem đơn hàng',
    footer: `${BRAND}. Nước hoa và hương thơm cho nhà, được pha chế tỉ mỉ.`,
  },
};

export interface RefundedOrder {
  number: number;
  /** Amounts already formatted in the order's currency (as the store shows them). */
  amount: string;
  /** Empty when nothing went to the card, resp. the gift card. */
  cardAmount: string | null;
  giftCardAmount: string | null;
  /** A paid order cancelled by staff (the refund is its remainder). */
  cancelled: boolean;
  orderUrl: string;
}

/** The refund in the order's language: how much, and where the money goes (card, gift card). */
export function renderOrderRefundEmail(refund: RefundedOrder, language: Language): RenderedEmail {
  const t = TEXTS[language] ?? TEXTS.en;
  const { number, amount, cancelled } = refund;
  return renderNoticeEmail({
    language,
    subject: cancelled ? t.cancelledSubject(number) : t.subject(number),
    heading: cancelled ? t.cancelledHeading : t.heading,
    paragraphs: [
      cancelled ? t.cancelledBody(number, amount) : t.body(number, amount),
      ...(refund.cardAmount ? [t.toCard(refund.cardAmount), t.cardDelay] : []),
      ...(refund.giftCardAmount ? [t.toGiftCard(refund.giftCardAmount)] : []),
    ],
    action: { label: t.view, url: refund.orderUrl },
    footer: t.footer,
  });
}
