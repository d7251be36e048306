import type { Language } from '@atelier/commerce/paths';

// Meta descriptions the server writes into the page it sends, for search results and link
// previews: the entry pages by route name, and the shop's own description for every other page. A
// CMS page's own SEO description (cms-pages.ts) takes precedence.
const SHOP: Record<Language, string> = {
  en: 'Perfumes, home scents, gifts and perfume workshops by Atelier Scents, made in Singapore and delivered to your door.',
  ar: 'عطور وروائح منزلية وهدايا وورش عطور من أتيليه سنتس، مصنوعة في سنغافورة وتصل إلى باب منزلك.',
  'zh-hans': 'Atelier Scents 香氛工坊的香水、居家香氛、礼品与香水工作坊，新加坡制造，送货上门。',
  vi: 'Nước hoa, hương thơm cho ngôi nhà, quà tặng và workshop nước hoa của Atelier Scents, sản xuất tại Singapore và giao tận nhà.',
};

const ROUTE_DESCRIPTIONS: Record<string, Record<Language, string>> = {
  'all-perfumes': {
    en: 'Every Atelier Scents perfume: eaux de parfum, perfume oils and limited editions, with scent notes and sizes to choose from.',
    ar: 'جميع عطور أتيليه سنتس: ماء العطر وزيوت العطور والإصدارات المحدودة، مع النفحات العطرية والأحجام المتاحة.',
    'zh-hans': 'Atelier Scents 全部香水：淡香精、香水油与限量款，附香调说明与多种容量可选。',
    vi: 'Tất cả nước hoa Atelier Scents: eau de parfum, tinh dầu nước hoa và phiên bản giới hạn, kèm các tầng hương và dung tích.',
  },
  'all-home-perfumes': {
    en: 'Candles, reed diffusers, car diffusers and home scent oils to make every room smell like you.',
    ar: 'شموع وفواحات أعواد وفواحات سيارة وزيوت عطرية منزلية لتفوح كل غرفة بعطرك.',
    'zh-hans': '蜡烛、藤条扩香、车载香氛与居家香薰油，让每个房间都有你的味道。',
    vi: 'Nến thơm, tinh dầu que gỗ, khuếch tán xe hơi và tinh dầu thơm để mọi căn phòng mang hương của bạn.',
  },
  'scent-quiz': {
    en: 'Answer a few questions about the moments and notes you love, and find the perfumes that suit you.',
    ar: 'أجب عن بضعة أسئلة حول اللحظات والنفحات التي تحبها، واكتشف العطور التي تناسبك.',
    'zh-hans': '回答几个关于你喜爱的时刻与香调的问题，找到适合你的香水。',
    vi: 'Trả lời vài câu hỏi về những khoảnh khắc và nốt hương bạn yêu thích để tìm nước hoa hợp với bạn.',
  },
  'bespoke-perfume': {
    en: 'Design your own perfume: choose the scent, bottle, cap and a personal label.',
    ar: 'صمّم عطرك الخاص: اختر الرائحة والزجاجة والغطاء وملصقاً شخصياً.',
    'zh-hans': '设计属于你的香水：选择香调、瓶身、瓶盖与专属标签。',
    vi: 'Tự thiết kế nước hoa của bạn: chọn mùi hương, chai, nắp và nhãn riêng.',
  },
  'perfume-workshop': {
    en: 'Make your own perfume in our studio with a perfumer: workshops for one, for two and for teams.',
    ar: 'اصنع عطرك بنفسك في مشغلنا برفقة خبير عطور: ورش لشخص واحد أو لشخصين أو للفرق.',
    'zh-hans': '在我们的工作室与调香师一起调制你的香水：单人、双人与团队工作坊。',
    vi: 'Tự tay làm nước hoa tại studio cùng chuyên gia: workshop cho một người, hai người và cho nhóm.',
  },
  gift: {
    en: 'Perfume and home scent gifts, gift sets and gift cards for every occasion.',
    ar: 'هدايا العطور والروائح المنزلية ومجموعات الهدايا وبطاقات الهدايا لكل مناسبة.',
    'zh-hans': '适合各种场合的香水与居家香氛礼品、礼盒和礼品卡。',
    vi: 'Quà tặng nước hoa và hương thơm cho nhà, bộ quà và thẻ quà tặng cho mọi dịp.',
  },
  'gift-cards': {
    en: 'Atelier Scents gift cards, sent by e-mail and spent on perfumes, home scents and workshops.',
    ar: 'بطاقات هدايا أتيليه سنتس، تُرسل بالبريد الإلكتروني وتُستخدم للعطور والروائح المنزلية والورش.',
    'zh-hans': 'Atelier Scents 礼品卡，通过电子邮件发送，可用于购买香水、居家香氛与工作坊。',
    vi: 'Thẻ quà tặng Atelier Scents, gửi qua e-mail, dùng cho nước hoa, hương thơm cho nhà và workshop.',
  },
  'business-scenting': {
    en: 'Scenting for hotels, shops and offices: a signature scent, diffusers and service from Atelier Scents.',
    ar: 'تعطير الفنادق والمتاجر والمكاتب: عطر مميز وأجهزة تعطير وخدمة من أتيليه سنتس.',
    'zh-hans': '为酒店、店铺与办公室提供香氛服务：Atelier Scents 的专属香味、扩香设备与维护。',
    vi: 'Hương thơm cho khách sạn, cửa hàng và văn phòng: mùi hương riêng, máy khuếch tán và dịch vụ từ Atelier Scents.',
  },
};

/** The description of a page by its path after the locale (first segment = route name). */
export function pageDescription(rest: readonly string[], language: Language): string {
  return ROUTE_DESCRIPTIONS[rest[0] ?? '']?.[language] ?? SHOP[language];
}
