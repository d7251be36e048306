/**
 * The accessible names a shopper meets on the way through checkout, per language, exactly as the
 * store's catalogues say them (the journeys select by what a screen reader would announce).
 */
export interface CheckoutLabels {
  email: string;
  password: string;
  logIn: string;
  account: string;
  addToCart: string;
  checkout: string;
  continue: string;
  phone: string;
  deliveryMethod: string;
  standard: string;
  firstName: string;
  lastName: string;
  addressLine: string;
  city: string;
  postalCode: string;
  /** The state or emirate line, asked only where the country has one (the UAE, the US). */
  state: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
  /** The start of the Pay button's name ("Pay S$42.00"). */
  pay: string;
  thankYou: string;
  orderNumber: string;
  emptyCart: string;
  address: {
    firstName: string;
    lastName: string;
    line1: string;
    city: string;
    /** Empty where the country has no postal codes (the UAE). */
    postalCode: string;
    state?: string;
    phone: string;
  };
}

export const checkoutLabels: Record<'en' | 'vi' | 'ar', CheckoutLabels> = {
  en: {
    email: 'E-mail',
    password: 'Password',
    logIn: 'Log in',
    account: 'Account',
    addToCart: 'Add to cart',
    checkout: 'Checkout',
    continue: 'Continue',
    phone: 'Phone',
    deliveryMethod: 'Delivery method',
    standard: 'Standard',
    firstName: 'First name',
    lastName: 'Last name',
    addressLine: 'Address',
    city: 'City',
    postalCode: 'Postal code',
    state: 'State',
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    pay: 'Pay',
    thankYou: 'Thank you for your order',
    orderNumber: 'Order number',
    emptyCart: 'Cart',
    address: {
      firstName: 'Mei',
      lastName: 'Tan',
      line1: '1 Orchard Road',
      city: 'Singapore',
      postalCode: '238823',
      phone: '+65 9123 4567',
    },
  },
  vi: {
    email: 'Email',
    password: 'Mật khẩu',
    logIn: 'Đăng nhập',
    account: 'Tài khoản',
    addToCart: 'Thêm vào giỏ',
    checkout: 'Thanh toán',
    continue: 'Tiếp tục',
    phone: 'Số điện thoại',
    deliveryMethod: 'Phương thức giao hàng',
    standard: 'Giao hàng tiêu chuẩn',
    firstName: 'Tên',
    lastName: 'Họ',
    addressLine: 'Địa chỉ',
    city: 'Thành phố',
    postalCode: 'Mã bưu chính',
    state: 'Tỉnh/bang',
    cardNumber: 'Số thẻ',
    expiry: 'Ngày hết hạn (MM/YY)',
    cvc: 'CVC',
    pay: 'Thanh toán',
    thankYou: 'Cảm ơn bạn đã đặt hàng',
    orderNumber: 'Mã đơn hàng',
    emptyCart: 'Giỏ hàng',
    address: {
      firstName: 'Lan',
      lastName: 'Nguyễn',
      line1: '12 Lê Lợi',
      city: 'Hồ Chí Minh',
      postalCode: '700000',
      phone: '+84 90 123 4567',
    },
  },
  /** Arabic in the UAE: no postal code, the emirate in the state line. */
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    logIn: 'تسجيل الدخول',
    account: 'حسابي',
    addToCart: 'أضف إلى السلة',
    checkout: 'إتمام الشراء',
    continue: 'متابعة',
    phone: 'الهاتف',
    deliveryMethod: 'طريقة التوصيل',
    standard: 'توصيل عادي',
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    addressLine: 'العنوان',
    city: 'المدينة',
    postalCode: 'الرمز البريدي',
    state: 'الولاية أو الإمارة',
    cardNumber: 'رقم البطاقة',
    expiry: 'تاريخ الانتهاء (MM/YY)',
    cvc: 'رمز CVC',
    pay: 'ادفع',
    thankYou: 'شكرًا لطلبك',
    orderNumber: 'رقم الطلب',
    emptyCart: 'سلة التسوق',
    address: {
      firstName: 'ليلى',
      lastName: 'المنصوري',
      line1: 'برج خليفة، الطابق 12',
      city: 'دبي',
      postalCode: '',
      state: 'دبي',
      phone: '+971 50 123 4567',
    },
  },
};
