import type { Language } from '@atelier/commerce/paths';

// Titles the server writes into the page it sends, so crawlers and link previews see a real title
// before any script runs. The store's own catalogues take over once it renders; these cover the
// entry pages by route name and fall back to the brand.
const BRAND: Record<Language, string> = {
  en: 'Atelier Scents',
  ar: 'أتيليه سنتس',
  'zh-hans': 'Atelier Scents 香氛工坊',
  vi: 'Atelier Scents',
};

const ROUTE_TITLES: Record<string, Record<Language, string>> = {
  '': {
    en: 'Perfumes and home scents',
    ar: 'عطور وروائح منزلية',
    'zh-hans': '香水与居家香氛',
    vi: 'Nước hoa và hương thơm cho ngôi nhà',
  },
  'all-perfumes': { en: 'All perfumes', ar: 'جميع العطور', 'zh-hans': '全部香水', vi: 'Tất cả nước hoa' },
  'all-home-perfumes': {
    en: 'Home scents',
    ar: 'روائح المنزل',
    'zh-hans': '居家香氛',
    vi: 'Hương thơm cho nhà',
  },
  gift: { en: 'Gifts', ar: 'الهدايا', 'zh-hans': '礼品', vi: 'Quà tặng' },
  'gift-collections': {
    en: 'Gift collections',
    ar: 'مجموعات الهدايا',
    'zh-hans': '礼品系列',
    vi: 'Bộ sưu tập quà tặng',
  },
  'gift-cards': { en: 'Gift cards', ar: 'بطاقات الهدايا', 'zh-hans': '礼品卡', vi: 'Thẻ quà tặng' },
  'scent-quiz': { en: 'Scent quiz', ar: 'اختبار العطور', 'zh-hans': '香氛测试', vi: 'Trắc nghiệm mùi hương' },
  'bespoke-perfume': {
    en: 'Bespoke perfume',
    ar: 'عطر مخصص',
    'zh-hans': '定制香水',
    vi: 'Nước hoa thiết kế riêng',
  },
  'perfume-workshop': {
    en: 'Perfume workshops',
    ar: 'ورش العطور',
    'zh-hans': '香水工作坊',
    vi: 'Workshop nước hoa',
  },
  'perfume-workshop-detail': {
    en: 'Workshop details',
    ar: 'تفاصيل الورشة',
    'zh-hans': '工坊详情',
    vi: 'Chi tiết workshop',
  },
  'perfume-best-creations': {
    en: 'Best creations from our workshops',
    ar: 'أجمل إبداعات ورشنا',
    'zh-hans': '工坊佳作精选',
    vi: 'Những sáng tạo đẹp nhất từ workshop',
  },
  workshop: { en: 'Book a workshop', ar: 'احجز ورشة', 'zh-hans': '预约工坊', vi: 'Đặt lịch workshop' },
  'gift-cards/balance': {
    en: 'Gift card balance',
    ar: 'رصيد بطاقة الهدايا',
    'zh-hans': '礼品卡余额',
    vi: 'Số dư thẻ quà tặng',
  },
  'account/bookings': {
    en: 'Your workshop bookings',
    ar: 'حجوزات ورشك',
    'zh-hans': '我的工坊预约',
    vi: 'Lịch đặt workshop của bạn',
  },
  cart: { en: 'Your cart', ar: 'سلة التسوق', 'zh-hans': '购物车', vi: 'Giỏ hàng' },
  checkout: { en: 'Checkout', ar: 'إتمام الشراء', 'zh-hans': '结账', vi: 'Thanh toán' },
  pay: { en: 'Your order', ar: 'طلبك', 'zh-hans': '您的订单', vi: 'Đơn hàng của bạn' },
  account: { en: 'Your account', ar: 'حسابك', 'zh-hans': '我的账户', vi: 'Tài khoản của bạn' },
  login: { en: 'Log in', ar: 'تسجيل الدخول', 'zh-hans': '登录', vi: 'Đăng nhập' },
  register: { en: 'Create an account', ar: 'إنشاء حساب', 'zh-hans': '创建账户', vi: 'Tạo tài khoản' },
  'terms-conditions': {
    en: 'Terms and conditions',
    ar: 'الشروط والأحكام',
    'zh-hans': '条款与条件',
    vi: 'Điều khoản và điều kiện',
  },
  'shipping-information': {
    en: 'Shipping information',
    ar: 'معلومات الشحن',
    'zh-hans': '配送信息',
    vi: 'Thông tin giao hàng',
  },
  faq: {
    en: 'Frequently asked questions',
    ar: 'الأسئلة الشائعة',
    'zh-hans': '常见问题',
    vi: 'Câu hỏi thường gặp',
  },
  'business-scenting': {
    en: 'Business scenting',
    ar: 'تعطير الأعمال',
    'zh-hans': '商业香氛',
    vi: 'Hương thơm cho doanh nghiệp',
  },
};

const NOT_FOUND: Record<Language, string> = {
  en: 'Page not found',
  ar: 'الصفحة غير موجودة',
  'zh-hans': '页面未找到',
  vi: 'Không tìm thấy trang',
};

/**
 * The title of a page by its path after the locale: a two-segment page of its own
 * (`gift-cards/balance`, `account/bookings`) first, else its first segment (the route name).
 */
export function pageTitle(route: string | readonly string[], language: Language): string {
  const rest = typeof route === 'string' ? [route] : route;
  const own = rest.length >= 2 ? ROUTE_TITLES[`${rest[0]}/${rest[1]}`] : undefined;
  const title = (own ?? ROUTE_TITLES[rest[0] ?? ''])?.[language];
  return title ? `${title} | ${BRAND[language]}` : BRAND[language];
}

export function notFoundTitle(language: Language): string {
  return `${NOT_FOUND[language]} | ${BRAND[language]}`;
}
