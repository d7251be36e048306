import type { Language } from '@atelier/commerce/enums';
import type { SeedCmsBlock } from '../types';
import type { PageContent, PageContext } from './context';

/** One creation of a workshop guest, in one language. */
interface Creation {
  readonly id: string;
  /** The perfume's name, as its maker wrote it on the label. */
  readonly name: string;
  /** Who made it, at which workshop and where. */
  readonly maker: string;
  readonly story: string;
  /** Top, heart and base notes, already labelled in the language. */
  readonly notes: string;
}

interface BestCreationsTexts {
  readonly title: string;
  readonly seoDescription: string;
  readonly heroHeading: string;
  readonly heroBody: string;
  readonly heroCta: string;
  readonly creations: readonly Creation[];
  readonly closingHeading: string;
  readonly closingBody: (ctx: PageContext) => string;
  readonly closingCta: string;
}

const IDS = ['monsoon-letter', 'kebaya', 'saigon-6am', 'desert-rain', 'late-shift'] as const;

const TEXTS: Readonly<Record<Language, BestCreationsTexts>> = {
  en: {
    title: 'Best creations from our workshops',
    seoDescription:
      'Five perfumes our workshop guests blended themselves: who made them, the story behind them and their notes.',
    heroHeading: 'Made by our guests',
    heroBody:
      'Every week, guests of our workshops leave with a perfume nobody else owns. With their permission, here are five of our favourites, with the notes they chose.',
    heroCta: 'See the workshops',
    creations: [
      {
        id: IDS[0],
        name: 'Monsoon Letter',
        maker: 'Made by Priya at a Perfume Creation Atelier in Singapore',
        story:
          'Written for her sister abroad: the smell of the first rain on hot pavement, bottled as a letter from home.',
        notes: 'Top: ginger, green mandarin. Heart: petrichor accord, white tea. Base: vetiver, white musk.',
      },
      {
        id: IDS[1],
        name: "Grandmother's Kebaya",
        maker: 'Made by Mei Ling and her daughter Hui at a Family Atelier in Singapore',
        story:
          'Three generations in one bottle: the pandan of the family kitchen and the jasmine of a wedding kebaya.',
        notes:
          'Top: pandan leaf, calamansi. Heart: jasmine sambac, rice powder. Base: sandalwood, soft amber.',
      },
      {
        id: IDS[2],
        name: 'Saigon 6 AM',
        maker: 'Made by Minh at a Perfume Creation Atelier in Ho Chi Minh City',
        story:
          'The first hour of the city: iced coffee on a plastic stool and lotus flowers on their way to the market.',
        notes: 'Top: coffee, bergamot. Heart: lotus, condensed milk accord. Base: cedarwood, tonka bean.',
      },
      {
        id: IDS[3],
        name: 'Desert Rain',
        maker: 'Made by Layla and her bridesmaids at a Bridal Atelier in Dubai',
        story:
          'The scent of her wedding day, worn by the bride and, in a lighter version, by her five bridesmaids.',
        notes: 'Top: saffron, pink pepper. Heart: Taif rose, orange blossom. Base: oud, ambergris accord.',
      },
      {
        id: IDS[4],
        name: 'Late Shift',
        maker: 'Made by the design team of a Seoul studio at a Team Building Atelier',
        story:
          'The brief was "the office at midnight before a launch". The team voted it the winner of the day.',
        notes: 'Top: bergamot, cardamom. Heart: black tea, iris. Base: leather, patchouli.',
      },
    ],
    closingHeading: 'Your creation next?',
    closingBody: (ctx) =>
      `Book a workshop at our ${ctx.atelier.name}. A perfumer guides you from the first blotter to your own labelled bottle.`,
    closingCta: 'Book a workshop',
  },
  ar: {
    title: 'أجمل إبداعات ورشنا',
    seoDescription: 'خمسة عطور مزجها ضيوف ورشنا بأنفسهم: من صنعها، والقصة وراءها، ونفحاتها.',
    heroHeading: 'من صنع ضيوفنا',
    heroBody:
      'في كل أسبوع يغادر ضيوف ورشنا ومعهم عطر لا يملكه أحد غيرهم. بإذنهم، إليكم خمسة من العطور المفضلة لدينا مع النفحات التي اختاروها.',
    heroCta: 'اكتشف الورش',
    creations: [
      {
        id: IDS[0],
        name: 'Monsoon Letter',
        maker: 'من صنع بريا في ورشة ابتكار العطور في سنغافورة',
        story: 'كتبته لأختها المقيمة في الخارج: رائحة أول مطر على الرصيف الساخن، معبّأة كرسالة من الوطن.',
        notes:
          'النفحات العليا: الزنجبيل، اليوسفي الأخضر. نفحات القلب: رائحة المطر على التراب، الشاي الأبيض. نفحات القاعدة: نجيل الهند، المسك الأبيض.',
      },
      {
        id: IDS[1],
        name: "Grandmother's Kebaya",
        maker: 'من صنع مي لينغ وابنتها هوي في ورشة العائلة في سنغافورة',
        story:
          'ثلاثة أجيال في زجاجة واحدة: أوراق الباندان من مطبخ العائلة والياسمين من ثوب الكبايا في يوم الزفاف.',
        notes:
          'النفحات العليا: ورق الباندان، الكالامانسي. نفحات القلب: ياسمين سامباك، بودرة الأرز. نفحات القاعدة: خشب الصندل، العنبر الناعم.',
      },
      {
        id: IDS[2],
        name: 'Saigon 6 AM',
        maker: 'من صنع مينه في ورشة ابتكار العطور في مدينة هو تشي منه',
        story: 'الساعة الأولى من المدينة: قهوة مثلّجة على كرسي بلاستيكي وزهور اللوتس في طريقها إلى السوق.',
        notes:
          'النفحات العليا: القهوة، البرغموت. نفحات القلب: اللوتس، أكورد الحليب المكثّف. نفحات القاعدة: خشب الأرز، حبوب التونكا.',
      },
      {
        id: IDS[3],
        name: 'Desert Rain',
        maker: 'من صنع ليلى ووصيفاتها في ورشة العرائس في دبي',
        story: 'عطر يوم زفافها، وضعته العروس، ووضعت وصيفاتها الخمس نسخة أخفّ منه.',
        notes:
          'النفحات العليا: الزعفران، الفلفل الوردي. نفحات القلب: ورد الطائف، زهر البرتقال. نفحات القاعدة: العود، أكورد العنبر.',
      },
      {
        id: IDS[4],
        name: 'Late Shift',
        maker: 'من صنع فريق التصميم في استوديو من سيول في ورشة بناء روح الفريق',
        story: 'كان الموجز: "المكتب في منتصف الليل قبل إطلاق منتج". وصوّت الفريق له فائزاً في ذلك اليوم.',
        notes:
          'النفحات العليا: البرغموت، الهيل. نفحات القلب: الشاي الأسود، السوسن. نفحات القاعدة: الجلد، الباتشولي.',
      },
    ],
    closingHeading: 'هل يكون إبداعك التالي؟',
    closingBody: (ctx) =>
      `احجز ورشة في ${ctx.atelier.name}. يرشدك خبير عطور من أول شريط اختبار حتى زجاجتك الخاصة التي تحمل ملصقك.`,
    closingCta: 'احجز ورشة',
  },
  'zh-hans': {
    title: '工坊佳作精选',
    seoDescription: '五款由工坊学员亲手调配的香水：出自谁手、背后的故事以及它们的香调。',
    heroHeading: '学员的作品',
    heroBody:
      '每周都有工坊学员带着一款独一无二的香水离开。经他们同意，我们在此分享五款最喜爱的作品及其所选香调。',
    heroCta: '了解工坊',
    creations: [
      {
        id: IDS[0],
        name: 'Monsoon Letter',
        maker: 'Priya 在新加坡的香水创作工坊中调配',
        story: '写给远在海外的妹妹：第一场雨落在炙热路面上的气息，装进瓶中，化作一封家书。',
        notes: '前调：生姜、青柑。中调：雨后泥土香、白茶。后调：岩兰草、白麝香。',
      },
      {
        id: IDS[1],
        name: "Grandmother's Kebaya",
        maker: '美玲与女儿慧在新加坡的亲子香氛工坊中调配',
        story: '三代人装进一个瓶子：家中厨房的香兰叶，与婚礼可峇雅上的茉莉花香。',
        notes: '前调：香兰叶、青金桔。中调：小花茉莉、米粉香。后调：檀香、柔和琥珀。',
      },
      {
        id: IDS[2],
        name: 'Saigon 6 AM',
        maker: 'Minh 在胡志明市的香水创作工坊中调配',
        story: '城市醒来的第一个小时：坐在塑料小凳上的冰咖啡，和正被送往市场的莲花。',
        notes: '前调：咖啡、佛手柑。中调：莲花、炼乳香。后调：雪松、零陵香豆。',
      },
      {
        id: IDS[3],
        name: 'Desert Rain',
        maker: 'Layla 与伴娘们在迪拜的新娘香氛工坊中调配',
        story: '她婚礼当天的香气：新娘自己佩戴，五位伴娘则佩戴更清淡的版本。',
        notes: '前调：藏红花、粉红胡椒。中调：塔伊夫玫瑰、橙花。后调：乌木沉香、龙涎香。',
      },
      {
        id: IDS[4],
        name: 'Late Shift',
        maker: '首尔一家设计工作室的团队在团队建设香氛工坊中调配',
        story: '主题是“产品发布前夜的午夜办公室”。团队投票选它为当天的冠军。',
        notes: '前调：佛手柑、小豆蔻。中调：红茶、鸢尾。后调：皮革、广藿香。',
      },
    ],
    closingHeading: '下一款佳作会是你的吗？',
    closingBody: (ctx) =>
      `在我们的${ctx.atelier.name}预约工坊。调香师将带你从第一张试香纸一路走到贴上专属标签的香水。`,
    closingCta: '预约工坊',
  },
  vi: {
    title: 'Những sáng tạo đẹp nhất từ workshop',
    seoDescription:
      'Năm chai nước hoa do chính khách workshop của chúng tôi pha chế: ai đã làm, câu chuyện phía sau và các tầng hương.',
    heroHeading: 'Do chính khách của chúng tôi tạo nên',
    heroBody:
      'Mỗi tuần, khách tham gia workshop ra về với một chai nước hoa không ai khác có. Được sự đồng ý của họ, đây là năm sáng tạo chúng tôi yêu thích nhất, cùng các tầng hương họ đã chọn.',
    heroCta: 'Xem các workshop',
    creations: [
      {
        id: IDS[0],
        name: 'Monsoon Letter',
        maker: 'Do Priya tạo tại Workshop Sáng tạo Nước hoa ở Singapore',
        story:
          'Viết cho người em gái ở xa: mùi cơn mưa đầu mùa trên mặt đường nóng, đóng chai như một lá thư từ quê nhà.',
        notes:
          'Hương đầu: gừng, quýt xanh. Hương giữa: mùi đất sau mưa, trà trắng. Hương cuối: cỏ hương bài, xạ hương trắng.',
      },
      {
        id: IDS[1],
        name: "Grandmother's Kebaya",
        maker: 'Do Mei Ling và con gái Hui tạo tại Workshop Gia đình ở Singapore',
        story:
          'Ba thế hệ trong một chai: lá dứa từ gian bếp gia đình và hoa nhài trên chiếc áo kebaya ngày cưới.',
        notes:
          'Hương đầu: lá dứa, tắc. Hương giữa: hoa nhài sambac, phấn gạo. Hương cuối: gỗ đàn hương, hổ phách dịu.',
      },
      {
        id: IDS[2],
        name: 'Saigon 6 AM',
        maker: 'Do Minh tạo tại Workshop Sáng tạo Nước hoa ở TP. Hồ Chí Minh',
        story:
          'Giờ đầu tiên của thành phố: ly cà phê sữa đá bên chiếc ghế nhựa và những bó sen đang trên đường ra chợ.',
        notes:
          'Hương đầu: cà phê, cam bergamot. Hương giữa: hoa sen, hương sữa đặc. Hương cuối: gỗ tuyết tùng, đậu tonka.',
      },
      {
        id: IDS[3],
        name: 'Desert Rain',
        maker: 'Do Layla và các phù dâu tạo tại Workshop Cô dâu ở Dubai',
        story: 'Mùi hương của ngày cưới: cô dâu dùng bản đậm, năm cô phù dâu dùng một phiên bản nhẹ hơn.',
        notes:
          'Hương đầu: nghệ tây, tiêu hồng. Hương giữa: hoa hồng Taif, hoa cam. Hương cuối: trầm hương, hương long diên hương.',
      },
      {
        id: IDS[4],
        name: 'Late Shift',
        maker: 'Do đội thiết kế của một studio ở Seoul tạo tại Workshop Gắn kết đội nhóm',
        story:
          'Đề bài là "văn phòng lúc nửa đêm trước ngày ra mắt". Cả đội đã bình chọn đây là tác phẩm thắng cuộc.',
        notes:
          'Hương đầu: cam bergamot, bạch đậu khấu. Hương giữa: trà đen, diên vĩ. Hương cuối: da thuộc, hoắc hương.',
      },
    ],
    closingHeading: 'Sáng tạo tiếp theo là của bạn?',
    closingBody: (ctx) =>
      `Đặt một buổi workshop tại ${ctx.atelier.name} của chúng tôi. Chuyên gia nước hoa sẽ đồng hành cùng bạn từ que thử hương đầu tiên đến chai nước hoa mang nhãn của riêng bạn.`,
    closingCta: 'Đặt workshop',
  },
};

/**
 * The `perfume-best-creations` page (issue 7): five perfumes blended by workshop guests, each a
 * text block (name as heading; who made it, the story and the notes as paragraphs), between two
 * hero blocks leading to the workshop pages. Images are the workshop pictures in assets/.
 */
export function bestCreationsPage(ctx: PageContext): PageContent {
  const t = TEXTS[ctx.language];
  const blocks: SeedCmsBlock[] = [
    {
      id: 'intro',
      type: 'hero',
      data: {
        heading: t.heroHeading,
        body: t.heroBody,
        cta: { label: t.heroCta, href: '/perfume-workshop' },
        image: '/media/workshops/pca.jpg',
      },
    },
    ...t.creations.map((c): SeedCmsBlock => ({
      id: c.id,
      type: 'text',
      data: { heading: c.name, body: `${c.maker}.\n\n${c.story}\n\n${c.notes}` },
    })),
    {
      id: 'book',
      type: 'hero',
      data: {
        heading: t.closingHeading,
        body: t.closingBody(ctx),
        cta: { label: t.closingCta, href: '/perfume-workshop' },
        image: '/media/workshops/la.jpg',
      },
    },
  ];
  return { title: t.title, seoDescription: t.seoDescription, blocks };
}
