// Issue 9 "Hostile input", XSS: classic payloads typed into every text a shopper can enter (their
// name at registration, a checkout address, a gift message, perfume labels, a gift card's names and
// message, a workshop booking's client, a business enquiry, the newsletter and notify-me forms) and
// written into CMS pages through the content import (rich-text HTML and plain-text fields). Every
// page where the text comes back is checked in real Chromium: nothing ran (no `window.__xss`, no
// dialog), no markup was injected (no handler attributes, `javascript:` links, inline scripts or
// frames), and the text is shown exactly as typed, so a page that silently drops it fails too. The
// e-mails sent from these values (a real SMTP mailbox) carry them HTML-escaped.
import { afterAll, describe, expect, it } from 'vitest';
import { checkoutLabels } from './support/checkout-labels';
import { confirmedOrderNumber, fillCard, GOOD_CARD, payButton } from './support/checkout-steps';
import { useJourney } from './support/journey';
import { createMailbox } from './support/mailbox';
import { throughShippingWith } from './support/xss-checkout';
import { CMS, prepareHostileContent } from './support/xss-content';
import { unescapedIn } from './support/xss-mail';
import { XSS } from './support/xss-payloads';
import { watchForXss, type XssWatch } from './support/xss-watch';

const mailbox = createMailbox();
let removeContent: (() => void) | undefined;
const SALES = 'sales@atelier.test';
const journey = useJourney(async () => {
  const content = await prepareHostileContent();
  removeContent = content.remove;
  return { ...(await mailbox.start()), DATA_DIR: content.dataDir, SALES_EMAIL: SALES };
});
afterAll(async () => {
  await mailbox.stop();
  // Hooks after the tests run in reverse order: stop the server before its data folder goes.
  if (removeContent) {
    await Promise.resolve()
      .then(() => journey.stack.halt())
      .catch(() => undefined);
    removeContent();
  }
});
const l = checkoutLabels.en;
const base = () => `${journey.stack.baseUrl}/sg/en`;

async function newWatchedPage(): Promise<XssWatch> {
  return watchForXss(await journey.newPage());
}

describe('the XSS watch itself', () => {
  // Proof that the checks below can fail: a payload that does get into a page is caught.
  it('catches a handler that ran, a dialog and a script link, and an unescaped e-mail', async () => {
    const ran = await newWatchedPage();
    await ran.page.goto(`${base()}/faq`);
    await ran.page.evaluate((html) => document.body.insertAdjacentHTML('beforeend', html), XSS.img);
    await ran.page.waitForFunction(() => (window as { __xss?: unknown }).__xss === 1);
    await ran.page.goto(`${base()}/cart`);
    await expect(ran.expectInert('a page after the one that ran it')).rejects.toThrow(/window\.__xss = 1/);

    const dialog = await newWatchedPage();
    await dialog.page.goto(`${base()}/faq`);
    await dialog.page.evaluate(() => {
      const link = document.createElement('a');
      link.href = 'javascript:void 0';
      link.textContent = 'x';
      document.body.append(link);
      alert('xss');
    });
    await expect(dialog.expectInert('an injected page')).rejects.toThrow(
      /dialog alert\("xss"\)[\s\S]*script URL in href/,
    );

    const mail = { to: [], text: `Content-Type: text/html\r\n\r\n<p>Hi ${XSS.img}</p>\r\n--b--` };
    expect(unescapedIn(mail, [XSS.img, XSS.svg])).toEqual([
      `as markup: ${XSS.img}`,
      `missing (escaped): ${XSS.img}`,
      `missing (escaped): ${XSS.svg}`,
    ]);
    await ran.page.close();
    await dialog.page.close();
  });
});

