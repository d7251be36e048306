import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useFakeBusinessServer } from '../../testing/use-fake-business-server';
import { renderBusiness } from '../../testing/render-business';

const fake = useFakeBusinessServer();
const { server } = fake;

const leadRequests = () => server.requests.filter((r) => r.path === '/api/business/leads/');

async function openForm(path = '/sg/business-scenting/contact', name = 'Business enquiry') {
  renderBusiness(path, { baseUrl: server.url });
  return within(await screen.findByRole('form', { name }));
}

type Form = Awaited<ReturnType<typeof openForm>>;

async function fillRequired(form: Form) {
  await userEvent.type(form.getByRole('textbox', { name: 'Company' }), 'Orchid House Hotel');
  await userEvent.type(form.getByRole('textbox', { name: 'Your name' }), 'Mei Tan');
  await userEvent.type(form.getByRole('textbox', { name: 'E-mail' }), 'mei@orchid.example');
  await userEvent.type(form.getByRole('textbox', { name: 'Message' }), 'Our lobby is 300 m².');
}

const send = (form: Form) => userEvent.click(form.getByRole('button', { name: 'Send enquiry' }));

describe('the business enquiry form', () => {
  it('ties each problem to its field and sends nothing while one is left', async () => {
    const form = await openForm();
    await send(form);
    const company = form.getByRole('textbox', { name: 'Company' });
    expect(company).toHaveAccessibleDescription("Enter your company's name.");
    expect(company).toHaveAttribute('aria-invalid', 'true');
    expect(company).toHaveFocus();
    expect(form.getByRole('textbox', { name: 'Your name' })).toHaveAccessibleDescription('Enter your name.');
    expect(form.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'Enter your e-mail address.',
    );
    expect(form.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      'Tell us briefly about your space and what you need.',
    );

    await fillRequired(form);
    const email = form.getByRole('textbox', { name: 'E-mail' });
    await userEvent.clear(email);
    await userEvent.type(email, 'mei@orchid');
    await userEvent.type(form.getByRole('textbox', { name: 'Phone (optional)' }), '12');
    await userEvent.type(form.getByRole('spinbutton', { name: 'Space size in m² (optional)' }), '0');
    await send(form);
    expect(email).toHaveAccessibleDescription('Enter an e-mail address like name@example.com.');
    expect(email).toHaveFocus();
    expect(form.getByRole('textbox', { name: 'Phone (optional)' })).toHaveAccessibleDescription(
      'Enter a phone number of 6 to 20 digits, for example +65 6123 4567.',
    );
    expect(form.getByRole('spinbutton', { name: 'Space size in m² (optional)' })).toHaveAccessibleDescription(
      'The floor area to scent, in square metres. Enter the size in whole square metres, from 1 to 1,000,000.',
    );
    expect(leadRequests()).toHaveLength(0);
  });

  it('sends the enquiry, thanks the sender and starts again with an empty form', async () => {
    const form = await openForm('/vn/en/business-scenting/contact');
    expect(form.getByRole('combobox', { name: 'Country' })).toHaveValue('vn');
    await fillRequired(form);
    await userEvent.type(form.getByRole('textbox', { name: 'Phone (optional)' }), '+84 28 1234 5678');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Country' }), 'sg');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Industry (optional)' }), 'hospitality');
    await userEvent.type(form.getByRole('spinbutton', { name: 'Space size in m² (optional)' }), '300');
    await send(form);

    const thanks = await screen.findByRole('status');
    expect(thanks).toHaveTextContent(
      'Thank you, Mei Tan.We have received your enquiry. Our team replies within two working days.',
    );
    expect(leadRequests()[0]?.body).toEqual({
      company: 'Orchid House Hotel',
      name: 'Mei Tan',
      email: 'mei@orchid.example',
      phone: '+84 28 1234 5678',
      country: 'sg',
      industry: 'hospitality',
      space_size_sqm: 300,
      message: 'Our lobby is 300 m².',
    });
    expect(leadRequests()[0]?.headers).toMatchObject({ 'accept-country': 'vn', 'accept-language': 'en' });
    expect(form.getByRole('textbox', { name: 'Company' })).toHaveValue('');
    expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    expect(form.getByRole('combobox', { name: 'Country' })).toHaveValue('vn');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('has a honeypot people never meet, which a screen reader is told to leave empty', async () => {
    const form = await openForm();
    const honeypot = form.getByRole('textbox', {
      name: 'Leave this field empty (it is only here to stop spam)',
    });
    expect(honeypot).toHaveAttribute('name', 'website');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.parentElement).toHaveClass('ui-visually-hidden');
    // Tabbing goes from the message straight to the button.
    form.getByRole('textbox', { name: 'Message' }).focus();
    await userEvent.tab();
    expect(form.getByRole('button', { name: 'Send enquiry' })).toHaveFocus();

    // A person's enquiry carries no `website`; a bot's filled one goes along (the server drops it).
    await fillRequired(form);
    await send(form);
    await screen.findByRole('status');
    expect(leadRequests()[0]?.body).not.toHaveProperty('website');
    await fillRequired(form);
    await userEvent.type(honeypot, 'https://spam.example');
    await send(form);
    await waitFor(() => expect(leadRequests()).toHaveLength(2));
    expect(leadRequests()[1]?.body).toMatchObject({ website: 'https://spam.example' });
  });

  it('says so on the page when too many enquiries were sent, and keeps what was typed', async () => {
    fake.api.leadLimit = 0;
    const form = await openForm();
    await fillRequired(form);
    await send(form);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have sent several enquiries in a short time. Please try again in an hour.',
    );
    expect(form.getByRole('textbox', { name: 'Company' })).toHaveValue('Orchid House Hotel');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('marks the fields the server refused, and reports other failures on the page', async () => {
    server.setHandler((request) =>
      request.path === '/api/business/leads/'
        ? {
            status: 400,
            body: {
              message: 'Validation failed',
              status: 400,
              errors: [{ field: 'body.space_size_sqm', reason: 'must be <= 1000000' }],
            },
          }
        : fake.api.handle(request),
    );
    const form = await openForm();
    await fillRequired(form);
    await userEvent.type(form.getByRole('spinbutton', { name: 'Space size in m² (optional)' }), '20');
    await send(form);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Some details need attention. Please check the marked fields.',
    );
    const size = form.getByRole('spinbutton', { name: 'Space size in m² (optional)' });
    expect(size).toHaveAccessibleDescription(/This was not accepted\. Please check it\./);
    expect(size).toHaveFocus();

    server.setHandler((request) =>
      request.path === '/api/business/leads/'
        ? { status: 500, body: { message: 'Boom', status: 500 } }
        : fake.api.handle(request),
    );
    await send(form);
    expect(
      await screen.findByText('Your enquiry could not be sent. Please try again in a moment.'),
    ).toHaveAttribute('class', 'ui-alert__text');
  });

  it('is translated, with the country list in the page language (Arabic)', async () => {
    const form = await openForm('/ae/business-scenting/contact', 'استفسار للأعمال');
    expect(form.getByRole('combobox', { name: 'الدولة' })).toHaveValue('ae');
    expect(form.getByRole('option', { name: 'سنغافورة' })).toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: 'إرسال الاستفسار' }));
    expect(form.getByRole('textbox', { name: 'الشركة' })).toHaveAccessibleDescription('أدخل اسم شركتك.');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('starts the message with the product a quote is asked for', async () => {
    const form = await openForm('/sg/business-scenting/contact?product=scent-machine-500');
    expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue(
      'I would like a quote for Scent Machine 500.',
    );
  });
});
