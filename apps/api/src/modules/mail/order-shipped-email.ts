import type { Language } from '@atelier/commerce/enums';
import { renderNoticeEmail } from './notice-email';
import type { RenderedEmail } from './order-confirmation';

/** To the shopper when staff fulfil their order: it is on its way, with carrier and tracking. */
export const ORDER_SHIPPED_EMAIL = 'order_shipped';

const BRAND = 'Atelier Scents';

interface Texts {
  subject(number: number): string;
  heading: string;
  body(number: number, carrier: string): string;
  tracking(number: string): string;
  track: string;
  view: string;
  footer: string;
}

const TEXTS: Record<Language, Texts> = {
  en: {
    subject: (n) => `Your ${BRAND} order #${n} is on its way`,
    heading: 'Your order is on its way',
    body: (n, carrier) => `Good news: your order #${n} has left our atelier with ${carrier}.`,
    tracking: (t) => `Tracking number: ${t}`,
    track: 'Track your parcel',
    view: 'View your order',
    footer: `${BRAND}. Perfumes and home scents, blended with care.`,
  },
  ar: {
    subject: (n) => `طلبك رقم ${n} من ${BRAND} في طريقه إليك`,
    heading: 'طلبك في طريقه إليك',
    body: (n, carrier) => `خبر سار: غادر طلبك رقم ${n} مشغلنا مع ${carrier}.`,
    tracking: (t) => `رقم التتبع: ${t}`,
    track: 'تتبّع شحنتك',
    view: 'عرض طلبك',
    footer: `${BRAND}. عطور وروائح منزلية ممزوجة بعناية.`,
  },
  'zh-hans': {
    subject: (n) => `您的 ${BRAND} 订单 #${n} 已发货`,
    heading: '您的订单已发货',
    body: (n, carrier) => `好消息：您的订单 #${n} 已由 ${carrier} 从我们的工坊发出。`,
    tracking: (t) => `运单号：${t}`,
    track: '跟踪包裹',
    view: '查看订单',
    footer: `${BRAND}。用心调配的香水与家居香氛。`,
  },
  vi: {
    subject: (n) => `Đơn hàng #${n} của bạn tại ${BRAND} đang trên đường giao`,
    heading: 'Đơn hàng của bạn đang trên đường giao',
    body: (n, carrier) => `Tin vui: đơn hàng #${n} của bạn đã rời xưởng của chúng tôi cùng ${carrier}.`,
    tracking: (t) => `Mã vận đơn: ${t}`,
    track: 'Theo dõi bưu kiện',
    view: 'Xem đơn hàng',
    footer: `${BRAND}. Nước hoa và hương thơm cho nhà, được pha chế tỉ mỉ.`,
  },
};

export interface ShippedOrder {
  number: number;
  carrier: string;
  trackingNumber: string;
  /** The carrier's tracking page (https), or null: the button then opens the order page. */
  trackingUrl: string | null;
  orderUrl: string;
}

/** "On its way" in the order's language: carrier, tracking number, and where to follow it. */
export function renderOrderShippedEmail(order: ShippedOrder, language: Language): RenderedEmail {
  const t = TEXTS[language] ?? TEXTS.en;
  return renderNoticeEmail({
    language,
    subject: t.subject(order.number),
    heading: t.heading,
    paragraphs: [
      t.body(order.number, order.carrier),
      t.tracking(order.trackingNumber),
      ...(order.trackingUrl ? [`${t.view}: ${order.orderUrl}`] : []),
    ],
    action: order.trackingUrl
      ? { label: t.track, url: order.trackingUrl }
      : { label: t.view, url: order.orderUrl },
    footer: t.footer,
  });
}