describe('a member types payloads into their name, address, labels and gift message', () => {
  const MEMBER = 'xss.member@example.com';
  const name = { first: XSS.img, last: XSS.script };
  const address = {
    firstName: XSS.svg,
    lastName: XSS.details,
    line1: `${XSS.script} 1 Orchard Road`,
    line2: XSS.javascriptUrl,
    city: XSS.rtl,
    postalCode: '238823',
    phone: '+65 9123 4567',
  };
  const giftMessage = `${XSS.img} ${XSS.template} ${XSS.alert}`;

  it('sees every text back as text on the account, cart, checkout, confirmation and order pages, and in the e-mail', async () => {
    const watch = await newWatchedPage();
    const { page } = watch;

    await page.goto(`${base()}/register`);
    await page.getByRole('textbox', { name: 'First name' }).fill(name.first);
    await page.getByRole('textbox', { name: 'Last name' }).fill(name.last);
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(MEMBER);
    await page.getByLabel('Password', { exact: true }).fill('Scents2026!xss');
    await page.getByRole('button', { name: 'Create account' }).click();
    await watch.expectInert('the welcome message', [`Welcome, ${name.first}. Your account is ready.`]);
    await page.getByRole('button', { name: l.account, exact: true }).waitFor();

    await page.goto(`${base()}/account`);
    await watch.expectInert('the account page', [`${name.first} ${name.last}`]);

    // The perfume builder: an RLO override is refused as unprintable; the 20-character handler
    // payload and a template expression are taken as label text.
    await page.goto(`${base()}/bespoke-perfume`);
    const group = (groupName: string) => page.getByRole('group', { name: groupName, exact: true });
    await group('Scent family').getByRole('radio').first().check();
    await group('Perfume').getByRole('radio').first().check();
    await group('Mood').getByRole('radio').first().check();
    await group('Back label').getByRole('textbox').fill('\u202Eabc');
    await page.getByText('Use letters, digits, punctuation and spaces only, on one line.').waitFor();
    await group('Front label').getByRole('textbox').fill(XSS.label);
    await group('Back label').getByRole('textbox').fill(XSS.labelBack);
    await watch.expectInert('the builder preview', [XSS.label, XSS.labelBack]);
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await page.getByText(/was added to your cart\.$/).waitFor();

    await page.goto(`${base()}/cart`);
    await watch.expectInert('the cart', [XSS.label, XSS.labelBack]);

    await throughShippingWith(page, base(), l, address);
    await page.getByRole('textbox', { name: /^This is a gift/ }).fill(giftMessage);
    await watch.expectInert('the payment step', [
      XSS.label,
      XSS.labelBack,
      XSS.img,
      XSS.template,
      XSS.alert,
      `${address.firstName} ${address.lastName}`,
      address.line1,
      address.line2,
      address.city,
    ]);
    await page.reload();
    await watch.expectInert('the payment step after a reload', [XSS.template, address.line1]);

    await fillCard(page, l, GOOD_CARD);
    await payButton(page, l).click();
    const number = await confirmedOrderNumber(page, l);
    await watch.expectInert('the confirmation', [XSS.label, XSS.template, address.line1, address.city]);

    await page.goto(`${base()}/account/orders`);
    await page.getByRole('link', { name: new RegExp(number) }).click();
    await watch.expectInert('the order in the account', [
      XSS.label,
      XSS.labelBack,
      XSS.img,
      XSS.template,
      XSS.alert,
      `${address.firstName} ${address.lastName}`,
      address.line1,
      address.line2,
      address.city,
    ]);

    const mail = await mailbox.waitFor(MEMBER, new RegExp(number));
    expect(
      unescapedIn(mail, [XSS.img, XSS.alert, XSS.template, address.firstName, address.line1, XSS.label]),
    ).toEqual([]);
    await page.close();
  });
});

