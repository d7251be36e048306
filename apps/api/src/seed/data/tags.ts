import type { Localized, SeedTag } from './types';

function scentFamily(slug: string, order: number, name: Localized, description: Localized): SeedTag {
  return { slug, group: 'scent_family', name, description, image: null, quiz: true, partnership: null, order };
}

function occasion(slug: string, order: number, name: Localized): SeedTag {
  return { slug, group: 'occasion', name, description: null, image: null, quiz: false, partnership: null, order };
}

/** Scent families (quiz and product filters). */
export const scentFamilyTags: readonly SeedTag[] = [
  scentFamily(
    'citrus',
    0,
    { en: 'Citrus', ar: 'حمضيات', 'zh-hans': '柑橘调', vi: 'Cam chanh' },
    {
      en: 'Sparkling yuzu, bergamot, calamansi and lime.',
      ar: 'يوزو وبرغموت وكالامانسي وليمون أخضر متلألئة.',
      'zh-hans': '明亮的柚子、佛手柑、青金橘与青柠。',
      vi: 'Yuzu, cam bergamot, tắc và chanh xanh tươi mát.',
    },
  ),
  scentFamily(
    'floral',
    1,
    { en: 'Floral', ar: 'زهري', 'zh-hans': '花香调', vi: 'Hương hoa' },
    {
      en: 'Orchid, jasmine, peony and rose, from dewy to lush.',
      ar: 'أوركيد وياسمين وفاوانيا وورد، من الندي إلى الغني.',
      'zh-hans': '兰花、茉莉、牡丹与玫瑰，从清新露珠到丰盈饱满。',
      vi: 'Lan, nhài, mẫu đơn và hoa hồng, từ tinh khôi đến nồng nàn.',
    },
  ),
  scentFamily(
    'woody',
    2,
    { en: 'Woody', ar: 'خشبي', 'zh-hans': '木质调', vi: 'Hương gỗ' },
    {
      en: 'Warm cedar, sandalwood and vetiver.',
      ar: 'أرز دافئ وصندل ونجيل الهند.',
      'zh-hans': '温暖的雪松、檀香与岩兰草。',
      vi: 'Gỗ tuyết tùng ấm áp, đàn hương và cỏ hương bài.',
    },
  ),
  scentFamily(
    'oriental',
    3,
    { en: 'Oriental', ar: 'شرقي', 'zh-hans': '东方调', vi: 'Hương phương Đông' },
    {
      en: 'Amber, oud, saffron and resins: rich and enveloping.',
      ar: 'عنبر وعود وزعفران وراتنجات: غنية ودافئة.',
      'zh-hans': '琥珀、沉香、藏红花与树脂，浓郁而包裹。',
      vi: 'Hổ phách, trầm hương, nghệ tây và nhựa thơm: đậm đà và bao bọc.',
    },
  ),
  scentFamily(
    'fresh',
    4,
    { en: 'Fresh', ar: 'منعش', 'zh-hans': '清新调', vi: 'Tươi mát' },
    {
      en: 'Sea salt, white tea and clean cotton.',
      ar: 'ملح البحر والشاي الأبيض والقطن النظيف.',
      'zh-hans': '海盐、白茶与洁净棉香。',
      vi: 'Muối biển, trà trắng và vải cotton sạch.',
    },
  ),
  scentFamily(
    'gourmand',
    5,
    { en: 'Gourmand', ar: 'حلو شهي', 'zh-hans': '美食调', vi: 'Hương ngọt' },
    {
      en: 'Vanilla, pandan, coconut and toasted sugar.',
      ar: 'فانيليا وباندان وجوز هند وسكر محمّص.',
      'zh-hans': '香草、香兰、椰子与焦糖。',
      vi: 'Vani, lá dứa, dừa và đường nướng.',
    },
  ),
  scentFamily(
    'green',
    6,
    { en: 'Green', ar: 'عشبي أخضر', 'zh-hans': '绿叶调', vi: 'Hương lá xanh' },
    {
      en: 'Lemongrass, fig leaf and rain-soaked garden.',
      ar: 'عشبة الليمون وورق التين وحديقة بللها المطر.',
      'zh-hans': '香茅、无花果叶与雨后花园。',
      vi: 'Sả, lá sung và khu vườn sau mưa.',
    },
  ),
  scentFamily(
    'spicy',
    7,
    { en: 'Spicy', ar: 'توابل', 'zh-hans': '辛香调', vi: 'Hương gia vị' },
    {
      en: 'Pink pepper, cardamom, ginger and clove.',
      ar: 'فلفل وردي وهيل وزنجبيل وقرنفل.',
      'zh-hans': '粉红胡椒、小豆蔻、姜与丁香。',
      vi: 'Tiêu hồng, bạch đậu khấu, gừng và đinh hương.',
    },
  ),
];

/** Occasions (product filters only, not in the quiz). */
export const occasionTags: readonly SeedTag[] = [
  occasion('everyday', 0, { en: 'Everyday', ar: 'للاستخدام اليومي', 'zh-hans': '日常', vi: 'Hằng ngày' }),
  occasion('evening', 1, { en: 'Evening', ar: 'للمساء', 'zh-hans': '夜晚', vi: 'Buổi tối' }),
  occasion('relax', 2, { en: 'Relax', ar: 'للاسترخاء', 'zh-hans': '放松', vi: 'Thư giãn' }),
  occasion('celebration', 3, { en: 'Celebration', ar: 'للاحتفال', 'zh-hans': '庆祝', vi: 'Dịp lễ' }),
];
