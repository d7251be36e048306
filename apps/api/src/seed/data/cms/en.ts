import type { LanguagePages, PageContext } from './context';
import type { SeedShippingRule } from '../types';

function days(rule: SeedShippingRule): string {
  if (rule.method === 'self-collect') return 'Ready the next working day';
  const { minDays, maxDays } = rule;
  if (minDays === null || maxDays === null) return 'On request';
  if (minDays === maxDays) return minDays === 1 ? '1 working day' : `${minDays} working days`;
  return `${minDays}–${maxDays} working days`;
}

function list(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function price(ctx: PageContext, rule: SeedShippingRule): string {
  return rule.priceMinor === 0 ? 'Free' : ctx.money(rule.priceMinor);
}

export const en: LanguagePages = {
  home: (ctx) => ({
    title: 'Perfume, made in Singapore',
    seoDescription:
      'Perfumes, candles and home fragrance blended by hand in Singapore. Take the scent quiz or create your own bespoke perfume.',
    blocks: [
      {
        id: 'hero',
        type: 'hero',
        data: {
          heading: 'Perfume, made in Singapore',
          body: 'Atelier Scents blends perfumes, candles and home fragrance by hand in our Haji Lane atelier. Find your scent in two minutes with our quiz, or create one that is yours alone.',
          cta: { label: 'Create your perfume', href: '/bespoke-perfume' },
          image: '/media/home/hero.jpg',
          image_alt: 'Three perfume bottles, amber, violet and rose, on stone plinths in warm light',
          width: 1920,
          height: 1080,
        },
      },
      {
        id: 'best-sellers',
        type: 'product_grid',
        data: { heading: 'Best sellers', collection: 'best-sellers', limit: 8 },
      },
      {
        id: 'story',
        type: 'text',
        data: {
          heading: 'Born in Singapore',
          body: `We started in 2016 with one workbench on Haji Lane and a simple idea: a perfume should tell a story about where you are. Our perfumers still blend every bottle by hand, with ingredients from across Asia: calamansi, pandan, Vanda orchid and oud.\n\nVisit us at our ${ctx.atelier.name}, ${ctx.atelier.address}. ${ctx.atelier.hours}.`,
        },
      },
      {
        id: 'home-perfumes',
        type: 'product_grid',
        data: { heading: 'For your home', collection: 'all-home-perfumes', limit: 8 },
      },
      {
        id: 'workshops',
        type: 'hero',
        data: {
          heading: 'Make it yourself',
          body: `Join a Perfume Creation Atelier at our ${ctx.atelier.name} and leave with a bottle you blended yourself.`,
          cta: { label: 'Book a workshop', href: '/perfume-workshop' },
          image: '/media/workshops/pca.jpg',
          image_alt: 'A perfumer’s bench: vials in a rack, a beaker and blotters',
          width: 1600,
          height: 1067,
        },
      },
      {
        id: 'delivery',
        type: 'text',
        data: {
          heading: null,
          body: `Free standard delivery in ${ctx.countryName} on orders over ${ctx.money(ctx.standard.freeOverMinor)}.`,
        },
      },
    ],
  }),

  'terms-conditions': (ctx) => ({
    title: 'Terms & Conditions',
    seoDescription: `The terms that apply to orders, promo codes, gift cards, returns and workshops at Atelier Scents ${ctx.countryName}.`,
    blocks: [
      {
        id: 'about',
        type: 'text',
        data: {
          heading: 'About these terms',
          body: `These terms apply to every order placed with Atelier Scents from ${ctx.countryName}. Atelier Scents Pte. Ltd. is registered in Singapore (UEN 201612345K). By placing an order you agree to them.`,
        },
      },
      {
        id: 'orders',
        type: 'text',
        data: {
          heading: 'Orders and prices',
          body: `Prices are shown in ${ctx.currencyName} (${ctx.currency.code}) and include applicable taxes. Your order is confirmed when we send the confirmation e-mail. If an item sells out after you have paid, we refund it in full.`,
        },
      },
      {
        id: 'promo-codes',
        type: 'text',
        data: {
          heading: 'Promo codes and gift cards',
          body: 'One promo code can be used per order. Codes have no cash value and cannot be combined unless stated. Gift cards are valid for 24 months and can be used over several orders until the balance is spent.',
        },
      },
      {
        id: 'returns',
        type: 'text',
        data: {
          heading: 'Returns',
          body: 'Unopened products can be returned within 14 days of delivery for a full refund. For hygiene reasons we cannot take back opened perfumes, bespoke perfumes or products labelled to order, unless they are faulty.',
        },
      },
      {
        id: 'workshops',
        type: 'text',
        data: {
          heading: 'Workshops',
          body: 'Workshop places can be moved or refunded up to 48 hours before the start. Later cancellations are not refunded, but you are welcome to send a friend in your place.',
        },
      },
      {
        id: 'law',
        type: 'text',
        data: {
          heading: 'Governing law',
          body: 'These terms are governed by the laws of Singapore. Questions? Write to hello@atelier-scents.example and we will reply within one working day.',
        },
      },
    ],
  }),

  'shipping-information': (ctx) => ({
    title: 'Shipping Information',
    seoDescription: `Delivery options, costs and times for orders in ${ctx.countryName}.`,
    blocks: [
      {
        id: 'intro',
        type: 'text',
        data: {
          heading: `Delivery in ${ctx.countryName}`,
          body: 'We pack every order by hand in our atelier. Orders placed before 14:00 on a working day leave the same day.',
        },
      },
      {
        id: 'options',
        type: 'table',
        data: {
          heading: 'Delivery options',
          columns: ['Method', 'Cost', 'Delivery time'],
          rows: [ctx.selfCollect, ctx.express, ctx.standard].map((rule) => [
            rule.name.en,
            price(ctx, rule),
            days(rule),
          ]),
        },
      },
      {
        id: 'free-delivery',
        type: 'text',
        data: {
          heading: 'Free delivery',
          body: `Standard delivery is free on orders over ${ctx.money(ctx.standard.freeOverMinor)}.`,
        },
      },
      {
        id: 'self-collect',
        type: 'text',
        data: {
          heading: 'Self Collect',
          body: `Collect your order at our ${ctx.atelier.name}, ${ctx.atelier.address}. Opening hours: ${ctx.atelier.hours}. Please bring your order confirmation e-mail.`,
        },
      },
      {
        id: 'questions',
        type: 'faq',
        data: {
          heading: 'Questions about delivery',
          items: [
            {
              q: 'Can I change my address after ordering?',
              a: 'Write to us within an hour of ordering and we will update it before the parcel leaves.',
            },
            {
              q: 'Do you ship to other countries?',
              a: `We deliver within each of our shop countries: ${list(ctx.allCountryNames)}. Choose your country at the top of the page.`,
            },
          ],
        },
      },
    ],
  }),

  faq: (ctx) => ({
    title: 'Frequently Asked Questions',
    seoDescription:
      'Answers about our perfumes, the bespoke perfume builder, delivery, returns, workshops and gift cards.',
    blocks: [
      {
        id: 'intro',
        type: 'text',
        data: {
          heading: null,
          body: 'Cannot find your answer? Write to hello@atelier-scents.example or visit us at the atelier.',
        },
      },
      {
        id: 'questions',
        type: 'faq',
        data: {
          heading: null,
          items: [
            {
              q: 'How long does a perfume last on the skin?',
              a: 'Our eaux de parfum have an 18% concentration and last six to eight hours on the skin, longer on clothes. Perfume oils sit closer to the skin and last most of the day.',
            },
            {
              q: 'How does the bespoke perfume builder work?',
              a: 'Pick a base scent, a clear or black bottle, a black, gold or white cap, a size (30ml or 100ml) and up to two labels. We blend it to order and send it within three working days.',
            },
            {
              q: 'I do not know where to start. Can you help?',
              a: 'Take our two-minute scent quiz: it finds your scent personality and the products that match it.',
            },
            {
              q: 'How much is delivery?',
              a: `Standard delivery costs ${ctx.money(ctx.standard.priceMinor)} and is free on orders over ${ctx.money(ctx.standard.freeOverMinor)}. Express delivery costs ${ctx.money(ctx.express.priceMinor)}. Self Collect is always free.`,
            },
            {
              q: 'Can I return a product?',
              a: 'Unopened products can be returned within 14 days of delivery. Opened and bespoke perfumes can only be returned if they are faulty.',
            },
            {
              q: 'How do workshops work?',
              a: `Workshops take place at our ${ctx.atelier.name}. Sessions start every 30 minutes from 10:30 to 19:00. Book online and bring your friends.`,
            },
            {
              q: 'Do members get extra benefits?',
              a: "Yes. When a Silver or Gold member books with the code ATELIERGUEST, every guest they bring gets 10% off their workshop place; with a Black member and VIPATELIERGUEST, 20% off. The member's own place is full price.",
            },
            {
              q: 'How do gift cards work?',
              a: `Gift cards come in ${list(ctx.giftCardValues)}. We e-mail them to the recipient on the day you choose, and they are valid for 24 months.`,
            },
            {
              q: 'What if a product is sold out?',
              a: 'Tap "Notify me" on the product page and we will e-mail you as soon as it is back in stock.',
            },
          ],
        },
      },
    ],
  }),
};
