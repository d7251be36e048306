import { isLanguage } from '@atelier/commerce/validation';
import { FALLBACK_LANGUAGE, type Language } from '@atelier/commerce/enums';
import { canonicalLink } from '@atelier/commerce/paths';
import type { Database } from '../../db/database';
import type { AccountEmailMember } from './account-emails';
import { loginPageUrl } from './account-emails';
import type { RenderedEmail } from './order-confirmation';
import { renderNoticeEmail, type EmailLink } from './notice-email';
import { queueEmail } from './outbox-queries';
import { storeLinks, type StoreLinks } from './store-links';

/** To a member who asked for a password reset link (one per link). */
export const PASSWORD_RESET_EMAIL = 'password_reset';
/** To the old address of a member who changed their e-mail address. */
export const EMAIL_CHANGED_EMAIL = 'email_changed';

const BRAND = 'Atelier Scents';

interface Texts {
  resetSubject: string;
  resetHeading: string;
  resetBody(email: string): string;
  resetExpiry: string;
  resetNotYou: string;
  resetAction: string;
  changedSubject: string;
  changedHeading: string;
  changedBody(oldEmail: string, newEmail: string): string;
  changedNotYou: string;
  login: string;
  footer: string;
}

const TEXTS: Record<Language, Texts> = {
  en: {
    resetSubject: `Choose a new password for your ${BRAND} account`,
    resetHeading: 'Choose a new password',
    resetBody: (email) =>
      `Someone, probably you, asked to reset the password of the ${BRAND} account for ${email}. Use the button below to choose a new one.`,
    resetExpiry: 'The link works once and for 1 hour. After the change, every device is logged out.',
    resetNotYou: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    resetAction: 'Choose a new password',
    changedSubject: `The e-mail address of your ${BRAND} account was changed`,
    changedHeading: 'Your e-mail address was changed',
    changedBody: (oldEmail, newEmail) =>
      `The e-mail address of your ${BRAND} account was changed from ${oldEmail} to ${newEmail}. From now on, log in and receive our e-mails with the new address.`,
    changedNotYou:
      'If you did not make this change, reply to this e-mail at once and we will lock the account.',
    login: 'Log in',
    footer: `${BRAND}. Perfumes and home scents, blended with care.`,
  },
  ar: {
    resetSubject: `اختر كلمة مرور جديدة لحسابك في ${BRAND}`,
    resetHeading: 'اختر كلمة مرور جديدة',
    resetBody: (email) =>
      `طلب أحدهم، وربما أنت، إعادة تعيين كلمة مرور حساب ${BRAND} للبريد ${email}. استخدم الزر أدناه لاختيار كلمة مرور جديدة.`,
    resetExpiry: 'يعمل الرابط مرة واحدة ولمدة ساعة واحدة. بعد التغيير يُسجَّل الخروج من جميع الأجهزة.',
    resetNotYou: 'إن لم تطلب ذلك، فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.',
    resetAction: 'اختر كلمة مرور جديدة',
    changedSubject: `تم تغيير عنوان البريد الإلكتروني لحسابك في ${BRAND}`,
    changedHeading: 'تم تغيير عنوان بريدك الإلكتروني',
    changedBody: (oldEmail, newEmail) =>
      `تم تغيير عنوان البريد الإلكتروني لحسابك في ${BRAND} من ${oldEmail} إلى ${newEmail}. من الآن فصاعدًا سجّل الدخول واستلم رسائلنا بالعنوان الجديد.`,
    changedNotYou: 'إن لم تقم بهذا التغيير، فردّ على هذه الرسالة فورًا وسنقفل الحساب.',
    login: 'تسجيل الدخول',
    footer: `${BRAND}. عطور وروائح منزلية ممزوجة بعناية.`,
  },
  'zh-hans': {
    resetSubject: `为您的 ${BRAND} 账户设置新密码`,
    resetHeading: '设置新密码',
    resetBody: (email) =>
      `有人（很可能是您）申请重置 ${email} 的 ${BRAND} 账户密码。请点击下方按钮设置新密码。`,
    resetExpiry: '此链接只能使用一次，有效期 1 小时。更改后，所有设备都会退出登录。',
    resetNotYou: '如果这不是您的申请，请忽略此邮件：您的密码不会改变。',
    resetAction: '设置新密码',
    changedSubject: `您的 ${BRAND} 账户邮箱地址已更改`,
    changedHeading: '您的邮箱地址已更改',
    changedBody: (oldEmail, newEmail) =>
      `您的 ${BRAND} 账户邮箱地址已从 ${oldEmail} 更改为 ${newEmail}。今后请使用新地址登录并接收我们的邮件。`,
    changedNotYou: '如果这不是您本人的更改，请立即回复此邮件，我们会锁定该账户。',
    login: '登录',
    footer: `${BRAND}。用心调配的香水与居家香氛。`,
  },
  vi: {
    resetSubject: `Chọn mật khẩu mới cho tài khoản ${BRAND} của bạn`,
    resetHeading: 'Chọn mật khẩu mới',
    resetBody: (email) =>
      `Có người, có lẽ là bạn, đã yêu cầu đặt lại mật khẩu của tài khoản ${BRAND} cho ${email}. Hãy dùng nút bên dưới để chọn mật khẩu mới.`,
    resetExpiry: 'Liên kết chỉ dùng được một lần và trong 1 giờ. Sau khi đổi, mọi thiết bị sẽ bị đăng xuất.',
    resetNotYou: 'Nếu bạn không yêu cầu, hãy bỏ qua e-mail này: mật khẩu của bạn vẫn giữ nguyên.',
    resetAction: 'Chọn mật khẩu mới',
    changedSubject: `Địa chỉ e-mail của tài khoản ${BRAND} đã được thay đổi`,
    changedHeading: 'Địa chỉ e-mail của bạn đã được thay đổi',
    changedBody: (oldEmail, newEmail) =>
      `Địa chỉ e-mail của tài khoản ${BRAND} đã được đổi từ ${oldEmail} sang ${newEmail}. Từ nay hãy đăng nhập và nhận e-mail của chúng tôi bằng địa chỉ mới.`,
    changedNotYou:
      'Nếu bạn không thực hiện thay đổi này, hãy trả lời e-mail này ngay và chúng tôi sẽ khóa tài khoản.',
    login: 'Đăng nhập',
    footer: `${BRAND}. Nước hoa và hương thơm cho ngôi nhà, pha chế tận tâm.`,
  },
};

