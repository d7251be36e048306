import { isLanguage } from '@atelier/commerce/validation';
import { FALLBACK_LANGUAGE, type Language } from '@atelier/commerce/enums';
import { canonicalLink } from '@atelier/commerce/paths';
import type { Database } from '../../db/database';
import type { RenderedEmail } from './order-confirmation';
import { renderNoticeEmail } from './notice-email';
import { queueEmail } from './outbox-queries';
import { storeLinks, type StoreLinks } from './store-links';

/** To a new member: the account exists (sent once per member). */
export const ACCOUNT_CREATED_EMAIL = 'account_created';
/** To a member whose address someone tried to register again (at most one an hour). */
export const REGISTRATION_ATTEMPT_EMAIL = 'registration_attempt';

const BRAND = 'Atelier Scents';

interface Texts {
  createdSubject: string;
  createdHeading(name: string): string;
  createdBody(email: string): string;
  createdNotYou: string;
  attemptSubject: string;
  attemptHeading: string;
  attemptBody(email: string): string;
  attemptForgotten: string;
  attemptNotYou: string;
  login: string;
  footer: string;
}

const TEXTS: Record<Language, Texts> = {
  en: {
    createdSubject: `Your ${BRAND} account is ready`,
    createdHeading: (name) => `Welcome, ${name}`,
    createdBody: (email) =>
      `Your account for ${email} has been created. Log in with the password you chose to see your orders, bookings and membership.`,
    createdNotYou: 'If you did not create this account, reply to this e-mail and we will close it.',
    attemptSubject: `Someone tried to create an ${BRAND} account with your address`,
    attemptHeading: 'You already have an account',
    attemptBody: (email) =>
      `Someone, perhaps you, just tried to create a new ${BRAND} account with ${email}. You already have an account with this address, so nothing was created and nothing has changed.`,
    attemptForgotten:
      'Forgotten your password? Choose “Forgot your password?” on the login page and we will send you a link to choose a new one.',
    attemptNotYou:
      'If it was not you, you can ignore this e-mail: your password and your account are unchanged.',
    login: 'Log in',
    footer: `${BRAND}. Perfumes and home scents, blended with care.`,
  },
  ar: {
    createdSubject: `حسابك في ${BRAND} جاهز`,
    createdHeading: (name) => `أهلًا بك، ${name}`,
    createdBody: (email) =>
      `تم إنشاء حسابك للبريد ${email}. سجّل الدخول بكلمة المرور التي اخترتها لترى طلباتك وحجوزاتك وعضويتك.`,
    createdNotYou: 'إن لم تكن أنت من أنشأ هذا الحساب، فردّ على هذه الرسالة وسنغلقه.',
    attemptSubject: `حاول أحدهم إنشاء حساب في ${BRAND} بعنوان بريدك`,
    attemptHeading: 'لديك حساب بالفعل',
    attemptBody: (email) =>
      `حاول أحدهم، ربما أنت، إنشاء حساب جديد في ${BRAND} بالبريد ${email}. لديك حساب بهذا العنوان بالفعل، لذلك لم يُنشأ شيء ولم يتغيّر شيء.`,
    attemptForgotten:
      'نسيت كلمة المرور؟ اختر «نسيت كلمة المرور؟» في صفحة تسجيل الدخول وسنرسل إليك رابطًا لاختيار كلمة مرور جديدة.',
    attemptNotYou: 'إن لم يكن ذلك أنت، يمكنك تجاهل هذه الرسالة: كلمة مرورك وحسابك كما هما.',
    login: 'تسجيل الدخول',
    footer: `${BRAND}. عطور وروائح منزلية ممزوجة بعناية.`,
  },
  'zh-hans': {
    createdSubject: `您的 ${BRAND} 账户已创建`,
    createdHeading: (name) => `欢迎您，${name}`,
    createdBody: (email) => `您的账户（${email}）已创建。请使用您设置的密码登录，查看订单、预约和会员信息。`,
    createdNotYou: '如果这个账户不是您创建的，请回复此邮件，我们会将其关闭。',
    attemptSubject: `有人尝试用您的邮箱地址创建 ${BRAND} 账户`,
    attemptHeading: '您已经有账户了',
    attemptBody: (email) =>
      `有人（也许是您）刚刚尝试用 ${email} 创建新的 ${BRAND} 账户。该地址已有账户，因此没有创建任何账户，也没有任何更改。`,
    attemptForgotten: '忘记密码了？请在登录页面点击“忘记密码？”，我们会发送一个设置新密码的链接。',
    attemptNotYou: '如果不是您本人操作，请忽略此邮件：您的密码和账户均未改变。',
    login: '登录',
    footer: `${BRAND}。用心调配的香水与居家香氛。`,
  },
  vi: {
    createdSubject: `Tài khoản ${BRAND} của bạn đã sẵn sàng`,
    createdHeading: (name) => `Chào mừng, ${name}`,
    createdBody: (email) =>
      `Tài khoản cho ${email} đã được tạo. Hãy đăng nhập bằng mật khẩu bạn đã chọn để xem đơn hàng, lịch đặt và hạng thành viên.`,
    createdNotYou: 'Nếu bạn không tạo tài khoản này, hãy trả lời e-mail này và chúng tôi sẽ đóng nó.',
    attemptSubject: `Có người đã thử tạo tài khoản ${BRAND} bằng địa chỉ của bạn`,
    attemptHeading: 'Bạn đã có tài khoản',
    attemptBody: (email) =>
      `Có người, có thể là bạn, vừa thử tạo tài khoản ${BRAND} mới bằng ${email}. Địa chỉ này đã có tài khoản, vì vậy không có gì được tạo và không có gì thay đổi.`,
    attemptForgotten:
      'Quên mật khẩu? Hãy chọn “Quên mật khẩu?” trên trang đăng nhập và chúng tôi sẽ gửi cho bạn liên kết để chọn mật khẩu mới.',
    attemptNotYou:
      'Nếu không phải bạn, bạn có thể bỏ qua e-mail này: mật khẩu và tài khoản của bạn không thay đổi.',
    login: 'Đăng nhập',
    footer: `${BRAND}. Nước hoa và hương thơm cho ngôi nhà, pha chế tận tâm.`,
  },
};

