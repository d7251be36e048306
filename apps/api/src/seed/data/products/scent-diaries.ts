import { L } from '../localized';
import type { SeedProduct } from '../types';
import { product } from './build';

const DIARY_LABEL = L('4 × 5ml and booklet', '4 × 5 مل مع كتيّب', '4 × 5 毫升及小册', '4 × 5ml kèm sổ');

const DIARY_DETAILS = L(
  'Four 5ml eau de parfum sprays and a 24-page illustrated booklet',
  'أربعة بخاخات أو دو بارفان بسعة 5 مل وكتيّب مصوّر من 24 صفحة',
  '四支 5 毫升浓香水喷雾及一本 24 页插画小册',
  'Bốn chai xịt Eau de Parfum 5ml và một cuốn sổ minh họa 24 trang',
);

/** scent_diary: the detail path takes the edition as one further segment. */
export const scentDiaryProducts: readonly SeedProduct[] = [
  product({
    slug: 'scent-diary-monsoon',
    sku: 'ATS-SD-MON',
    type: 'scent_diary',
    routeType: 'scent_diary',
    collections: ['limited-editions', 'gift'],
    tags: ['green', 'woody', 'spicy'],
    moods: [1, 3],
    limited: true,
    name: L('Scent Diary: Monsoon', 'مذكرات العطر: الرياح الموسمية', '香氛日记：季风', 'Nhật ký hương: Gió mùa'),
    description: L(
      'Each Scent Diary tells one season in four scents. The Monsoon edition follows a rainy week in Singapore, from petrichor and wet stone to kopi steam and a warm, lamp-lit evening.',
      'تروي كل نسخة من مذكرات العطر موسماً واحداً بأربعة عطور. تتبع نسخة الرياح الموسمية أسبوعاً ماطراً في سنغافورة، من رائحة المطر على التراب والحجر المبلل إلى بخار قهوة الكوبي وأمسية دافئة على ضوء المصابيح.',
      '每一期香氛日记以四款香气讲述一个季节。季风篇记录新加坡的一个雨季周：从雨后泥土与湿润石阶，到南洋咖啡的蒸汽与灯光温暖的夜晚。',
      'Mỗi số Nhật ký hương kể về một mùa qua bốn mùi hương. Ấn bản Gió mùa theo chân một tuần mưa ở Singapore, từ mùi đất sau mưa và đá ướt đến hơi cà phê kopi và một buổi tối ấm áp dưới ánh đèn.',
    ),
    details: DIARY_DETAILS,
    notes: {
      top: L('Petrichor, wet stone', 'رائحة المطر على التراب، حجر مبلل', '雨后泥土、湿石', 'Mùi đất sau mưa, đá ướt'),
      heart: L('Kopi, cardamom', 'قهوة كوبي، هيل', '南洋咖啡、小豆蔻', 'Cà phê kopi, bạch đậu khấu'),
      base: L('Teak, warm amber', 'خشب الساج، عنبر دافئ', '柚木、温暖琥珀', 'Gỗ tếch, hổ phách ấm'),
    },
    diaryEdition: {
      slug: 'monsoon-2026',
      title: L('Monsoon 2026', 'الرياح الموسمية 2026', '2026 季风篇', 'Gió mùa 2026'),
      period: '2026-01',
    },
    variants: [{ sku: 'ATS-SD-MON-SET', label: DIARY_LABEL, stock: 40, sgd: 58 }],
    featuredRank: 29,
    createdAt: '2026-01-02T02:00:00Z',
    related: ['scent-diary-mid-autumn', 'cedar-rain', 'discovery-box'],
  }),
  product({
    slug: 'scent-diary-mid-autumn',
    sku: 'ATS-SD-MAF',
    type: 'scent_diary',
    routeType: 'scent_diary',
    collections: ['limited-editions', 'gift'],
    tags: ['floral', 'citrus', 'oriental', 'celebration'],
    moods: [1, 2],
    limited: true,
    name: L('Scent Diary: Mid-Autumn', 'مذكرات العطر: منتصف الخريف', '香氛日记：中秋', 'Nhật ký hương: Trung thu'),
    description: L(
      'Four scents for the lantern festival: osmanthus tea, lotus-seed mooncake, pomelo peel and a night sky of incense.',
      'أربعة عطور لمهرجان الفوانيس: شاي الأوسمانثوس وكعكة القمر ببذور اللوتس وقشر البوملي وسماء ليلية من البخور.',
      '献给灯笼节的四款香气：桂花茶、莲蓉月饼、柚子皮，以及焚香般的夜空。',
      'Bốn mùi hương cho mùa lồng đèn: trà hoa mộc, bánh trung thu nhân hạt sen, vỏ bưởi và bầu trời đêm thoảng hương trầm.',
    ),
    details: DIARY_DETAILS,
    notes: {
      top: L('Pomelo peel, osmanthus', 'قشر البوملي، أوسمانثوس', '柚子皮、桂花', 'Vỏ bưởi, hoa mộc'),
      heart: L('Lotus seed, tea', 'بذور اللوتس، شاي', '莲子、茶', 'Hạt sen, trà'),
      base: L('Incense, sandalwood', 'بخور، خشب الصندل', '焚香、檀香', 'Nhang trầm, gỗ đàn hương'),
    },
    diaryEdition: {
      slug: 'mid-autumn-2025',
      title: L('Mid-Autumn 2025', 'منتصف الخريف 2025', '2025 中秋篇', 'Trung thu 2025'),
      period: '2025-09',
    },
    variants: [{ sku: 'ATS-SD-MAF-SET', label: DIARY_LABEL, stock: 6, sgd: 58 }],
    featuredRank: 33,
    createdAt: '2025-09-01T02:00:00Z',
    related: ['scent-diary-monsoon', 'midnight-jasmine'],
  }),
];
