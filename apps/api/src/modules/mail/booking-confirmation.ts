import type { WorkshopBooking } from '@atelier/api/schema';
import type { Language } from '@atelier/commerce/enums';
import { formatMoney, getCurrency } from '@atelier/commerce/money';
import type { RenderedEmail } from './order-confirmation';
import escapeHtml from 'escape-html';
import { taxLine } from './tax-line';

/** One session of the booking as the e-mail shows it. */
export interface BookedSession {
  /** The service's name in the e-mail's language. */
  service: string;
  start: string;
  end: string;
  guests: number;
}

/** Where the sessions take place; times are written in its time zone. */
export interface BookingStudio {
  name: string;
  address: string;
  timeZone: string;
}

/** `moved`: the shop moved a session to another time (issue 24's console). */
export type BookingEmailKind = 'confirmation' | 'cancellation' | 'moved';
type ConfirmOrCancel = Exclude<BookingEmailKind, 'moved'>;

interface Texts {
  subject(kind: ConfirmOrCancel): string;
  heading(kind: ConfirmOrCancel): string;
  intro(kind: ConfirmOrCancel, name: string): string;
  moved: { subject: string; heading: string; intro(name: string): string };
  sessions: string;
  guests(n: number): string;
  discount(code: string | null): string;
  total: string;
  refunded: string;
  studio: string;
  arrive: string;
  view: string;
  footer: string;
}

const BRAND = 'Atelier Scents';

