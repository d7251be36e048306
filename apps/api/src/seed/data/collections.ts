import type { SeedCollection } from './types';

export const collections: readonly SeedCollection[] = [
  {
    slug: 'all-perfumes',
    name: { en: 'All Perfumes', ar: 'جميع العطور', 'zh-hans': '全部香水', vi: 'Tất cả nước hoa' },
    description: {
      en: 'Eaux de parfum blended in our Singapore atelier, in 30ml and 100ml.',
      ar: 'عطور أو دو بارفان تُمزج في مشغلنا في سنغافورة، بحجمي 30 مل و100 مل.',
      'zh-hans': '在新加坡工作室调制的浓香水，提供 30 毫升和 100 毫升两种规格。',
      vi: 'Nước hoa Eau de Parfum được pha chế tại xưởng của chúng tôi ở Singapore, dung tích 30ml và 100ml.',
    },
    order: 0,
  },
  {
    slug: 'all-home-perfumes',
    name: { en: 'All Home Perfumes', ar: 'جميع عطور المنزل', 'zh-hans': '全部居家香氛', vi: 'Tất cả hương thơm cho nhà' },
    description: {
      en: 'Candles, diffusers and oils that give every room its own scent.',
      ar: 'شموع وفواحات وزيوت تمنح كل غرفة عطرها الخاص.',
      'zh-hans': '香薰蜡烛、扩香器与香薰油，让每个房间都有属于自己的气味。',
      vi: 'Nến thơm, máy khuếch tán và tinh dầu mang đến cho mỗi căn phòng một mùi hương riêng.',
    },
    order: 1,
  },
  {
    slug: 'candles',
    name: { en: 'Candles', ar: 'الشموع', 'zh-hans': '香薰蜡烛', vi: 'Nến thơm' },
    description: {
      en: 'Hand-poured soy and coconut wax candles with cotton wicks.',
      ar: 'شموع من شمع الصويا وجوز الهند تُصب يدوياً بفتائل قطنية.',
      'zh-hans': '手工浇注的大豆蜡与椰子蜡蜡烛，搭配纯棉烛芯。',
      vi: 'Nến sáp đậu nành và sáp dừa đổ thủ công, bấc cotton.',
    },
    order: 2,
  },
  {
    slug: 'personal-fragrance',
    name: { en: 'Perfume Oils & Crayons', ar: 'زيوت العطور وأقلام العطر', 'zh-hans': '香精油与香膏笔', vi: 'Tinh dầu nước hoa & sáp thơm' },
    description: {
      en: 'Pocket-sized fragrance: roll-on oils, solid perfume crayons and travel sprays.',
      ar: 'عطر بحجم الجيب: زيوت بكرة دوّارة وأقلام عطر صلبة وبخاخات للسفر.',
      'zh-hans': '可随身携带的香氛：滚珠香精油、固体香膏笔与旅行喷雾。',
      vi: 'Hương thơm bỏ túi: tinh dầu lăn, sáp thơm dạng bút và xịt du lịch.',
    },
    order: 3,
  },
  {
    slug: 'bespoke',
    name: { en: 'Bespoke Perfume', ar: 'عطر حسب الطلب', 'zh-hans': '定制香水', vi: 'Nước hoa thiết kế riêng' },
    description: {
      en: 'Choose the notes, the bottle, the cap and the label: a perfume that is yours alone.',
      ar: 'اختر النفحات والزجاجة والغطاء والملصق: عطر لك وحدك.',
      'zh-hans': '挑选香调、瓶身、瓶盖与标签，打造只属于你的香水。',
      vi: 'Chọn tầng hương, chai, nắp và nhãn: một chai nước hoa chỉ của riêng bạn.',
    },
    order: 4,
  },
  {
    slug: 'best-sellers',
    name: { en: 'Best Sellers', ar: 'الأكثر مبيعاً', 'zh-hans': '畅销精选', vi: 'Bán chạy nhất' },
    description: {
      en: 'The scents our customers come back for.',
      ar: 'العطور التي يعود إليها عملاؤنا مراراً.',
      'zh-hans': '顾客一再回购的香气。',
      vi: 'Những mùi hương khách hàng luôn quay lại mua.',
    },
    order: 5,
  },
  {
    slug: 'limited-editions',
    name: { en: 'Limited Editions', ar: 'إصدارات محدودة', 'zh-hans': '限量版', vi: 'Phiên bản giới hạn' },
    description: {
      en: 'Small-batch releases and seasonal scent diaries, made once.',
      ar: 'إصدارات بكميات صغيرة ومذكرات عطرية موسمية تُصنع مرة واحدة.',
      'zh-hans': '小批量限定与季节香氛日记，仅此一季。',
      vi: 'Những mẻ nhỏ và nhật ký hương theo mùa, chỉ sản xuất một lần.',
    },
    order: 6,
  },
  {
    slug: 'gift',
    name: { en: 'Gifts', ar: 'الهدايا', 'zh-hans': '礼物', vi: 'Quà tặng' },
    description: {
      en: 'Thoughtful gifts for every budget, wrapped by hand in Singapore.',
      ar: 'هدايا مدروسة لكل ميزانية، تُغلّف يدوياً في سنغافورة.',
      'zh-hans': '适合各种预算的贴心礼物，在新加坡手工包装。',
      vi: 'Quà tặng tinh tế cho mọi ngân sách, được gói tay tại Singapore.',
    },
    order: 7,
  },
  {
    slug: 'gift-collections',
    name: { en: 'Gift Collections', ar: 'مجموعات الهدايا', 'zh-hans': '礼盒系列', vi: 'Bộ sưu tập quà tặng' },
    description: {
      en: 'Curated boxes and bundles, ready to give.',
      ar: 'علب ومجموعات منتقاة بعناية، جاهزة للإهداء.',
      'zh-hans': '精心搭配的礼盒与套装，即买即送。',
      vi: 'Hộp quà và bộ sản phẩm được tuyển chọn, sẵn sàng để tặng.',
    },
    order: 8,
  },
  {
    slug: 'accessories',
    name: { en: 'Accessories', ar: 'الإكسسوارات', 'zh-hans': '配件', vi: 'Phụ kiện' },
    description: {
      en: 'Holders, burners and finishing touches.',
      ar: 'حوامل شموع ومباخر ولمسات أخيرة.',
      'zh-hans': '烛台、香薰炉与点睛配件。',
      vi: 'Chân nến, đèn xông và những chi tiết hoàn thiện.',
    },
    order: 9,
  },
];