describe('a gift card with payloads in its names and message', () => {
  const FRIEND = 'xss.friend@example.com';
  const card = { recipient: XSS.svg, sender: XSS.details, message: `${XSS.img} ${XSS.rtl}` };

  it('shows them as text on the way to payment and e-mails them escaped', async () => {
    const watch = await newWatchedPage();
    const { page } = watch;
    await page.goto(`${base()}/gift-cards`);
    await page.getByRole('group', { name: 'Card value' }).getByRole('radio', { name: 'S$50.00' }).check();
    await page.getByRole('textbox', { name: "Recipient's name" }).fill(card.recipient);
    await page.getByRole('textbox', { name: "Recipient's e-mail" }).fill(FRIEND);
    await page.getByRole('textbox', { name: 'Your name' }).fill(card.sender);
    await page.getByRole('textbox', { name: /^Your e-mail/ }).fill('xss.buyer@example.com');
    await page.getByRole('textbox', { name: /^Message/ }).fill(card.message);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('heading', { name: 'Pay for your order', level: 1 }).waitFor();
    await watch.expectInert('the gift card order', [`Gift card for ${card.recipient}`]);
    await fillCard(page, l, GOOD_CARD);
    await payButton(page, l).click();
    await confirmedOrderNumber(page, l);
    await watch.expectInert('the gift card confirmation', [`Gift card for ${card.recipient}`]);

    const mail = await mailbox.waitFor(FRIEND, /[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/);
    expect(unescapedIn(mail, [card.recipient, card.sender, XSS.img, XSS.rtl])).toEqual([]);
    await page.close();
  });
});

describe('a workshop booking with payloads in the client details', () => {
  const CLIENT = 'xss.client@example.com';

  it('is booked and paid, and the confirmation e-mail carries the name escaped', async () => {
    const watch = await newWatchedPage();
    const { page } = watch;
    await page.goto(`${journey.stack.baseUrl}/sg/workshop?service=PCA`);
    await page.getByRole('group', { name: 'Day' }).getByRole('button').nth(1).click();
    await page
      .getByRole('group', { name: 'Time' })
      .getByRole('button', { name: /^10:30\b/ })
      .click();
    await page.getByRole('textbox', { name: 'First name' }).fill(XSS.img);
    await page.getByRole('textbox', { name: 'Last name' }).fill(XSS.template);
    await page.getByRole('textbox', { name: l.email, exact: true }).fill(CLIENT);
    await page.getByRole('textbox', { name: l.phone, exact: true }).fill('+65 9123 4567');
    await page.getByRole('button', { name: 'Book and pay' }).click();
    await page.waitForURL(/workshop\?booking=[0-9a-f-]{36}/);
    await watch.expectInert('the booking payment page');
    await fillCard(page, l, GOOD_CARD);
    await page.getByRole('button', { name: /^Pay S\$/ }).click();
    await page.getByRole('heading', { name: 'Your workshop is booked' }).waitFor({ timeout: 30_000 });
    await watch.expectInert('the booking confirmation', [
      `A confirmation e-mail is on its way to ${CLIENT}.`,
    ]);

    const mail = await mailbox.waitFor(CLIENT, /Perfume Creation Atelier/);
    expect(unescapedIn(mail, [XSS.img])).toEqual([]);
    await page.close();
  });
});

describe('a business enquiry with payloads', () => {
  it('thanks the enquirer by the name as typed and e-mails sales the text escaped', async () => {
    const watch = await newWatchedPage();
    const { page } = watch;
    await page.goto(`${journey.stack.baseUrl}/sg/business-scenting/contact`);
    await page.getByRole('textbox', { name: 'Company' }).fill(XSS.script);
    await page.getByRole('textbox', { name: 'Your name' }).fill(XSS.svg);
    await page.getByRole('textbox', { name: 'E-mail' }).fill('xss.buyer@lumiere.example');
    await page.getByRole('textbox', { name: 'Message' }).fill(`${XSS.img}\n${XSS.template}\n${XSS.rtl}`);
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await watch.expectInert('the enquiry thanks', [`Thank you, ${XSS.svg}.`]);

    const mail = await mailbox.waitFor(SALES, /xss\.buyer@lumiere\.example/);
    expect(unescapedIn(mail, [XSS.script, XSS.svg, XSS.img, XSS.template, XSS.rtl])).toEqual([]);
    await page.close();
  });
});

describe('the newsletter and notify-me forms', () => {
  it('refuse a payload as an e-mail address without putting it into the page', async () => {
    const watch = await newWatchedPage();
    const { page } = watch;
    const payloadAddress = `"${XSS.svg}"@example.com`;
    await page.goto(`${base()}/product/holder/terrazzo-candle-holder`);
    const notify = page.getByRole('form', { name: 'Get an e-mail when it is back' });
    await notify.getByRole('textbox', { name: 'E-mail' }).fill(payloadAddress);
    await notify.getByRole('button', { name: 'Notify me' }).click();
    await page.getByText('Enter an e-mail address like name@example.com.').first().waitFor();
    await page.getByRole('textbox', { name: 'E-mail for the newsletter' }).fill(payloadAddress);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await watch.expectInert('the product page forms');
    expect(await page.getByText('Enter an e-mail address like name@example.com.').count()).toBe(2);
    await page.close();
  });
});

describe('links with payloads in their path and query', () => {
  it('leave every page inert, and a login never returns to a javascript: address', async () => {
    const watch = await newWatchedPage();
    const { page } = watch;
    const q = encodeURIComponent;
    const links = [
      `${base()}/cart?reward_code=${q(XSS.img)}&discount_code=${q(XSS.script)}`,
      `${base()}/checkout?step=${q(XSS.svg)}&view=${q(XSS.img)}&substep=${q(XSS.template)}`,
      `${base()}/product/single-candle/${q(XSS.svg)}`,
      `${base()}/workshop?service=${q(XSS.img)}&date=${q(XSS.script)}`,
      `${journey.stack.baseUrl}/sg/business-scenting/contact?product=${q(XSS.img)}`,
      `${journey.stack.baseUrl}/sg/business-scenting/custom-page/xss-check/draft?preview_token=${q(XSS.svg)}`,
    ];
    for (const link of links) {
      await page.goto(link);
      // The page, its not-found page, or (a product id the API refuses) the product's load error.
      await page
        .getByRole('heading', { level: 1 })
        .or(page.getByText('This product could not be loaded'))
        .first()
        .waitFor();
      await watch.expectInert(`the link ${link}`);
    }

    await page.goto(`${base()}/login?returnTo=${q(XSS.javascriptUrl)}`);
    await page.getByRole('textbox', { name: l.email, exact: true }).fill('silver@atelier.test');
    await page.getByLabel(l.password, { exact: true }).fill('Scents2026!');
    await page.getByRole('button', { name: l.logIn, exact: true }).click();
    await page.getByRole('button', { name: l.account, exact: true }).waitFor();
    expect(new URL(page.url()).protocol).toBe('http:');
    await watch.expectInert('the page after logging in');
    await page.close();
  });
});

describe('CMS pages written with payloads, through the content import', () => {
  // What the plain-text fields hold must read as typed; the HTML keeps its words and loses the rest.
  const shownTexts = (title: string) => [
    title,
    CMS.seoTitle,
    CMS.heroHeading,
    CMS.heroBody,
    CMS.faqQuestion,
    'Yes.',
    XSS.details,
    CMS.quote,
    XSS.script,
    XSS.img,
    CMS.tableCell,
    CMS.richBefore,
    CMS.richAfter,
    CMS.safeLinkText,
    CMS.badLinkText,
    CMS.markdownText,
  ];

  async function expectCmsPage(
    watch: XssWatch,
    where: string,
    title: string,
    description: string,
    alsoShown: readonly string[] = [],
  ) {
    const { page } = watch;
    await watch.expectInert(where, [...shownTexts(title), ...alsoShown]);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(title);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(description);
    // Only the harmless link is a link; the others keep their words as plain text or disappear.
    const safe = page.getByRole('link', { name: CMS.safeLinkText });
    expect(await safe.getAttribute('href')).toMatch(/\/shipping-information$/);
    for (const linkName of [CMS.badLinkText, CMS.markdownText, CMS.heroCta, CMS.ctaLabel])
      expect(await page.getByRole('link', { name: linkName }).count()).toBe(0);
  }

  it('serves the HTML sanitised: no handler, script, image or script link in any HTML field', async () => {
    const res = await fetch(`${journey.stack.baseUrl}/api/cms/pages/?slug=faq-sg-en`, {
      headers: { 'Accept-Country': 'sg', 'Accept-Language': 'en' },
    });
    expect(res.status).toBe(200);
    const htmlFields: string[] = [];
    const walk = (value: unknown, key = ''): void => {
      if (typeof value === 'string' && /(^|_)html$/.test(key)) htmlFields.push(value);
      else if (value && typeof value === 'object')
        for (const [k, v] of Object.entries(value)) walk(v, Array.isArray(value) ? key : k);
    };
    walk(await res.json());
    expect(htmlFields.length).toBeGreaterThan(2);
    for (const html of htmlFields)
      expect(html).not.toMatch(
        /<(script|img|svg|iframe|math|form|base|meta)\b|<[^>]*\son\w+\s*=|<[^>]*javascript:/i,
      );
  });

  it('shows the store page inert with its texts as written', async () => {
    const watch = await newWatchedPage();
    await watch.page.goto(`${base()}/faq`);
    // The store shows the SEO description as the page's lead.
    await expectCmsPage(watch, 'the store FAQ page', CMS.title, CMS.seoDescription, [CMS.seoDescription]);
    await watch.page.close();
  });

  it('shows the business custom page and success story inert, and the story in its list', async () => {
    const watch = await newWatchedPage();
    const { page } = watch;
    await page.goto(`${journey.stack.baseUrl}/sg/business-scenting/custom-page/xss-check`);
    await expectCmsPage(watch, 'the business custom page', CMS.businessTitle, CMS.seoDescription);

    await page.goto(`${journey.stack.baseUrl}/sg/business-scenting/success-stories`);
    await watch.expectInert('the success stories list', [CMS.storyTitle]);
    await page.getByRole('link', { name: CMS.storyTitle }).first().click();
    await expectCmsPage(watch, 'the success story', CMS.storyTitle, CMS.storyDescription);
    await page.close();
  });
});
