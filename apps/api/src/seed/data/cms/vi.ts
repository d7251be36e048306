import type { LanguagePages, PageContext } from './context';
import type { SeedShippingRule } from '../types';

function days(rule: SeedShippingRule): string {
  if (rule.method === 'self-collect') return 'Sẵn sàng vào ngày làm việc tiếp theo';
  const { minDays, maxDays } = rule;
  if (minDays === null || maxDays === null) return 'Theo yêu cầu';
  if (minDays === maxDays) return `${minDays} ngày làm việc`;
  return `${minDays}–${maxDays} ngày làm việc`;
}

function list(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} và ${items.at(-1)}`;
}

function price(ctx: PageContext, rule: SeedShippingRule): string {
  return rule.priceMinor === 0 ? 'Miễn phí' : ctx.money(rule.priceMinor);
}

export const vi: LanguagePages = {
  home: (ctx) => ({
    title: 'Nước hoa làm tại Singapore',
    seoDescription:
      'Nước hoa, nến thơm và hương thơm cho nhà được pha chế thủ công tại Singapore. Làm bài trắc nghiệm mùi hương hoặc tự thiết kế chai nước hoa của riêng bạn.',
    blocks: [
      {
        id: 'hero',
        type: 'hero',
        data: {
          heading: 'Nước hoa làm tại Singapore',
          body: 'Atelier Scents pha chế thủ công nước hoa, nến thơm và hương thơm cho nhà tại xưởng của chúng tôi trên phố Haji Lane. Tìm ra mùi hương của bạn chỉ trong hai phút với bài trắc nghiệm, hoặc tạo nên một mùi hương chỉ của riêng bạn.',
          cta: { label: 'Thiết kế nước hoa của bạn', href: '/bespoke-perfume' },
          image: '/media/home/hero.jpg',
          image_alt: 'Ba chai nước hoa màu hổ phách, tím và hồng trên bệ đá dưới ánh sáng ấm',
          width: 1920,
          height: 1080,
        },
      },
      {
        id: 'best-sellers',
        type: 'product_grid',
        data: { heading: 'Bán chạy nhất', collection: 'best-sellers', limit: 8 },
      },
      {
        id: 'story',
        type: 'text',
        data: {
          heading: 'Sinh ra tại Singapore',
          body: `Chúng tôi bắt đầu vào năm 2016 với một chiếc bàn làm việc trên phố Haji Lane và một ý tưởng đơn giản: nước hoa nên kể câu chuyện về nơi bạn đang sống. Đến nay, các chuyên gia của chúng tôi vẫn pha chế thủ công từng chai với nguyên liệu từ khắp châu Á: tắc, lá dứa, lan Vanda và trầm hương.\n\nHãy ghé thăm ${ctx.atelier.name} của chúng tôi tại ${ctx.atelier.address}. ${ctx.atelier.hours}.`,
        },
      },
      {
        id: 'home-perfumes',
        type: 'product_grid',
        data: { heading: 'Cho ngôi nhà của bạn', collection: 'all-home-perfumes', limit: 8 },
      },
      {
        id: 'workshops',
        type: 'hero',
        data: {
          heading: 'Tự tay làm nên',
          body: `Tham gia Workshop Sáng tạo Nước hoa tại ${ctx.atelier.name} và mang về chai nước hoa do chính bạn pha chế.`,
          cta: { label: 'Đặt chỗ workshop', href: '/perfume-workshop' },
          image: '/media/workshops/pca.jpg',
          image_alt: 'Bàn làm việc của nhà pha chế: lọ nhỏ trên giá, cốc thủy tinh và que thử hương',
          width: 1600,
          height: 1067,
        },
      },
      {
        id: 'delivery',
        type: 'text',
        data: {
          heading: null,
          body: `Miễn phí giao hàng tiêu chuẩn tại ${ctx.countryName} cho đơn hàng trên ${ctx.money(ctx.standard.freeOverMinor)}.`,
        },
      },
    ],
  }),

  'terms-conditions': (ctx) => ({
    title: 'Điều khoản & Điều kiện',
    seoDescription: `Các điều khoản áp dụng cho đơn hàng, mã giảm giá, thẻ quà tặng, đổi trả và workshop tại Atelier Scents ${ctx.countryName}.`,
    blocks: [
      {
        id: 'about',
        type: 'text',
        data: {
          heading: 'Về các điều khoản này',
          body: `Các điều khoản này áp dụng cho mọi đơn hàng đặt tại Atelier Scents từ ${ctx.countryName}. Atelier Scents Pte. Ltd. được đăng ký tại Singapore (UEN 201612345K). Khi đặt hàng, bạn đồng ý với các điều khoản này.`,
        },
      },
      {
        id: 'orders',
        type: 'text',
        data: {
          heading: 'Đơn hàng và giá',
          body: `Giá được hiển thị bằng ${ctx.currencyName} (${ctx.currency.code}) và đã bao gồm các loại thuế áp dụng. Đơn hàng được xác nhận khi chúng tôi gửi email xác nhận. Nếu sản phẩm hết hàng sau khi bạn đã thanh toán, chúng tôi sẽ hoàn tiền đầy đủ.`,
        },
      },
      {
        id: 'promo-codes',
        type: 'text',
        data: {
          heading: 'Mã giảm giá và thẻ quà tặng',
          body: 'Mỗi đơn hàng chỉ áp dụng một mã giảm giá. Mã không có giá trị quy đổi thành tiền mặt và không thể dùng kết hợp trừ khi có ghi chú khác. Thẻ quà tặng có hiệu lực trong 24 tháng và có thể dùng cho nhiều đơn hàng cho đến khi hết số dư.',
        },
      },
      {
        id: 'returns',
        type: 'text',
        data: {
          heading: 'Đổi trả',
          body: 'Sản phẩm chưa mở có thể được trả lại trong vòng 14 ngày kể từ khi nhận hàng để được hoàn tiền đầy đủ. Vì lý do vệ sinh, chúng tôi không nhận lại nước hoa đã mở, nước hoa thiết kế riêng hoặc sản phẩm dán nhãn theo yêu cầu, trừ khi sản phẩm bị lỗi.',
        },
      },
      {
        id: 'workshops',
        type: 'text',
        data: {
          heading: 'Workshop',
          body: 'Bạn có thể đổi lịch hoặc hoàn tiền suất workshop chậm nhất 48 giờ trước giờ bắt đầu. Sau thời điểm đó, chúng tôi không hoàn tiền, nhưng bạn có thể nhờ một người bạn tham gia thay.',
        },
      },
      {
        id: 'law',
        type: 'text',
        data: {
          heading: 'Luật áp dụng',
          body: 'Các điều khoản này được điều chỉnh bởi pháp luật Singapore. Có thắc mắc? Hãy viết cho chúng tôi tại hello@atelier-scents.example, chúng tôi sẽ trả lời trong vòng một ngày làm việc.',
        },
      },
    ],
  }),

  'shipping-information': (ctx) => ({
    title: 'Thông tin giao hàng',
    seoDescription: `Các phương thức, chi phí và thời gian giao hàng cho đơn hàng tại ${ctx.countryName}.`,
    blocks: [
      {
        id: 'intro',
        type: 'text',
        data: {
          heading: `Giao hàng tại ${ctx.countryName}`,
          body: 'Mỗi đơn hàng đều được đóng gói thủ công tại xưởng của chúng tôi. Đơn đặt trước 14:00 vào ngày làm việc sẽ được gửi đi trong ngày.',
        },
      },
      {
        id: 'options',
        type: 'table',
        data: {
          heading: 'Phương thức giao hàng',
          columns: ['Phương thức', 'Chi phí', 'Thời gian giao'],
          rows: [ctx.selfCollect, ctx.express, ctx.standard].map((rule) => [
            rule.name.vi,
            price(ctx, rule),
            days(rule),
          ]),
        },
      },
      {
        id: 'free-delivery',
        type: 'text',
        data: {
          heading: 'Miễn phí giao hàng',
          body: `Giao hàng tiêu chuẩn miễn phí cho đơn hàng trên ${ctx.money(ctx.standard.freeOverMinor)}.`,
        },
      },
      {
        id: 'self-collect',
        type: 'text',
        data: {
          heading: 'Tự đến lấy',
          body: `Nhận đơn hàng tại ${ctx.atelier.name} của chúng tôi, ${ctx.atelier.address}. Giờ mở cửa: ${ctx.atelier.hours}. Vui lòng mang theo email xác nhận đơn hàng.`,
        },
      },
      {
        id: 'questions',
        type: 'faq',
        data: {
          heading: 'Câu hỏi về giao hàng',
          items: [
            {
              q: 'Tôi có thể đổi địa chỉ sau khi đặt hàng không?',
              a: 'Hãy liên hệ với chúng tôi trong vòng một giờ sau khi đặt hàng, chúng tôi sẽ cập nhật trước khi gửi kiện hàng đi.',
            },
            {
              q: 'Các bạn có giao hàng đến quốc gia khác không?',
              a: `Chúng tôi giao hàng trong phạm vi từng quốc gia có cửa hàng: ${list(ctx.allCountryNames)}. Hãy chọn quốc gia của bạn ở đầu trang.`,
            },
          ],
        },
      },
    ],
  }),

  faq: (ctx) => ({
    title: 'Câu hỏi thường gặp',
    seoDescription:
      'Giải đáp về nước hoa, công cụ thiết kế nước hoa riêng, giao hàng, đổi trả, workshop và thẻ quà tặng.',
    blocks: [
      {
        id: 'intro',
        type: 'text',
        data: {
          heading: null,
          body: 'Chưa tìm thấy câu trả lời? Hãy viết cho chúng tôi tại hello@atelier-scents.example hoặc ghé thăm xưởng.',
        },
      },
      {
        id: 'questions',
        type: 'faq',
        data: {
          heading: null,
          items: [
            {
              q: 'Nước hoa lưu hương trên da bao lâu?',
              a: 'Nước hoa Eau de Parfum của chúng tôi có nồng độ 18%, lưu hương từ sáu đến tám tiếng trên da và lâu hơn trên quần áo. Tinh dầu nước hoa bám gần da hơn và lưu hương gần như cả ngày.',
            },
            {
              q: 'Công cụ thiết kế nước hoa riêng hoạt động thế nào?',
              a: 'Chọn một nền hương, chai trong hoặc đen, nắp đen, vàng hoặc trắng, dung tích (30ml hoặc 100ml) và tối đa hai nhãn. Chúng tôi pha chế theo đơn và gửi đi trong vòng ba ngày làm việc.',
            },
            {
              q: 'Tôi không biết bắt đầu từ đâu. Các bạn có thể giúp không?',
              a: 'Hãy làm bài trắc nghiệm mùi hương hai phút: bài trắc nghiệm sẽ tìm ra tính cách mùi hương của bạn và những sản phẩm phù hợp.',
            },
            {
              q: 'Phí giao hàng là bao nhiêu?',
              a: `Giao hàng tiêu chuẩn có phí ${ctx.money(ctx.standard.priceMinor)} và miễn phí cho đơn hàng trên ${ctx.money(ctx.standard.freeOverMinor)}. Giao hàng nhanh có phí ${ctx.money(ctx.express.priceMinor)}. Tự đến lấy luôn miễn phí.`,
            },
            {
              q: 'Tôi có thể trả lại sản phẩm không?',
              a: 'Sản phẩm chưa mở có thể được trả lại trong vòng 14 ngày kể từ khi nhận hàng. Nước hoa đã mở và nước hoa thiết kế riêng chỉ được trả lại nếu bị lỗi.',
            },
            {
              q: 'Workshop diễn ra như thế nào?',
              a: `Workshop được tổ chức tại ${ctx.atelier.name} của chúng tôi. Các buổi bắt đầu mỗi 30 phút từ 10:30 đến 19:00. Đặt chỗ trực tuyến và rủ bạn bè cùng tham gia.`,
            },
            {
              q: 'Thành viên có thêm ưu đãi gì không?',
              a: 'Có. Khi thành viên hạng Silver hoặc Gold đặt chỗ với mã ATELIERGUEST, mỗi khách đi cùng được giảm 10% suất workshop của mình; với thành viên hạng Black và mã VIPATELIERGUEST, mức giảm là 20%. Suất của chính thành viên giữ nguyên giá.',
            },
            {
              q: 'Thẻ quà tặng hoạt động thế nào?',
              a: `Thẻ quà tặng có các mệnh giá ${list(ctx.giftCardValues)}. Chúng tôi gửi thẻ qua email cho người nhận vào ngày bạn chọn, và thẻ có hiệu lực trong 24 tháng.`,
            },
            {
              q: 'Nếu sản phẩm hết hàng thì sao?',
              a: 'Nhấn "Báo cho tôi" trên trang sản phẩm, chúng tôi sẽ gửi email ngay khi có hàng trở lại.',
            },
          ],
        },
      },
    ],
  }),
};
