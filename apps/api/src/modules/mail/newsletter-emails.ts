import { FALLBACK_LANGUAGE, type Language } from '@atelier/commerce/enums';
import { canonicalLink } from '@atelier/commerce/paths';
import { isLanguage } from '@atelier/commerce/validation';
import type { Database } from '../../db/database';
import type { RenderedEmail } from './order-confirmation';
import { renderNoticeEmail, type EmailLink } from './notice-email';
import { queueEmail } from './outbox-queries';
import { storeLinks, type StoreLinks } from './store-links';

/** Asks an address to confirm its newsletter sign-up (transactional: no unsubscribe needed). */
export const NEWSLETTER_CONFIRMATION_EMAIL = 'newsletter_confirmation';
/** The first newsletter e-mail, after confirming: marketing, so it carries the unsubscribe headers. */
export const NEWSLETTER_WELCOME_EMAIL = 'newsletter_welcome';

const BRAND = 'Atelier Scents';

interface Texts {
  confirmSubject: string;
  confirmHeading: string;
  confirmBody: string;
  confirmButton: string;
  confirmIgnore: string;
  welcomeSubject: string;
  welcomeHeading: string;
  welcomeBody: string;
  shop: string;
  unsubscribe: string;
  footer: string;
}

const TEXTS: Record<Language, Texts> = {
  en: {
    confirmSubject: `Please confirm your ${BRAND} newsletter subscription`,
    confirmHeading: 'One more step',
    confirmBody:
      'Someone, hopefully you, asked to receive our newsletter at this address. Confirm it with the link below; until then you will not receive any newsletter. The link works once, for 7 days.',
    confirmButton: 'Confirm my subscription',
    confirmIgnore: 'If you did not ask for it, ignore this e-mail: nothing will be sent to you.',
    welcomeSubject: `Welcome to the ${BRAND} newsletter`,
    welcomeHeading: 'You are subscribed',
    welcomeBody:
      'Thank you for confirming. You will hear from us about new perfumes, workshops and seasonal offers, a few times a month at most.',
    shop: 'Visit the shop',
    unsubscribe: 'Unsubscribe',
    footer: `${BRAND}. Perfumes and home scents, blended with care.`,
  },
  ar: {
    confirmSubject: `يرجى تأكيد اشتراكك في النشرة الإخبارية لـ ${BRAND}`,
    confirmHeading: 'خطوة أخيرة',
    confirmBody:
      'طلب أحدهم، ونأمل أن تكون أنت، تلقي نشرتنا الإخبارية على هذا العنوان. أكّد ذلك بالرابط أدناه؛ ولن تصلك أي نشرة قبل التأكيد. يعمل الرابط مرة واحدة خلال 7 أيام.',
    confirmButton: 'تأكيد اشتراكي',
    confirmIgnore: 'إن لم تطلب ذلك، فتجاهل هذه الرسالة: لن يُرسل إليك شيء.',
    welcomeSubject: `أهلًا بك في النشرة الإخبارية لـ ${BRAND}`,
    welcomeHeading: 'تم اشتراكك',
    welcomeBody:
      'شكرًا لتأكيدك. ستصلك أخبارنا عن العطور الجديدة وورش العمل والعروض الموسمية، بضع مرات في الشهر على الأكثر.',
    shop: 'زيارة المتجر',
    unsubscribe: 'إلغاء الاشتراك',
    footer: `${BRAND}. عطور وروائح منزلية ممزوجة بعناية.`,
  },
  'zh-hans': {
    confirmSubject: `请确认订阅 ${BRAND} 电子报`,
    confirmHeading: '还差一步',
    confirmBody:
      '有人（希望是您）请求用此地址接收我们的电子报。请点击下方链接确认；确认之前您不会收到任何电子报。该链接仅可使用一次，7 天内有效。',
    confirmButton: '确认订阅',
    confirmIgnore: '如果您没有提出此请求，请忽略此邮件：我们不会向您发送任何内容。',
    welcomeSubject: `欢迎订阅 ${BRAND} 电子报`,
    welcomeHeading: '订阅成功',
    welcomeBody: '感谢您的确认。我们会告诉您新香水、工作坊和季节优惠的消息，每月最多几次。',
    shop: '前往商店',
    unsubscribe: '退订',
    footer: `${BRAND}。用心调配的香水与居家香氛。`,
  },
  vi: {
    confirmSubject: `Vui lòng xác nhận đăng ký bản tin ${BRAND}`,
    confirmHeading: 'Chỉ còn một bước',
    confirmBody:
      'Có người, hy vọng là bạn, đã yêu cầu nhận bản tin của chúng tôi tại địa chỉ này. Hãy xác nhận bằng liên kết bên dưới; trước khi xác nhận, bạn sẽ không nhận bản tin nào. Liên kết dùng được một lần, trong 7 ngày.',
    confirmButton: 'Xác nhận đăng ký',
    confirmIgnore: 'Nếu bạn không yêu cầu, hãy bỏ qua e-mail này: chúng tôi sẽ không gửi gì cho bạn.',
    welcomeSubject: `Chào mừng bạn đến với bản tin ${BRAND}`,
    welcomeHeading: 'Bạn đã đăng ký thành công',
    welcomeBody:
      'Cảm ơn bạn đã xác nhận. Bạn sẽ nhận tin về nước hoa mới, workshop và ưu đãi theo mùa, nhiều nhất vài lần mỗi tháng.',
    shop: 'Ghé cửa hàng',
    unsubscribe: 'Hủy đăng ký',
    footer: `${BRAND}. Nước hoa và hương thơm cho ngôi nhà, pha chế tận tâm.`,
  },
};

