import type { LanguagePages, PageContext } from './context';
import type { SeedShippingRule } from '../types';

function days(rule: SeedShippingRule): string {
  if (rule.method === 'self-collect') return 'جاهز في يوم العمل التالي';
  const { minDays, maxDays } = rule;
  if (minDays === null || maxDays === null) return 'عند الطلب';
  if (minDays === maxDays) {
    if (minDays === 1) return 'يوم عمل واحد';
    if (minDays === 2) return 'يوما عمل';
    return `${minDays} أيام عمل`;
  }
  return `من ${minDays} إلى ${maxDays} أيام عمل`;
}

function list(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join('، ')} و${items.at(-1)}`;
}

function price(ctx: PageContext, rule: SeedShippingRule): string {
  return rule.priceMinor === 0 ? 'مجاناً' : ctx.money(rule.priceMinor);
}

export const ar: LanguagePages = {
  home: (ctx) => ({
    title: 'عطور صُنعت في سنغافورة',
    seoDescription:
      'عطور وشموع وعطور منزلية تُمزج يدوياً في سنغافورة. أجب عن اختبار العطر أو ابتكر عطرك الخاص حسب الطلب.',
    blocks: [
      {
        id: 'hero',
        type: 'hero',
        data: {
          heading: 'عطور صُنعت في سنغافورة',
          body: 'تمزج أتيليه سينتس العطور والشموع وعطور المنزل يدوياً في مشغلنا في حاجي لين. اكتشف عطرك في دقيقتين عبر اختبارنا، أو ابتكر عطراً لك وحدك.',
          cta: { label: 'ابتكر عطرك', href: '/bespoke-perfume' },
          image: '/media/home/hero.jpg',
          image_alt: 'ثلاث زجاجات عطر بالعنبر والبنفسجي والوردي على قواعد حجرية في ضوء دافئ',
          width: 1920,
          height: 1080,
        },
      },
      {
        id: 'best-sellers',
        type: 'product_grid',
        data: { heading: 'الأكثر مبيعاً', collection: 'best-sellers', limit: 8 },
      },
      {
        id: 'story',
        type: 'text',
        data: {
          heading: 'وُلدنا في سنغافورة',
          body: `بدأنا عام 2016 بطاولة عمل واحدة في حاجي لين وفكرة بسيطة: على العطر أن يروي قصة المكان الذي أنت فيه. لا يزال خبراء العطور لدينا يمزجون كل زجاجة يدوياً بمكونات من أنحاء آسيا: الكالامانسي والباندان وأوركيد فاندا والعود.\n\nتفضّل بزيارتنا في ${ctx.atelier.name}، ${ctx.atelier.address}. ${ctx.atelier.hours}.`,
        },
      },
      {
        id: 'home-perfumes',
        type: 'product_grid',
        data: { heading: 'لمنزلك', collection: 'all-home-perfumes', limit: 8 },
      },
      {
        id: 'workshops',
        type: 'hero',
        data: {
          heading: 'اصنعه بنفسك',
          body: `انضم إلى ورشة ابتكار العطور في ${ctx.atelier.name} وغادر ومعك زجاجة مزجتها بنفسك.`,
          cta: { label: 'احجز ورشة', href: '/perfume-workshop' },
          image: '/media/workshops/pca.jpg',
          image_alt: 'طاولة صانع العطور: قوارير في حامل وكأس زجاجية وشرائط اختبار',
          width: 1600,
          height: 1067,
        },
      },
      {
        id: 'delivery',
        type: 'text',
        data: {
          heading: null,
          body: `توصيل عادي مجاني في ${ctx.countryName} للطلبات التي تتجاوز ${ctx.money(ctx.standard.freeOverMinor)}.`,
        },
      },
    ],
  }),

  'terms-conditions': (ctx) => ({
    title: 'الشروط والأحكام',
    seoDescription: `الشروط المطبقة على الطلبات وأكواد الخصم وبطاقات الهدايا والإرجاع والورش لدى أتيليه سينتس في ${ctx.countryName}.`,
    blocks: [
      {
        id: 'about',
        type: 'text',
        data: {
          heading: 'حول هذه الشروط',
          body: `تسري هذه الشروط على كل طلب يُقدَّم إلى أتيليه سينتس من ${ctx.countryName}. شركة Atelier Scents Pte. Ltd. مسجلة في سنغافورة (رقم التسجيل UEN 201612345K). بتقديمك طلباً فإنك توافق على هذه الشروط.`,
        },
      },
      {
        id: 'orders',
        type: 'text',
        data: {
          heading: 'الطلبات والأسعار',
          body: `تُعرض الأسعار بعملة ${ctx.currencyName} (${ctx.currency.code}) وتشمل الضرائب المطبقة. يُؤكَّد طلبك عندما نرسل إليك رسالة التأكيد عبر البريد الإلكتروني. إذا نفد أحد المنتجات بعد الدفع، نرد إليك ثمنه كاملاً.`,
        },
      },
      {
        id: 'promo-codes',
        type: 'text',
        data: {
          heading: 'أكواد الخصم وبطاقات الهدايا',
          body: 'يمكن استخدام كود خصم واحد لكل طلب. ليس للأكواد قيمة نقدية ولا يمكن الجمع بينها ما لم يُذكر خلاف ذلك. بطاقات الهدايا صالحة لمدة 24 شهراً ويمكن استخدامها في عدة طلبات حتى نفاد رصيدها.',
        },
      },
      {
        id: 'returns',
        type: 'text',
        data: {
          heading: 'الإرجاع',
          body: 'يمكن إرجاع المنتجات غير المفتوحة خلال 14 يوماً من التسليم واسترداد ثمنها كاملاً. لأسباب صحية، لا يمكننا استرجاع العطور المفتوحة أو العطور المصنوعة حسب الطلب أو المنتجات التي تحمل ملصقات مخصصة، إلا إذا كان بها عيب.',
        },
      },
      {
        id: 'workshops',
        type: 'text',
        data: {
          heading: 'الورش',
          body: 'يمكن تغيير موعد مقعدك في الورشة أو استرداد ثمنه حتى 48 ساعة قبل بدايتها. لا تُسترد قيمة الإلغاءات بعد ذلك، لكن يسعدنا أن ترسل صديقاً بدلاً منك.',
        },
      },
      {
        id: 'law',
        type: 'text',
        data: {
          heading: 'القانون الحاكم',
          body: 'تخضع هذه الشروط لقوانين سنغافورة. لديك سؤال؟ راسلنا على hello@atelier-scents.example وسنرد خلال يوم عمل واحد.',
        },
      },
    ],
  }),

  'shipping-information': (ctx) => ({
    title: 'معلومات الشحن',
    seoDescription: `خيارات التوصيل وتكاليفه ومواعيده للطلبات في ${ctx.countryName}.`,
    blocks: [
      {
        id: 'intro',
        type: 'text',
        data: {
          heading: `التوصيل في ${ctx.countryName}`,
          body: 'نغلّف كل طلب يدوياً في مشغلنا. الطلبات المقدمة قبل الساعة 14:00 في يوم عمل تُشحن في اليوم نفسه.',
        },
      },
      {
        id: 'options',
        type: 'table',
        data: {
          heading: 'خيارات التوصيل',
          columns: ['الطريقة', 'التكلفة', 'مدة التوصيل'],
          rows: [ctx.selfCollect, ctx.express, ctx.standard].map((rule) => [
            rule.name.ar,
            price(ctx, rule),
            days(rule),
          ]),
        },
      },
      {
        id: 'free-delivery',
        type: 'text',
        data: {
          heading: 'توصيل مجاني',
          body: `التوصيل العادي مجاني للطلبات التي تتجاوز ${ctx.money(ctx.standard.freeOverMinor)}.`,
        },
      },
      {
        id: 'self-collect',
        type: 'text',
        data: {
          heading: 'الاستلام الذاتي',
          body: `استلم طلبك من ${ctx.atelier.name}، ${ctx.atelier.address}. ساعات العمل: ${ctx.atelier.hours}. يُرجى إحضار رسالة تأكيد الطلب.`,
        },
      },
      {
        id: 'questions',
        type: 'faq',
        data: {
          heading: 'أسئلة حول التوصيل',
          items: [
            {
              q: 'هل يمكنني تغيير عنواني بعد تقديم الطلب؟',
              a: 'راسلنا خلال ساعة من تقديم الطلب وسنحدّث العنوان قبل خروج الطرد.',
            },
            {
              q: 'هل تشحنون إلى دول أخرى؟',
              a: `نوصل الطلبات داخل كل دولة من دول متجرنا: ${list(ctx.allCountryNames)}. اختر دولتك من أعلى الصفحة.`,
            },
          ],
        },
      },
    ],
  }),

  faq: (ctx) => ({
    title: 'الأسئلة الشائعة',
    seoDescription: 'إجابات عن عطورنا وأداة تصميم العطر حسب الطلب والتوصيل والإرجاع والورش وبطاقات الهدايا.',
    blocks: [
      {
        id: 'intro',
        type: 'text',
        data: {
          heading: null,
          body: 'لم تجد إجابتك؟ راسلنا على hello@atelier-scents.example أو تفضّل بزيارتنا في المشغل.',
        },
      },
      {
        id: 'questions',
        type: 'faq',
        data: {
          heading: null,
          items: [
            {
              q: 'كم يدوم العطر على البشرة؟',
              a: 'تبلغ نسبة التركيز في عطورنا أو دو بارفان 18%، وتدوم من ست إلى ثماني ساعات على البشرة وأطول على الملابس. أما زيوت العطور فتبقى أقرب إلى البشرة وتدوم معظم اليوم.',
            },
            {
              q: 'كيف تعمل أداة تصميم العطر حسب الطلب؟',
              a: 'اختر عطراً أساسياً، وزجاجة شفافة أو سوداء، وغطاءً أسود أو ذهبياً أو أبيض، والحجم (30 مل أو 100 مل)، وما يصل إلى ملصقين. نمزج عطرك حسب الطلب ونرسله خلال ثلاثة أيام عمل.',
            },
            {
              q: 'لا أعرف من أين أبدأ. هل يمكنكم مساعدتي؟',
              a: 'جرّب اختبار العطر الذي يستغرق دقيقتين: يكشف شخصيتك العطرية والمنتجات التي تناسبها.',
            },
            {
              q: 'كم تبلغ تكلفة التوصيل؟',
              a: `تبلغ تكلفة التوصيل العادي ${ctx.money(ctx.standard.priceMinor)}، وهو مجاني للطلبات التي تتجاوز ${ctx.money(ctx.standard.freeOverMinor)}. وتبلغ تكلفة التوصيل السريع ${ctx.money(ctx.express.priceMinor)}. أما الاستلام الذاتي فمجاني دائماً.`,
            },
            {
              q: 'هل يمكنني إرجاع منتج؟',
              a: 'يمكن إرجاع المنتجات غير المفتوحة خلال 14 يوماً من التسليم. لا يمكن إرجاع العطور المفتوحة والعطور المصنوعة حسب الطلب إلا إذا كان بها عيب.',
            },
            {
              q: 'كيف تُنظَّم الورش؟',
              a: `تُقام الورش في ${ctx.atelier.name}. تبدأ الجلسات كل 30 دقيقة من الساعة 10:30 حتى الساعة 19:00. احجز عبر الإنترنت واصطحب أصدقاءك.`,
            },
            {
              q: 'هل يحصل الأعضاء على مزايا إضافية؟',
              a: 'نعم. عندما يحجز عضو من الفئة الفضية أو الذهبية باستخدام الكود ATELIERGUEST يحصل كل ضيف يرافقه على خصم 10% على مقعده في الورشة، ومع عضو فئة بلاك والكود VIPATELIERGUEST يكون الخصم 20%. أما مقعد العضو نفسه فبالسعر الكامل.',
            },
            {
              q: 'كيف تعمل بطاقات الهدايا؟',
              a: `تتوفر بطاقات الهدايا بقيم ${list(ctx.giftCardValues)}. نرسلها إلى المستلم عبر البريد الإلكتروني في اليوم الذي تختاره، وهي صالحة لمدة 24 شهراً.`,
            },
            {
              q: 'ماذا لو نفد المنتج؟',
              a: 'اضغط على "أعلمني" في صفحة المنتج وسنراسلك فور توفره من جديد.',
            },
          ],
        },
      },
    ],
  }),
};
