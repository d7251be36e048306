import type { LanguagePages, PageContext } from './context';
import type { SeedShippingRule } from '../types';

function days(rule: SeedShippingRule): string {
  if (rule.method === 'self-collect') return '下一个工作日即可取货';
  const { minDays, maxDays } = rule;
  if (minDays === null || maxDays === null) return '视情况而定';
  if (minDays === maxDays) return `${minDays} 个工作日`;
  return `${minDays}–${maxDays} 个工作日`;
}

function list(items: readonly string[]): string {
  return items.join('、');
}

function price(ctx: PageContext, rule: SeedShippingRule): string {
  return rule.priceMinor === 0 ? '免费' : ctx.money(rule.priceMinor);
}

export const zhHans: LanguagePages = {
  home: (ctx) => ({
    title: '新加坡手工香水',
    seoDescription: '在新加坡手工调制的香水、香薰蜡烛与居家香氛。参与香气测试，或定制专属于你的香水。',
    blocks: [
      {
        id: 'hero',
        type: 'hero',
        data: {
          heading: '新加坡手工香水',
          body: 'Atelier Scents 在哈芝巷工作室手工调制香水、蜡烛与居家香氛。花两分钟完成香气测试找到你的味道，或亲手打造一款独一无二的香水。',
          cta: { label: '定制你的香水', href: '/bespoke-perfume' },
          image: '/media/home/hero.jpg',
          image_alt: '三瓶香水——琥珀、紫罗兰与玫瑰色——立于暖光下的石台上',
          width: 1920,
          height: 1080,
        },
      },
      {
        id: 'best-sellers',
        type: 'product_grid',
        data: { heading: '畅销精选', collection: 'best-sellers', limit: 8 },
      },
      {
        id: 'story',
        type: 'text',
        data: {
          heading: '诞生于新加坡',
          body: `2016 年，我们在哈芝巷从一张工作台起步，怀着一个简单的想法：香水应当讲述你所在之地的故事。至今，我们的调香师仍以来自亚洲各地的原料手工调制每一瓶香水：青金橘、香兰、万代兰与沉香。\n\n欢迎莅临我们的${ctx.atelier.name}：${ctx.atelier.address}。营业时间：${ctx.atelier.hours}。`,
        },
      },
      {
        id: 'home-perfumes',
        type: 'product_grid',
        data: { heading: '居家香氛', collection: 'all-home-perfumes', limit: 8 },
      },
      {
        id: 'workshops',
        type: 'hero',
        data: {
          heading: '亲手调制',
          body: `在我们的${ctx.atelier.name}参加香水创作工坊，带走一瓶亲手调配的香水。`,
          cta: { label: '预约工坊', href: '/perfume-workshop' },
          image: '/media/workshops/pca.jpg',
          image_alt: '调香师的工作台：架上的小瓶、烧杯与试香纸',
          width: 1600,
          height: 1067,
        },
      },
      {
        id: 'delivery',
        type: 'text',
        data: {
          heading: null,
          body: `${ctx.countryName}境内订单满 ${ctx.money(ctx.standard.freeOverMinor)} 即享免费标准配送。`,
        },
      },
    ],
  }),

  'terms-conditions': (ctx) => ({
    title: '条款与条件',
    seoDescription: `适用于 Atelier Scents ${ctx.countryName}订单、优惠码、礼品卡、退货及工坊的条款。`,
    blocks: [
      {
        id: 'about',
        type: 'text',
        data: {
          heading: '关于本条款',
          body: `本条款适用于从${ctx.countryName}向 Atelier Scents 提交的所有订单。Atelier Scents Pte. Ltd. 注册于新加坡（UEN 201612345K）。下单即表示你同意本条款。`,
        },
      },
      {
        id: 'orders',
        type: 'text',
        data: {
          heading: '订单与价格',
          body: `价格以${ctx.currencyName}（${ctx.currency.code}）显示，并已包含适用税费。我们发送确认邮件后，你的订单即告成立。如商品在你付款后售罄，我们将全额退款。`,
        },
      },
      {
        id: 'promo-codes',
        type: 'text',
        data: {
          heading: '优惠码与礼品卡',
          body: '每笔订单限用一个优惠码。优惠码不可兑换现金，除另有说明外不可叠加使用。礼品卡有效期为 24 个月，可分多次订单使用，直至余额用完。',
        },
      },
      {
        id: 'returns',
        type: 'text',
        data: {
          heading: '退货',
          body: '未开封商品可在签收后 14 天内退货并获全额退款。出于卫生考虑，已开封的香水、定制香水及按订单贴标的商品除质量问题外恕不退换。',
        },
      },
      {
        id: 'workshops',
        type: 'text',
        data: {
          heading: '工坊',
          body: '工坊名额最迟可在开始前 48 小时改期或退款。此后取消恕不退款，但你可以请朋友代为参加。',
        },
      },
      {
        id: 'law',
        type: 'text',
        data: {
          heading: '适用法律',
          body: '本条款受新加坡法律管辖。如有疑问，请发送邮件至 hello@atelier-scents.example，我们将在一个工作日内回复。',
        },
      },
    ],
  }),

  'shipping-information': (ctx) => ({
    title: '配送信息',
    seoDescription: `${ctx.countryName}订单的配送方式、费用与时效。`,
    blocks: [
      {
        id: 'intro',
        type: 'text',
        data: {
          heading: `${ctx.countryName}境内配送`,
          body: '每一份订单都在工作室手工包装。工作日 14:00 前下单，当天发货。',
        },
      },
      {
        id: 'options',
        type: 'table',
        data: {
          heading: '配送方式',
          columns: ['方式', '费用', '送达时间'],
          rows: [ctx.selfCollect, ctx.express, ctx.standard].map((rule) => [
            rule.name['zh-hans'],
            price(ctx, rule),
            days(rule),
          ]),
        },
      },
      {
        id: 'free-delivery',
        type: 'text',
        data: {
          heading: '免运费',
          body: `订单满 ${ctx.money(ctx.standard.freeOverMinor)} 即享免费标准配送。`,
        },
      },
      {
        id: 'self-collect',
        type: 'text',
        data: {
          heading: '到店自取',
          body: `请到我们的${ctx.atelier.name}取货：${ctx.atelier.address}。营业时间：${ctx.atelier.hours}。取货时请出示订单确认邮件。`,
        },
      },
      {
        id: 'questions',
        type: 'faq',
        data: {
          heading: '配送常见问题',
          items: [
            {
              q: '下单后可以修改地址吗？',
              a: '请在下单后一小时内联系我们，我们会在包裹发出前为你更新地址。',
            },
            {
              q: '可以寄送到其他国家吗？',
              a: `我们在各个商店所在国家境内配送：${list(ctx.allCountryNames)}。请在页面顶部选择你的国家。`,
            },
          ],
        },
      },
    ],
  }),

  faq: (ctx) => ({
    title: '常见问题',
    seoDescription: '关于香水、定制香水、配送、退货、工坊与礼品卡的解答。',
    blocks: [
      {
        id: 'intro',
        type: 'text',
        data: {
          heading: null,
          body: '没有找到答案？请发送邮件至 hello@atelier-scents.example，或亲临工作室咨询。',
        },
      },
      {
        id: 'questions',
        type: 'faq',
        data: {
          heading: null,
          items: [
            {
              q: '香水在皮肤上能留香多久？',
              a: '我们的浓香水香精浓度为 18%，在皮肤上可留香六至八小时，在衣物上更久。香精油更贴近肌肤，可持续大半天。',
            },
            {
              q: '定制香水如何操作？',
              a: '选择基础香调、透明或黑色瓶身、黑色、金色或白色瓶盖、容量（30 毫升或 100 毫升），并添加最多两枚标签。我们按单调制，并在三个工作日内寄出。',
            },
            {
              q: '不知道从何选起，可以帮帮我吗？',
              a: '试试我们两分钟的香气测试：它会找出你的香气性格以及与之相配的产品。',
            },
            {
              q: '运费是多少？',
              a: `标准配送运费为 ${ctx.money(ctx.standard.priceMinor)}，订单满 ${ctx.money(ctx.standard.freeOverMinor)} 免运费。快递配送运费为 ${ctx.money(ctx.express.priceMinor)}。到店自取始终免费。`,
            },
            {
              q: '可以退货吗？',
              a: '未开封商品可在签收后 14 天内退货。已开封的香水和定制香水仅在有质量问题时可退。',
            },
            {
              q: '工坊如何进行？',
              a: `工坊在我们的${ctx.atelier.name}举行。课程从 10:30 至 19:00 每 30 分钟开设一场。在线预约，欢迎携友同行。`,
            },
            {
              q: '会员有额外礼遇吗？',
              a: '有的。银卡和金卡会员使用优惠码 ATELIERGUEST 预约时，每位同行宾客的工坊名额可享 9 折；黑卡会员使用 VIPATELIERGUEST 时，同行宾客可享 8 折。会员本人的名额按原价计。',
            },
            {
              q: '礼品卡如何使用？',
              a: `礼品卡面额有 ${list(ctx.giftCardValues)}。我们会在你选定的日期通过电子邮件发送给收件人，有效期为 24 个月。`,
            },
            {
              q: '商品售罄怎么办？',
              a: '在商品页面点击“到货通知”，商品一到货我们就会发邮件通知你。',
            },
          ],
        },
      },
    ],
  }),
};