const languageOf = (member: AccountEmailMember): Language =>
  isLanguage(member.language) ? member.language : FALLBACK_LANGUAGE;

/**
 * The store's page to choose a new password, the token in the fragment: a fragment is never sent
 * to a server (no access log holds it) nor in a `Referer`.
 */
export function passwordResetUrl(
  links: StoreLinks,
  country: string | null,
  language: Language,
  token: string,
): string {
  const page = canonicalLink(
    { origin: links.origin, countryBases: links.countryBases },
    { country: country ?? 'sg', language, rest: ['password-reset'] },
  );
  return `${page}#token=${encodeURIComponent(token)}`;
}

function render(
  language: Language,
  subject: string,
  heading: string,
  paragraphs: string[],
  action: EmailLink,
): RenderedEmail {
  return renderNoticeEmail({
    language,
    subject,
    heading,
    paragraphs,
    action,
    footer: TEXTS[language].footer,
  });
}

/** The reset link's e-mail, in the member's language (not the requester's: it may be anyone). */
export function renderPasswordResetEmail(
  member: AccountEmailMember,
  token: string,
  links: StoreLinks,
): RenderedEmail {
  const language = languageOf(member);
  const t = TEXTS[language];
  return render(
    language,
    t.resetSubject,
    t.resetHeading,
    [t.resetBody(member.email), t.resetExpiry, t.resetNotYou],
    {
      label: t.resetAction,
      url: passwordResetUrl(links, member.country, language, token),
    },
  );
}

/** To the old address after an e-mail change: what changed, what to do if it was not them. */
export function renderEmailChangedEmail(
  member: AccountEmailMember,
  newEmail: string,
  links: StoreLinks,
): RenderedEmail {
  const language = languageOf(member);
  const t = TEXTS[language];
  return render(
    language,
    t.changedSubject,
    t.changedHeading,
    [t.changedBody(member.email, newEmail), t.changedNotYou],
    { label: t.login, url: loginPageUrl(links, member.country, language) },
  );
}

/**
 * Queues the reset link's e-mail in the transaction that stores the link's hash (`linkId`, one
 * e-mail per link). The dispatcher empties the body once it is delivered (outbox-queries.ts), so
 * the table keeps the link no longer than the inbox needs it.
 */
export async function queuePasswordResetEmail(
  tx: Database,
  member: AccountEmailMember,
  token: string,
  linkId: number,
  links: StoreLinks = storeLinks(),
): Promise<void> {
  const email = renderPasswordResetEmail(member, token, links);
  await queueEmail(
    tx,
    {
      kind: PASSWORD_RESET_EMAIL,
      recipient: member.email,
      reference: String(linkId),
    },
    email,
  );
}

/** Queues the notice to the old address (`member` as before the change); one per change. */
export async function queueEmailChangedEmail(
  tx: Database,
  member: AccountEmailMember,
  newEmail: string,
  now: Date,
  links: StoreLinks = storeLinks(),
): Promise<void> {
  const email = renderEmailChangedEmail(member, newEmail, links);
  await queueEmail(
    tx,
    {
      kind: EMAIL_CHANGED_EMAIL,
      recipient: member.email,
      reference: `${member.id}@${now.toISOString()}`,
    },
    email,
  );
}