/** The member as these e-mails need them; names and address are as typed (escaped here). */
export interface AccountEmailMember {
  id: number;
  email: string;
  firstName: string;
  country: string | null;
  language: string | null;
}

/** The store's login page in the member's country and language (where the e-mails link). */
export function loginPageUrl(links: StoreLinks, country: string | null, language: Language): string {
  return canonicalLink(
    { origin: links.origin, countryBases: links.countryBases },
    { country: country ?? 'sg', language, rest: ['login'] },
  );
}

function render(
  language: Language,
  subject: string,
  heading: string,
  paragraphs: string[],
  loginUrl: string,
): RenderedEmail {
  const t = TEXTS[language];
  return renderNoticeEmail({
    language,
    subject,
    heading,
    paragraphs,
    action: { label: t.login, url: loginUrl },
    footer: t.footer,
  });
}

/** The new member's confirmation that the account exists, in the language they registered in. */
export function renderAccountCreatedEmail(member: AccountEmailMember, links: StoreLinks): RenderedEmail {
  const language = isLanguage(member.language) ? member.language : FALLBACK_LANGUAGE;
  const t = TEXTS[language];
  const name = member.firstName.trim() || member.email;
  return render(
    language,
    t.createdSubject,
    t.createdHeading(name),
    [t.createdBody(member.email), t.createdNotYou],
    loginPageUrl(links, member.country, language),
  );
}

/**
 * To the owner of an address someone tried to register again, in the owner's language (not the
 * one of the request, which may be anyone's): nothing changed, how to get in, what to do if it
 * was not them.
 */
export function renderRegistrationAttemptEmail(member: AccountEmailMember, links: StoreLinks): RenderedEmail {
  const language = isLanguage(member.language) ? member.language : FALLBACK_LANGUAGE;
  const t = TEXTS[language];
  return render(
    language,
    t.attemptSubject,
    t.attemptHeading,
    [t.attemptBody(member.email), t.attemptForgotten, t.attemptNotYou],
    loginPageUrl(links, member.country, language),
  );
}

/** Queues the new member's e-mail in the transaction that creates them (once per member). */
export async function queueAccountCreatedEmail(
  tx: Database,
  member: AccountEmailMember,
  links: StoreLinks = storeLinks(),
): Promise<void> {
  const email = renderAccountCreatedEmail(member, links);
  await queueEmail(
    tx,
    {
      kind: ACCOUNT_CREATED_EMAIL,
      recipient: member.email,
      reference: String(member.id),
    },
    email,
  );
}

/**
 * Queues the owner's e-mail about a registration of their address. At most one an hour per
 * member (the reference is the member and the hour; a repeat in the same hour is ignored), so
 * registering someone's address over and over cannot flood their inbox.
 */
export async function queueRegistrationAttemptEmail(
  tx: Database,
  member: AccountEmailMember,
  now: Date,
  links: StoreLinks = storeLinks(),
): Promise<void> {
  const email = renderRegistrationAttemptEmail(member, links);
  await queueEmail(
    tx,
    {
      kind: REGISTRATION_ATTEMPT_EMAIL,
      recipient: member.email,
      reference: `${member.id}@${now.toISOString().slice(0, 13)}`,
    },
    email,
  );
}