const TEXTS: Record<Language, Texts> = {
  en: {
    subject: (kind) =>
      kind === 'confirmation'
        ? `Your ${BRAND} workshop booking is confirmed`
        : `Your ${BRAND} workshop booking is cancelled`,
    heading: (kind) => (kind === 'confirmation' ? 'See you at the atelier' : 'Your booking is cancelled'),
    intro: (kind, name) =>
      kind === 'confirmation'
        ? `Dear ${name}, we have received your payment and your places are booked.`
        : `Dear ${name}, your workshop booking is cancelled and its places are released.`,
    moved: {
      subject: `Your ${BRAND} workshop has a new time`,
      heading: 'Your workshop has a new time',
      intro: (name) => `Dear ${name}, we have moved your workshop booking. Here are your sessions now.`,
    },
    sessions: 'Your sessions',
    guests: (n) => (n === 1 ? '1 guest' : `${n} guests`),
    discount: (code) => (code ? `Guest discount (${code})` : 'Discount'),
    total: 'Total paid',
    refunded: 'The amount paid is refunded to your card; it may take a few days to appear.',
    studio: 'Where',
    arrive: 'Please arrive 10 minutes early. Times are local studio time.',
    view: 'View your booking',
    footer: `${BRAND}. Perfumes and home scents, blended with care.`,
  },
  ar: {
    subject: (kind) =>
      kind === 'confirmation' ? `تم تأكيد حجز ورشتك في ${BRAND}` : `تم إلغاء حجز ورشتك في ${BRAND}`,
    heading: (kind) => (kind === 'confirmation' ? 'نراك في المشغل' : 'تم إلغاء حجزك'),
    intro: (kind, name) =>
      kind === 'confirmation'
        ? `عزيزنا ${name}، استلمنا دفعتك وتم حجز أماكنك.`
        : `عزيزنا ${name}، تم إلغاء حجز الورشة وأصبحت أماكنه متاحة من جديد.`,
    moved: {
      subject: `موعد جديد لورشتك في ${BRAND}`,
      heading: 'لورشتك موعد جديد',
      intro: (name) => `عزيزنا ${name}، نقلنا حجز ورشتك. هذه جلساتك الآن.`,
    },
    sessions: 'جلساتك',
    guests: (n) => (n === 1 ? 'ضيف واحد' : `${n} ضيوف`),
    discount: (code) => (code ? `خصم الضيوف (${code})` : 'الخصم'),
    total: 'إجمالي المدفوع',
    refunded: 'سيُعاد المبلغ المدفوع إلى بطاقتك، وقد يستغرق ظهوره بضعة أيام.',
    studio: 'المكان',
    arrive: 'يُرجى الحضور قبل الموعد بعشر دقائق. المواعيد بالتوقيت المحلي للمشغل.',
    view: 'عرض حجزك',
    footer: `${BRAND}. عطور وروائح منزلية ممزوجة بعناية.`,
  },
  'zh-hans': {
    subject: (kind) =>
      kind === 'confirmation' ? `您的 ${BRAND} 工坊预约已确认` : `您的 ${BRAND} 工坊预约已取消`,
    heading: (kind) => (kind === 'confirmation' ? '期待在工作室与您相见' : '您的预约已取消'),
    intro: (kind, name) =>
      kind === 'confirmation'
        ? `亲爱的 ${name}，我们已收到您的付款，您的名额已预约成功。`
        : `亲爱的 ${name}，您的工坊预约已取消，名额已释放。`,
    moved: {
      subject: `您的 ${BRAND} 工坊已改到新的时间`,
      heading: '您的工坊已改期',
      intro: (name) => `亲爱的 ${name}，我们已调整您的工坊预约，以下是您现在的课程时间。`,
    },
    sessions: '您的课程',
    guests: (n) => `${n} 位`,
    discount: (code) => (code ? `宾客折扣（${code}）` : '折扣'),
    total: '实付金额',
    refunded: '已付款项将退回您的银行卡，可能需要几天才会到账。',
    studio: '地点',
    arrive: '请提前 10 分钟到达。时间均为工作室当地时间。',
    view: '查看预约',
    footer: `${BRAND}。用心调配的香水与家居香氛。`,
  },
  vi: {
    subject: (kind) =>
      kind === 'confirmation'
        ? `Lịch đặt workshop tại ${BRAND} của bạn đã được xác nhận`
        : `Lịch đặt workshop tại ${BRAND} của bạn đã bị hủy`,
    heading: (kind) => (kind === 'confirmation' ? 'Hẹn gặp bạn tại xưởng' : 'Lịch đặt của bạn đã bị hủy'),
    intro: (kind, name) =>
      kind === 'confirmation'
        ? `Chào ${name}, chúng tôi đã nhận được thanh toán và chỗ của bạn đã được giữ.`
        : `Chào ${name}, lịch đặt workshop của bạn đã bị hủy và các chỗ đã được trả lại.`,
    moved: {
      subject: `Workshop của bạn tại ${BRAND} đã đổi giờ`,
      heading: 'Workshop của bạn đã có giờ mới',
      intro: (name) =>
        `Chào ${name}, chúng tôi đã dời lịch đặt workshop của bạn. Đây là các buổi học hiện tại.`,
    },
    sessions: 'Buổi học của bạn',
    guests: (n) => `${n} khách`,
    discount: (code) => (code ? `Ưu đãi cho khách (${code})` : 'Giảm giá'),
    total: 'Tổng đã thanh toán',
    refunded: 'Số tiền đã thanh toán sẽ được hoàn về thẻ của bạn; có thể mất vài ngày để hiển thị.',
    studio: 'Địa điểm',
    arrive: 'Vui lòng đến sớm 10 phút. Thời gian theo giờ địa phương của xưởng.',
    view: 'Xem lịch đặt',
    footer: `${BRAND}. Nước hoa và hương thơm cho nhà, được pha chế tỉ mỉ.`,
  },
};

const DATE_LOCALES: Record<Language, string> = { en: 'en-GB', ar: 'ar', 'zh-hans': 'zh-Hans', vi: 'vi' };

/** 'Saturday, 5 December 2026, 10:30–12:30' in the studio's time zone and the e-mail's language. */
export function sessionTime(
  session: Pick<BookedSession, 'start' | 'end'>,
  language: Language,
  timeZone: string,
) {
  const locale = DATE_LOCALES[language];
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone }).format(
    new Date(session.start),
  );
  const time = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  });
  return `${day}, ${time.format(new Date(session.start))}–${time.format(new Date(session.end))}`;
}

