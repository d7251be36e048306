import { L } from '../localized';
import type { SeedPersonality } from '../types';

/** Store quiz results, one per scent mood. */
export const storePersonalities: readonly SeedPersonality[] = [
  {
    key: 'free-spirit',
    partnership: null,
    mood: 0,
    title: L('The Free Spirit', 'الروح الحرة', '自由灵魂', 'Tâm hồn tự do'),
    description: L(
      'You light up a room without trying. Bright citrus, sea air and white tea suit your easy, sunny energy: scents that feel like the first hour of a holiday.',
      'تُضيء المكان دون أن تحاول. تناسب الحمضيات المشرقة ونسيم البحر والشاي الأبيض طاقتك المشمسة والبسيطة: عطور تشبه الساعة الأولى من عطلة.',
      '你不经意间便能点亮整个空间。明亮的柑橘、海风与白茶，最契合你轻松阳光的能量——就像假期开始的第一个小时。',
      'Bạn làm bừng sáng căn phòng mà chẳng cần cố gắng. Cam chanh tươi sáng, gió biển và trà trắng hợp với năng lượng nhẹ nhàng, rạng rỡ của bạn: những mùi hương như giờ đầu tiên của kỳ nghỉ.',
    ),
    image: null,
    recommendedProducts: ['white-tea-yuzu', 'sea-salt-frangipani', 'citrus-grove', 'neroli-crayon-spray'],
  },
  {
    key: 'elegant-muse',
    partnership: null,
    mood: 1,
    title: L('The Elegant Muse', 'الملهمة الأنيقة', '优雅缪斯', 'Nàng thơ thanh lịch'),
    description: L(
      'Poised, thoughtful and always put together. Soft florals and clean woods follow you from the morning meeting to dinner, never louder than you want them to be.',
      'متّزن ومتأنٍّ وأنيق دائماً. ترافقك الأزهار الناعمة والأخشاب النقية من اجتماع الصباح حتى العشاء، دون أن تعلو أكثر مما تريد.',
      '从容、细腻，总是得体。柔和花香与洁净木香陪你从晨会到晚餐，始终恰到好处，从不喧宾夺主。',
      'Điềm tĩnh, chu đáo và luôn chỉn chu. Hương hoa dịu dàng và gỗ thanh sạch theo bạn từ cuộc họp buổi sáng đến bữa tối, không bao giờ nồng hơn mong muốn.',
    ),
    image: null,
    recommendedProducts: ['peony-silk', 'rose-atelier', 'orchid-perfume-oil', 'cedar-rain'],
  },
  {
    key: 'night-romantic',
    partnership: null,
    mood: 2,
    title: L('The Night Romantic', 'رومانسي الليل', '夜之浪漫者', 'Người lãng mạn về đêm'),
    description: L(
      'You come alive after sunset. Heady jasmine, vanilla and warm skin notes leave a trail that people remember long after you have left the table.',
      'تتألق بعد غروب الشمس. يترك الياسمين الفوّاح والفانيليا ونفحات البشرة الدافئة أثراً يتذكره الناس طويلاً بعد مغادرتك المائدة.',
      '日落之后，你才真正苏醒。馥郁茉莉、香草与温暖肌肤气息，留下你离席许久后仍被记起的香迹。',
      'Bạn bừng sống sau khi mặt trời lặn. Hoa nhài nồng nàn, vani và hương da ấm áp để lại một vệt hương khiến người khác nhớ mãi sau khi bạn rời bàn.',
    ),
    image: null,
    recommendedProducts: ['midnight-jasmine', 'jasmine-crayon-spray', 'oud-vanilla-dual-crayon', 'velvet-saffron'],
  },
  {
    key: 'bold-trailblazer',
    partnership: null,
    mood: 3,
    title: L('The Bold Trailblazer', 'الجريء الرائد', '无畏开拓者', 'Người tiên phong táo bạo'),
    description: L(
      'Confident and unforgettable. Amber, oud, saffron and spice match your presence: scents that arrive before you do and stay after the party ends.',
      'واثق ولا يُنسى. يليق العنبر والعود والزعفران والتوابل بحضورك: عطور تصل قبلك وتبقى بعد انتهاء الحفل.',
      '自信而令人难忘。琥珀、沉香、藏红花与香料，与你的气场相得益彰——香气先你而至，曲终人散后依然萦绕。',
      'Tự tin và khó quên. Hổ phách, trầm hương, nghệ tây và gia vị xứng với sự hiện diện của bạn: mùi hương đến trước bạn và còn lưu lại sau khi bữa tiệc kết thúc.',
    ),
    image: null,
    recommendedProducts: ['amber-oud', 'amber-oud-perfume-oil', 'velvet-saffron', 'leather-cedar-car-diffuser'],
  },
];
