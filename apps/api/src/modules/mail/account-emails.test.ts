import { describe, expect, it } from 'vitest';
import { renderAccountCreatedEmail, renderRegistrationAttemptEmail } from './account-emails';

const links = { origin: 'https://atelier.test' };
const member = { id: 7, email: 'mei@example.com', firstName: 'Mei', country: 'sg', language: 'en' };

describe('account e-mails', () => {
  it('welcomes a new member with a link to log in, in their store', () => {
    const email = renderAccountCreatedEmail(member, links);
    expect(email.subject).toBe('Your Atelier Scents account is ready');
    expect(email.text).toContain('Welcome, Mei');
    expect(email.text).toContain('Your account for mei@example.com has been created.');
    expect(email.text).toContain('Log in: https://atelier.test/sg/login');
    expect(email.html).toContain('href="https://atelier.test/sg/login"');
  });

  it('tells the owner of a taken address in their own language, right to left in Arabic', () => {
    const email = renderRegistrationAttemptEmail({ ...member, country: 'ae', language: 'ar' }, links);
    expect(email.subject).toBe('حاول أحدهم إنشاء حساب في Atelier Scents بعنوان بريدك');
    expect(email.html).toContain('<html lang="ar" dir="rtl">');
    expect(email.text).toContain('https://atelier.test/ae/ar/login');
    const english = renderRegistrationAttemptEmail({ ...member, language: null }, links);
    expect(english.text).toContain('You already have an account with this address');
  });

  it('escapes what the shopper typed', () => {
    const email = renderAccountCreatedEmail({ ...member, firstName: '<img src=x onerror=alert(1)>' }, links);
    expect(email.html).not.toContain('<img');
    expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