/** The subscriber as these e-mails need them. */
export interface NewsletterRecipient {
  id: number;
  email: string;
  country: string | null;
  language: string | null;
}

function languageOf(recipient: NewsletterRecipient): Language {
  return isLanguage(recipient.language) ? recipient.language : FALLBACK_LANGUAGE;
}

/**
 * A store page of the subscriber's country and language, with `#token=`: a fragment never reaches
 * the server, so the token stays out of request logs (the page reads it in the browser).
 */
function storePage(links: StoreLinks, recipient: NewsletterRecipient, rest: string[], token: string) {
  const page = canonicalLink(
    { origin: links.origin, countryBases: links.countryBases },
    { country: recipient.country ?? 'sg', language: languageOf(recipient), rest },
  );
  return `${page}#token=${encodeURIComponent(token)}`;
}

/** The store page that confirms a sign-up (`/{cc}/{lang?}/newsletter/confirm#token=`). */
export function newsletterConfirmUrl(links: StoreLinks, recipient: NewsletterRecipient, token: string) {
  return storePage(links, recipient, ['newsletter', 'confirm'], token);
}

/** The store page that asks to confirm unsubscribing (the visible link of a marketing e-mail). */
export function newsletterUnsubscribePageUrl(
  links: StoreLinks,
  recipient: NewsletterRecipient,
  token: string,
) {
  return storePage(links, recipient, ['newsletter', 'unsubscribe'], token);
}

/**
 * RFC 8058 one-click: the mailbox provider POSTs `List-Unsubscribe=One-Click` to this https URL
 * (the API, on the site's origin); a GET of it is sent on to the store page above.
 */
export function oneClickUnsubscribeUrl(links: StoreLinks, token: string): string {
  return `${links.origin}/api/subcribers/unsubscribe/?token=${encodeURIComponent(token)}`;
}

/** The headers every marketing e-mail carries (RFC 2369 + RFC 8058). */
export function listUnsubscribeHeaders(links: StoreLinks, token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickUnsubscribeUrl(links, token)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

function render(
  language: Language,
  subject: string,
  heading: string,
  paragraphs: string[],
  action: EmailLink,
  unsubscribe: EmailLink | null,
): RenderedEmail {
  return renderNoticeEmail({
    language,
    subject,
    heading,
    paragraphs,
    action,
    footer: TEXTS[language].footer,
    unsubscribe,
  });
}

/** The confirmation request, in the language the address signed up in. */
export function renderNewsletterConfirmation(
  recipient: NewsletterRecipient,
  token: string,
  links: StoreLinks,
): RenderedEmail {
  const language = languageOf(recipient);
  const t = TEXTS[language];
  return render(
    language,
    t.confirmSubject,
    t.confirmHeading,
    [t.confirmBody, t.confirmIgnore],
    { label: t.confirmButton, url: newsletterConfirmUrl(links, recipient, token) },
    null,
  );
}

/** The welcome e-mail after confirming; marketing, so with a visible unsubscribe link. */
export function renderNewsletterWelcome(
  recipient: NewsletterRecipient,
  unsubscribeToken: string,
  links: StoreLinks,
): RenderedEmail {
  const language = languageOf(recipient);
  const t = TEXTS[language];
  const shopUrl = canonicalLink(
    { origin: links.origin, countryBases: links.countryBases },
    { country: recipient.country ?? 'sg', language, rest: [] },
  );
  return render(
    language,
    t.welcomeSubject,
    t.welcomeHeading,
    [t.welcomeBody],
    { label: t.shop, url: shopUrl },
    { label: t.unsubscribe, url: newsletterUnsubscribePageUrl(links, recipient, unsubscribeToken) },
  );
}

/**
 * Queues a confirmation request. The reference is the subscriber and the instant, so a pending
 * address asking again later gets a fresh link (the service paces how often).
 */
export async function queueNewsletterConfirmation(
  tx: Database,
  recipient: NewsletterRecipient,
  token: string,
  now: Date,
  links: StoreLinks = storeLinks(),
): Promise<void> {
  const email = renderNewsletterConfirmation(recipient, token, links);
  await queueEmail(
    tx,
    {
      kind: NEWSLETTER_CONFIRMATION_EMAIL,
      recipient: recipient.email,
      reference: `${recipient.id}@${now.toISOString()}`,
    },
    email,
  );
}

/**
 * Queues the welcome e-mail (once per subscriber), with the one-click unsubscribe headers. Any
 * later marketing e-mail is queued the same way: `listUnsubscribeHeaders` + a visible link.
 */
export async function queueNewsletterWelcome(
  tx: Database,
  recipient: NewsletterRecipient,
  unsubscribeToken: string,
  links: StoreLinks = storeLinks(),
): Promise<void> {
  const email = renderNewsletterWelcome(recipient, unsubscribeToken, links);
  await queueEmail(
    tx,
    {
      kind: NEWSLETTER_WELCOME_EMAIL,
      recipient: recipient.email,
      headers: listUnsubscribeHeaders(links, unsubscribeToken),
      reference: String(recipient.id),
    },
    email,
  );
}