/**
 * The booking confirmation (after payment) or cancellation e-mail in one language, as plain text
 * and HTML with the same content: each session (service, day and time in the studio's time zone,
 * guests), the guest discount, the amount in the booking's currency (formatted as the store
 * does) and the tax it includes, the studio's name and address, and the link to the booking page. Every value that comes
 * from a shopper or the database is escaped in the HTML.
 */
export function renderBookingEmail(
  kind: BookingEmailKind,
  booking: WorkshopBooking,
  sessions: readonly BookedSession[],
  studio: BookingStudio,
  language: Language,
  bookingUrl: string,
): RenderedEmail {
  const t = TEXTS[language] ?? TEXTS.en;
  const display = getCurrency(booking.currency);
  const money = (amount: number) =>
    display ? formatMoney(amount, display) : `${amount} ${booking.currency}`;
  const name = `${booking.client.first_name} ${booking.client.last_name}`.trim();
  const lines = sessions.map((s) => ({
    title: s.service,
    detail: `${sessionTime(s, language, studio.timeZone)} · ${t.guests(s.guests)}`,
  }));
  const totals: { label: string; amount: string }[] = [];
  if (booking.discount > 0)
    totals.push({ label: t.discount(booking.discount_code), amount: `-${money(booking.discount)}` });
  totals.push({ label: t.total, amount: money(booking.amount) });
  // The tax stored on the booking, as part of the total (never added to it); none before 0021.
  const tax = taxLine(booking.tax, language, money);
  if (tax) totals.push(tax);
  const refundNote =
    kind === 'cancellation' && booking.paid_at !== null && booking.amount > 0 ? t.refunded : null;

  const subject = kind === 'moved' ? t.moved.subject : t.subject(kind);
  const text = [
    kind === 'moved' ? t.moved.heading : t.heading(kind),
    '',
    kind === 'moved' ? t.moved.intro(name) : t.intro(kind, name),
    '',
    `${t.sessions}:`,
    ...lines.map((l) => `- ${l.title}: ${l.detail}`),
    '',
    ...totals.map((l) => `${l.label}: ${l.amount}`),
    ...(refundNote ? ['', refundNote] : []),
    '',
    `${t.studio}: ${studio.name}`,
    studio.address,
    ...(kind === 'confirmation' ? [t.arrive] : []),
    '',
    `${t.view}: ${bookingUrl}`,
    '',
    t.footer,
    '',
  ].join('\n');

  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const row = (label: string, value: string) =>
    `<tr><td style="padding:4px 0;text-align:start">${escapeHtml(label)}</td><td style="padding:4px 0;text-align:end">${escapeHtml(value)}</td></tr>`;
  const html = [
    `<!doctype html><html lang="${language}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="font-family:Arial,sans-serif;color:#222;max-width:600px;margin:0 auto;padding:16px">`,
    `<h1 style="font-size:22px">${escapeHtml(kind === 'moved' ? t.moved.heading : t.heading(kind))}</h1>`,
    `<p>${escapeHtml(kind === 'moved' ? t.moved.intro(name) : t.intro(kind, name))}</p>`,
    `<h2 style="font-size:16px">${escapeHtml(t.sessions)}</h2>`,
    `<ul>${lines.map((l) => `<li><strong>${escapeHtml(l.title)}</strong><br>${escapeHtml(l.detail)}</li>`).join('')}</ul>`,
    `<hr><table style="width:100%;border-collapse:collapse">${totals.map((l) => row(l.label, l.amount)).join('')}</table>`,
    refundNote ? `<p>${escapeHtml(refundNote)}</p>` : '',
    `<p>${escapeHtml(t.studio)}: <strong>${escapeHtml(studio.name)}</strong><br>${escapeHtml(studio.address)}</p>`,
    kind === 'confirmation' ? `<p>${escapeHtml(t.arrive)}</p>` : '',
    `<p><a href="${escapeHtml(bookingUrl)}">${escapeHtml(t.view)}</a></p>`,
    `<p style="color:#777;font-size:12px">${escapeHtml(t.footer)}</p>`,
    `</body></html>`,
  ]
    .filter(Boolean)
    .join('\n');
  return { subject, text, html };
}
