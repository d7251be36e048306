import { describe, expect, it } from 'vitest';
import { renderBusinessLeadEmail, type BusinessLeadEmailContent } from './business-lead-email';

const LEAD: BusinessLeadEmailContent = {
  id: '4f7c1a52-8d0e-4c3b-9a61-2b5e8f9d0c17',
  receivedAt: new Date('2026-11-21T09:30:12Z'),
  company: 'Orchid House Hotel',
  name: 'Linh Tran',
  email: 'linh.tran@orchid-house.example',
  phone: '+84 28 3823 4567',
  country: 'vn',
  countryName: 'Vietnam',
  industry: 'wellness',
  spaceSizeSqm: 1200,
  message: 'Spa and lobby.\nTwo floors.',
  request: { language: 'ar', country: 'sg' },
};

describe('the business enquiry e-mail to sales', () => {
  it('lists every field, the page language and country, the reply address and the enquiry id', () => {
    const email = renderBusinessLeadEmail(LEAD);
    expect(email.subject).toBe('Business enquiry from Orchid House Hotel (Vietnam (VN))');
    expect(email.text).toBe(
      [
        'New business scenting enquiry',
        '',
        "Reply to Linh Tran at linh.tran@orchid-house.example (the enquirer's own address; this e-mail comes from the shop).",
        '',
        'Company: Orchid House Hotel',
        'Name: Linh Tran',
        'E-mail: linh.tran@orchid-house.example',
        'Phone: +84 28 3823 4567',
        'Country: Vietnam (VN)',
        'Industry: Wellness',
        'Space size: 1200 m²',
        '',
        'Message:',
        'Spa and lobby.\nTwo floors.',
        '',
        'Sent from the business-scenting contact page in Arabic, page country SG.',
        'Enquiry 4f7c1a52-8d0e-4c3b-9a61-2b5e8f9d0c17, received 2026-11-21 09:30 UTC.',
        '',
      ].join('\n'),
    );
    expect(email.html).toContain('<html lang="en" dir="ltr">');
    expect(email.html).toContain(
      '<a href="mailto:linh.tran@orchid-house.example?subject=Re%3A%20your%20enquiry%20to%20Atelier%20Scents">',
    );
    expect(email.html).toContain('Spa and lobby.\nTwo floors.');
  });

  it('escapes what the enquirer typed and keeps line breaks out of the subject', () => {
    const email = renderBusinessLeadEmail({
      ...LEAD,
      company: 'Evil\r\nBcc: all@example.com <b>Corp</b>',
      name: '"><img src=x onerror=alert(1)>',
      email: "o'brien&co?x=1@evil.example",
      countryName: null,
    });
    expect(email.subject).toBe('Business enquiry from Evil Bcc: all@example.com <b>Corp</b> (VN)');
    expect(email.html).not.toMatch(/<img|<b>Corp/);
    expect(email.html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    // The address stays one mailto target: ? & ' are percent-encoded, not read as its query.
    expect(email.html).toContain('href="mailto:o%27brien%26co%3Fx%3D1@evil.example?subject=');
  });
});
