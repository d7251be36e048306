import { WORKSHOP_SERVICES, type WorkshopServiceCode } from '@atelier/commerce/workshops';
import { L } from './localized';
import { pricesFromSgd } from './pricing';
import type { Localized, SeedWorkshopService } from './types';

interface WorkshopContent {
  readonly name: Localized;
  readonly description: Localized;
  readonly durationMinutes: number;
  readonly capacityPerSlot: number;
  readonly maxGuests: number;
  /** Price per guest in Singapore dollars. */
  readonly sgd: number;
  /** ISO weekdays (1 Monday … 7 Sunday, shop time) the service runs on. */
  readonly openingDays: readonly number[];
}

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7] as const;
/** Monday is the perfumers' day for cleaning the organ and restocking raw materials. */
const NOT_MONDAY = [2, 3, 4, 5, 6, 7] as const;

const CONTENT: Readonly<Record<WorkshopServiceCode, WorkshopContent>> = {
  PCA: {
    name: L('Perfume Creation Atelier', 'ورشة ابتكار العطور', '香水创作工坊', 'Workshop Sáng tạo Nước hoa'),
    description: L(
      'Our signature class. A perfumer guides you through 30 raw materials, then you blend, bottle and label your own 50ml eau de parfum to take home. Your formula is saved for reorders.',
      'ورشتنا المميزة. يرشدك خبير عطور عبر 30 مادة خام، ثم تمزج عطرك الخاص وتعبّئه في زجاجة أو دو بارفان سعة 50 مل وتضع عليه ملصقك لتأخذه معك. تُحفظ تركيبتك لإعادة الطلب.',
      '我们的招牌课程。调香师带你认识 30 种香料原料，随后由你亲手调配、装瓶并贴标，带走一瓶 50 毫升专属浓香水。你的配方将被保存，方便日后回购。',
      'Lớp học đặc trưng của chúng tôi. Chuyên gia nước hoa dẫn bạn khám phá 30 nguyên liệu, sau đó bạn tự pha chế, đóng chai và dán nhãn chai Eau de Parfum 50ml của riêng mình để mang về. Công thức được lưu lại để bạn đặt mua lần sau.',
    ),
    durationMinutes: 120,
    capacityPerSlot: 12,
    maxGuests: 6,
    sgd: 148,
    openingDays: NOT_MONDAY,
  },
  LA: {
    name: L('Layering Atelier', 'ورشة تنسيق طبقات العطور', '香氛叠搭工坊', 'Workshop Phối tầng hương'),
    description: L(
      'Learn to layer perfume oils, crayons and sprays so one scent carries from morning to night. You leave with a dual crayon mixed to your taste.',
      'تعلّم كيف تنسّق طبقات زيوت العطور والأقلام الصلبة والبخاخات ليرافقك عطر واحد من الصباح حتى الليل. تغادر ومعك قلم مزدوج ممزوج حسب ذوقك.',
      '学习如何叠搭香精油、香膏笔与喷雾，让一种香气从清晨延续到夜晚。课程结束后，你将带走一支按个人喜好调配的双头香膏笔。',
      'Học cách phối tầng tinh dầu nước hoa, bút sáp và xịt để một mùi hương theo bạn từ sáng đến tối. Bạn sẽ mang về một cây bút sáp hai đầu pha theo sở thích.',
    ),
    durationMinutes: 60,
    capacityPerSlot: 10,
    maxGuests: 4,
    sgd: 68,
    openingDays: EVERY_DAY,
  },
  FA: {
    name: L('Family Atelier', 'ورشة العائلة', '亲子香氛工坊', 'Workshop Gia đình'),
    description: L(
      'A playful class for parents and children aged 7 and up: guess the scents, then pour a candle together and design its label.',
      'ورشة ممتعة للآباء والأطفال من عمر 7 سنوات فأكثر: خمّنوا الروائح، ثم اصنعوا شمعة معاً وصمّموا ملصقها.',
      '适合家长与 7 岁以上孩子的趣味课程：先来猜猜气味，再一起浇注蜡烛并设计专属标签。',
      'Lớp học vui nhộn cho bố mẹ và các bé từ 7 tuổi: đoán mùi hương, rồi cùng nhau đổ một cây nến và thiết kế nhãn cho nó.',
    ),
    durationMinutes: 90,
    capacityPerSlot: 8,
    maxGuests: 4,
    sgd: 88,
    // School-free afternoons: Wednesday, and Friday to Sunday.
    openingDays: [3, 5, 6, 7],
  },
  AA: {
    name: L('Aromatherapy Atelier', 'ورشة العلاج بالروائح', '芳疗工坊', 'Workshop Liệu pháp hương thơm'),
    description: L(
      'Explore essential oils for calm, focus and sleep, and blend a 10ml roll-on and a pillow mist for your own routine.',
      'اكتشف الزيوت العطرية للهدوء والتركيز والنوم، وامزج عبوة بكرة دوّارة بسعة 10 مل ورذاذاً للوسادة يناسبان روتينك.',
      '探索有助于放松、专注与睡眠的精油，为自己的日常调配一支 10 毫升滚珠精油和一瓶枕头喷雾。',
      'Khám phá tinh dầu giúp thư giãn, tập trung và ngủ ngon, rồi pha một chai lăn 10ml và một chai xịt gối cho thói quen của riêng bạn.',
    ),
    durationMinutes: 90,
    capacityPerSlot: 10,
    maxGuests: 4,
    sgd: 98,
    // Sunday is kept for private wellness sessions.
    openingDays: [1, 2, 3, 4, 5, 6],
  },
  BA: {
    name: L('Bridal Atelier', 'ورشة العرائس', '新娘香氛工坊', 'Workshop Cô dâu'),
    description: L(
      'A private session for a bride or groom and their party: create a wedding scent together, with bubbly, and take home a 100ml bottle for the day itself.',
      'جلسة خاصة للعروس أو العريس ومرافقيهم: ابتكروا عطر الزفاف معاً مع مشروب احتفالي، وخذوا معكم زجاجة بسعة 100 مل ليوم الزفاف.',
      '为新娘或新郎及亲友团准备的私享课程：在香槟相伴下共同打造婚礼专属香气，并带走一瓶 100 毫升香水，在大喜之日使用。',
      'Buổi riêng tư cho cô dâu hoặc chú rể cùng bạn bè: cùng nhau tạo mùi hương cho ngày cưới bên ly rượu vang sủi, và mang về một chai 100ml cho ngày trọng đại.',
    ),
    durationMinutes: 150,
    capacityPerSlot: 10,
    maxGuests: 10,
    sgd: 168,
    // Wedding parties come at weekends: Friday to Sunday only.
    openingDays: [5, 6, 7],
  },
  TBA: {
    name: L('Team Building Atelier', 'ورشة بناء روح الفريق', '团队建设香氛工坊', 'Workshop Gắn kết đội nhóm'),
    description: L(
      'Teams compete to build the best scent for a brief, then everyone blends a personal 30ml perfume. Ideal for offsites and celebrations.',
      'تتنافس الفرق لابتكار أفضل عطر وفق موجز محدد، ثم يمزج كل مشارك عطره الشخصي بسعة 30 مل. مثالية للفعاليات الخارجية والاحتفالات.',
      '各小组根据主题比拼调出最佳香气，随后每位成员调配一瓶 30 毫升个人香水。非常适合团建与庆功活动。',
      'Các đội thi nhau tạo mùi hương hay nhất theo đề bài, rồi mỗi người tự pha một chai nước hoa 30ml. Lý tưởng cho các buổi dã ngoại công ty và tiệc mừng.',
    ),
    durationMinutes: 120,
    capacityPerSlot: 30,
    maxGuests: 30,
    sgd: 128,
    // Company offsites: working days only.
    openingDays: [1, 2, 3, 4, 5],
  },
  HA: {
    name: L('Home Scent Atelier', 'ورشة عطور المنزل', '居家香氛工坊', 'Workshop Hương thơm cho nhà'),
    description: L(
      'Make the scent of your home: blend a fragrance, then pour a 200g candle and fill a reed diffuser with it.',
      'اصنع عطر منزلك: امزج عطراً ثم اصنع منه شمعة بوزن 200 غ واملأ به فواحة أعواد.',
      '打造属于你家的气味：先调配香气，再用它浇注一支 200 克蜡烛，并灌装一瓶藤条扩香。',
      'Tạo nên mùi hương cho ngôi nhà của bạn: pha một mùi hương, rồi dùng nó đổ một cây nến 200g và làm một bộ khuếch tán hương que mây.',
    ),
    durationMinutes: 90,
    capacityPerSlot: 12,
    maxGuests: 6,
    sgd: 98,
    openingDays: NOT_MONDAY,
  },
};

/** A seeded service with the weekdays it runs on (`workshop_services.opening_days`). */
export type SeedWorkshopServiceWithDays = SeedWorkshopService & { readonly openingDays: readonly number[] };

/**
 * The seven workshop services of SPEC §3, with ids, codes and item feed ids from @atelier/commerce.
 */
export const workshopServices: readonly SeedWorkshopServiceWithDays[] = WORKSHOP_SERVICES.map(
  (service, order) => {
    const content = CONTENT[service.code];
    return {
      id: service.id,
      code: service.code,
      itemFeedId: service.itemFeedId,
      name: content.name,
      description: content.description,
      durationMinutes: content.durationMinutes,
      capacityPerSlot: content.capacityPerSlot,
      maxGuests: content.maxGuests,
      prices: pricesFromSgd(content.sgd),
      image: `/media/workshops/${service.code.toLowerCase()}.jpg`,
      order,
      openingDays: content.openingDays,
    };
  },
);

/** Opening days per service id, as seeded. */
export const workshopOpeningDays: ReadonlyMap<number, readonly number[]> = new Map(
  workshopServices.map((s) => [s.id, s.openingDays]),
);
