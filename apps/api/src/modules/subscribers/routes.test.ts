import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxEmails, subscribers } from '../../db/schema';
import { expectToMatchContract } from '../../../test/support/contract-matcher';
import { databases } from '../../../test/support/databases';
import { request } from '../../../test/support/http-client';
import { useTestServer } from '../../../test/support/test-server';
import { logSender } from '../mail';
import { dispatchDueEmails } from '../mail/dispatcher';

describe.each(databases())('newsletter on %s', (target) => {
  // The dispatcher is driven by hand: it empties a confirmation e-mail's body once delivered.
  const server = useTestServer(target, { mail: false });
  const subscribe = (body: unknown, headers: Record<string, string> = {}) =>
    request(server.url, 'POST', '/api/subcribers/', { body, headers });

  it('subscribes an address once and answers a known address exactly like a new one', async () => {
    const first = await subscribe(
      { email: 'linh.news@example.com', source: 'footer' },
      { 'accept-country': 'vn', 'accept-language': 'vi' },
    );
    expect(first.status).toBe(201);
    expectToMatchContract('POST', '/api/subcribers/', 201, first.body);
    expect(first.body).toEqual({ email: 'linh.news@example.com' });

    const again = await subscribe({ email: 'Linh.News@example.com' });
    expect(again.status).toBe(201);
    expectToMatchContract('POST', '/api/subcribers/', 201, again.body);
    expect(again.body).toEqual({ email: 'Linh.News@example.com' });

    const rows = await server.db
      .select()
      .from(subscribers)
      .where(sql`lower(${subscribers.email}) = 'linh.news@example.com'`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email: 'linh.news@example.com',
      source: 'footer',
      country: 'vn',
      language: 'vi',
    });
  });

  it('answers 400 naming the field, with the submitted address echoed', async () => {
    const bad = await subscribe({ email: 'linh@example' });
    expect(bad.status).toBe(400);
    expectToMatchContract('POST', '/api/subcribers/', 400, bad.body);
    const body = bad.body as { email: string; errors: { field: string }[] };
    expect(body.email).toBe('linh@example');
    expect(body.errors.map((e) => e.field)).toContain('body.email');
    expect(body.errors.every((e) => e.field === 'body.email')).toBe(true);

    const missing = await subscribe({});
    expect(missing.body).toMatchObject({ errors: [{ field: 'body.email', reason: 'is required' }] });
    const extra = await subscribe({ email: 'linh.x@example.com', admin: true });
    expect(extra.body).toMatchObject({ errors: [{ field: 'body.admin', reason: 'is not allowed' }] });
    const badSource = await subscribe({ email: 'linh.x@example.com', source: 'Footer Form' });
    expect(badSource.body).toMatchObject({ errors: [{ field: 'body.source' }] });
  });

  const subscriberRow = async (email: string) => {
    const [row] = await server.db
      .select()
      .from(subscribers)
      .where(sql`lower(${subscribers.email}) = lower(${email})`);
    return row;
  };
  const emailsTo = (email: string, kind: string) =>
    server.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.recipient, email), eq(outboxEmails.kind, kind)))
      .orderBy(outboxEmails.id);
  const confirmToken = (text: string) => /\/newsletter\/confirm#token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  const confirm = (token: string) =>
    request(server.url, 'POST', '/api/subcribers/confirm/', { body: { token } });

  it('keeps a new address pending until the e-mailed link confirms it, once', async () => {
    const email = 'an.optin@example.com';
    const first = await subscribe({ email }, { 'accept-country': 'vn', 'accept-language': 'vi' });
    expect(first.status).toBe(201);
    expect(await subscriberRow(email)).toMatchObject({ confirmedAt: null });

    const [mail] = await emailsTo(email, 'newsletter_confirmation');
    expect(mail!.subject).toBe('Vui lòng xác nhận đăng ký bản tin Atelier Scents');
    expect(mail!.headers).toBeNull();
    const token = confirmToken(mail!.textBody)!;
    expect(mail!.textBody).toContain(`http://shop.test/vn/vi/newsletter/confirm#token=${token}`);
    // The token itself is never stored, only its hash.
    expect(JSON.stringify(await subscriberRow(email))).not.toContain(token);

    // Asking again at once: the same answer, no second e-mail (no inbox flooding).
    const again = await subscribe({ email });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await emailsTo(email, 'newsletter_confirmation')).toHaveLength(1);

    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expectToMatchContract('POST', '/api/subcribers/confirm/', 200, confirmed.body);
    expect(confirmed.body).toEqual({ email });
    expect((await subscriberRow(email))!.confirmedAt).toBeInstanceOf(Date);

    const reused = await confirm(token);
    expect(reused.status).toBe(400);
    expectToMatchContract('POST', '/api/subcribers/confirm/', 400, reused.body);
    expect(reused.body).toMatchObject({
      errors: [{ field: 'body.token', reason: 'is invalid, used or expired' }],
    });

    // Once delivered, the outbox keeps no copy of the link (its token is a key).
    const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
    while ((await dispatchDueEmails(server.db, logSender(silent), silent)) > 0);
    const [delivered] = await emailsTo(email, 'newsletter_confirmation');
    expect(delivered).toMatchObject({ status: 'logged', textBody: '', htmlBody: '' });

    // A confirmed address signing up again: same answer, nothing sent.
    expect((await subscribe({ email })).body).toEqual({ email });
    expect(await emailsTo(email, 'newsletter_confirmation')).toHaveLength(1);
  });

  it('refuses a confirmation link older than 7 days, and sends a pending address a new one later', async () => {
    const email = 'late.optin@example.com';
    await subscribe({ email });
    const [mail] = await emailsTo(email, 'newsletter_confirmation');
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000);
    await server.db
      .update(subscribers)
      .set({ confirmSentAt: eightDaysAgo })
      .where(eq(subscribers.email, email));
    expect((await confirm(confirmToken(mail!.textBody)!)).status).toBe(400);
    expect((await subscriberRow(email))!.confirmedAt).toBeNull();

    await subscribe({ email });
    const mails = await emailsTo(email, 'newsletter_confirmation');
    expect(mails).toHaveLength(2);
    expect((await confirm(confirmToken(mails[1]!.textBody)!)).status).toBe(200);
  });

  it('sends marketing e-mails with one-click unsubscribe: List-Unsubscribe headers, a visible link, POST without login', async () => {
    const email = 'one.click@example.com';
    await subscribe({ email }, { 'accept-country': 'ae', 'accept-language': 'ar' });
    const [confirmation] = await emailsTo(email, 'newsletter_confirmation');
    await confirm(confirmToken(confirmation!.textBody)!);

    const [welcome] = await emailsTo(email, 'newsletter_welcome');
    expect(welcome!.headers).toMatchObject({
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const header = welcome!.headers!['List-Unsubscribe']!;
    const oneClick = new URL(/^<(.+)>$/.exec(header)![1]!);
    expect(`${oneClick.origin}${oneClick.pathname}`).toBe('http://shop.test/api/subcribers/unsubscribe/');
    const token = oneClick.searchParams.get('token')!;
    // The visible link: the store's page in the subscriber's language, with the same token.
    expect(welcome!.htmlBody).toContain(
      `href="http://shop.test/ae/ar/newsletter/unsubscribe#token=${token}"`,
    );
    expect(welcome!.htmlBody).toContain('إلغاء الاشتراك');

    // A GET (a mail client opening the URL) only leads to the store's page.
    const opened = await fetch(`${server.url}${oneClick.pathname}${oneClick.search}`, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`/ae/ar/newsletter/unsubscribe#token=${token}`);
    expect((await subscriberRow(email))!.confirmedAt).toBeInstanceOf(Date);

    // A forged token is refused and changes nothing.
    const forged = await fetch(
      `${server.url}/api/subcribers/unsubscribe/?token=${token.replace(/^\d+/, '1')}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      },
    );
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ errors: [{ field: 'query.token' }] });
    expect(await subscriberRow(email)).toBeDefined();

    // The mailbox provider's one-click POST (RFC 8058), no login.
    const post = () =>
      fetch(`${server.url}${oneClick.pathname}${oneClick.search}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
    expect((await post()).status).toBe(204);
    // Kept as a suppression record: no longer subscribed, and when it left (the first time).
    const left = await subscriberRow(email);
    expect(left).toMatchObject({ confirmedAt: null, confirmTokenHash: null });
    expect(left!.unsubscribedAt).toBeInstanceOf(Date);
    expect((await post()).status).toBe(204);
    expect((await subscriberRow(email))!.unsubscribedAt).toEqual(left!.unsubscribedAt);

    // Signing up again is a new double opt-in: unsubscribed until the new link is opened.
    const before = (await emailsTo(email, 'newsletter_confirmation')).length;
    await server.db
      .update(subscribers)
      .set({ confirmSentAt: new Date(Date.now() - 3_600_000) })
      .where(eq(subscribers.email, email));
    expect((await subscribe({ email }, { 'accept-country': 'ae', 'accept-language': 'ar' })).status).toBe(
      201,
    );
    const again = await emailsTo(email, 'newsletter_confirmation');
    expect(again).toHaveLength(before + 1);
    expect((await subscriberRow(email))!.unsubscribedAt).toBeInstanceOf(Date);
    expect((await confirm(confirmToken(again.at(-1)!.textBody)!)).status).toBe(200);
    expect(await subscriberRow(email)).toMatchObject({ unsubscribedAt: null, confirmedAt: expect.any(Date) });
  });
});
