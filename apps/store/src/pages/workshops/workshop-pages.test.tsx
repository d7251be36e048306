import type { CreateBookingRequest } from '@atelier/api/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../app/storage/storage';
import { useFakeWorkshopsServer } from '../../testing/fake-workshops';
import { ACCESS_TOKEN, newBrowser, REFRESH_TOKEN, renderApp } from '../../testing/render-app';

const api = useFakeWorkshopsServer();
let userEvent = userEventLib.setup({ delay: null });
beforeEach(() => {
  userEvent = userEventLib.setup({ delay: null });
});

/** A tab with the gold member's stored login. */
function goldBrowser() {
  const browser = newBrowser();
  browser.storage.setItem('token', ACCESS_TOKEN);
  browser.storage.setItem('refreshToken', REFRESH_TOKEN);
  return browser;
}

const bookingCalls = () =>
  api.server.requests.filter((request) => request.path === '/api/bookings/' && request.method === 'POST');
const events = (browser: { analyticsTarget: { dataLayer?: unknown[] } }, name: string) =>
  (browser.analyticsTarget.dataLayer ?? []).filter(
    (message) => (message as { event?: string }).event === name,
  ) as Array<{ ecommerce: { items: Array<{ item_id: string; quantity: number }>; value: number } }>;

/** Chooses the second open day (never today, whose sessions may have started) and a time. */
async function chooseDayAndTime(time = '10:30') {
  const days = await screen.findByRole('group', { name: 'Day' });
  await userEvent.click(within(days).getAllByRole('button')[1]!);
  const times = await screen.findByRole('group', { name: 'Time' });
  await userEvent.click(within(times).getByRole('button', { name: new RegExp(`^${time} `) }));
}

async function fillGuest() {
  await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Lan');
  await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Nguyen');
  await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'lan@example.com');
  await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '+65 8123 4567');
}

async function typeCard(number: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Card number' }), number);
  await userEvent.type(screen.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '1230');
  await userEvent.type(screen.getByRole('textbox', { name: 'CVC' }), '123');
}

describe('perfume-workshop', () => {
  it('shows the studio and every service with its price in SGD, duration, group size and days', async () => {
    renderApp('/sg/perfume-workshop', { baseUrl: api.server.url, ...newBrowser() });
    await screen.findByRole('heading', { level: 1, name: 'Perfume workshops' });
    const studio = await screen.findByRole('region', { name: 'Where' });
    expect(studio).toHaveTextContent('Haji Lane atelier');
    expect(studio).toHaveTextContent('38 Haji Lane, Singapore 189233');
    expect(studio).toHaveTextContent('Opening hours: Daily, 10:30 to 20:00');
    const pca = screen.getByRole('article', { name: 'Perfume creation workshop' });
    expect(pca).toHaveTextContent('Duration90 min');
    expect(pca).toHaveTextContent('Price per personS$128.00');
    expect(pca).toHaveTextContent('Group sizeUp to 8 people');
    expect(pca).toHaveTextContent('Open onTuesday, Wednesday, Thursday, Friday, Saturday and Sunday');
    expect(within(pca).getByRole('link', { name: 'Book Perfume creation workshop' })).toHaveAttribute(
      'href',
      '/sg/workshop?service=PCA',
    );
    expect(within(pca).getByRole('link', { name: 'About Perfume creation workshop' })).toHaveAttribute(
      'href',
      '/sg/perfume-workshop-detail/1',
    );
    expect(screen.getByRole('article', { name: 'Candle atelier' })).toHaveTextContent(
      'Open onSaturday and Sunday',
    );
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('prices in đồng and names the days in Vietnamese', async () => {
    renderApp('/vn/perfume-workshop', { baseUrl: api.server.url, ...newBrowser() });
    await screen.findByRole('heading', { level: 1, name: 'Workshop nước hoa' });
    const pca = await screen.findByRole('article', { name: 'Perfume creation workshop' });
    expect(pca).toHaveTextContent('Giá mỗi người2.400.000₫');
    expect(screen.getByRole('article', { name: 'Candle atelier' })).toHaveTextContent(
      'Mở cửa vàoThứ Bảy và Chủ Nhật',
    );
    expect(screen.getByRole('region', { name: 'Địa điểm' })).toHaveTextContent('Xưởng Đồng Khởi');
  });

  it('is right-to-left in Arabic', async () => {
    renderApp('/ae/perfume-workshop', { baseUrl: api.server.url, ...newBrowser() });
    await screen.findByRole('heading', { level: 1, name: 'ورش العطور' });
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    await screen.findByRole('link', { name: 'احجز Perfume creation workshop' });
  });
});

describe('perfume-workshop-detail', () => {
  it('shows one service by its code in any case, with "Book"', async () => {
    renderApp('/sg/perfume-workshop-detail/la', { baseUrl: api.server.url, ...newBrowser() });
    await screen.findByRole('heading', { level: 1, name: 'Candle atelier' });
    expect(screen.getByText('Pour a scented candle to take home.')).toBeInTheDocument();
    // Its picture, the page's largest: in every width of the image pipeline, fetched first.
    const picture = document.querySelector('img.workshops-page__image')!;
    expect(picture).toHaveAttribute('fetchpriority', 'high');
    expect(picture.getAttribute('srcset')).toContain('/media/workshops/la.jpg?w=1600 1600w');
    expect(screen.getByRole('link', { name: 'Book Candle atelier' })).toHaveAttribute(
      'href',
      '/sg/workshop?service=LA',
    );
  });

  it('says not found for an unknown service, and sends a missing one to the list', async () => {
    renderApp('/sg/perfume-workshop-detail/99', { baseUrl: api.server.url, ...newBrowser() });
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
  });

  it('without an id goes to the list', async () => {
    const { router } = renderApp('/sg/perfume-workshop-detail', { baseUrl: api.server.url, ...newBrowser() });
    await screen.findByRole('heading', { level: 1, name: 'Perfume workshops' });
    expect(router.state.location.pathname).toBe('/sg/perfume-workshop');
  });
});

describe('workshop booking', () => {
  it('books as a gold member with one guest: guest discount, hold, payment, confirmation', async () => {
    const browser = goldBrowser();
    const { router } = renderApp('/sg/workshop?service=PCA', { baseUrl: api.server.url, ...browser });
    await screen.findByRole('heading', { level: 1, name: 'Book a workshop' });
    expect(await screen.findByRole('combobox', { name: 'Workshop' })).toHaveValue('PCA');
    // The member's details are filled in, and their tier's guest code offered.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Mei'));
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('gold@atelier.test');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('+65 9123 4567');
    expect(screen.getByText('Your guest code: ATELIERGUEST')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Apply my guest discount' })).toBeChecked();

    await chooseDayAndTime('10:30');
    expect(screen.getByRole('button', { name: '10:30 8 seats left' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Number of people' }), '2');
    const price = screen.getByRole('table', { name: 'Price' });
    expect(within(price).getByRole('row', { name: 'S$128.00 × 2 S$256.00' })).toBeInTheDocument();
    expect(
      within(price).getByRole('row', { name: 'Guest discount (ATELIERGUEST) -S$12.80' }),
    ).toBeInTheDocument();
    expect(within(price).getByRole('row', { name: 'Total S$243.20' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Book and pay' }));
    await screen.findByRole('heading', { level: 1, name: 'Pay for your workshop' });
    const [booking] = [...api.workshops.bookings.values()].map((stored) => stored.booking);
    expect(router.state.location.search).toBe(`?booking=${booking!.id}`);
    expect(screen.getByText(/^Your places are held until \d\d:\d\d\./)).toBeInTheDocument();
    // Workshop prices include GST: the S$243.20 to pay holds S$20.08 of it (24320 / 1.09 → 22312).
    expect(screen.getByRole('region', { name: 'Your booking' })).toHaveTextContent(
      'To payS$243.20Includes GST (9%)S$20.08',
    );
    const sent = bookingCalls()[0]!;
    expect(sent.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect((sent.body as CreateBookingRequest).discount_code).toBe('ATELIERGUEST');
    expect((sent.body as CreateBookingRequest).lines[0]!.bookings[0]!.guests).toBe(2);
    expect(events(browser, 'begin_checkout')[0]!.ecommerce.items[0]).toMatchObject({
      item_id: 'workshop-pca',
      quantity: 2,
    });

    await typeCard('4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: 'Pay S$243.20' }));
    await screen.findByRole('heading', { level: 1, name: 'Your workshop is booked' });
    expect(screen.getByText('A confirmation e-mail is on its way to gold@atelier.test.')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Your booking' });
    expect(summary).toHaveTextContent('WorkshopPerfume creation workshop');
    expect(summary).toHaveTextContent('Time10:30–12:00');
    expect(summary).toHaveTextContent('People2');
    expect(summary).toHaveTextContent('Guest discount (ATELIERGUEST)-S$12.80');
    expect(summary).toHaveTextContent('Amount paidS$243.20Includes GST (9%)S$20.08');
    expect(screen.getByRole('region', { name: 'Where' })).toHaveTextContent('38 Haji Lane');
    expect(events(browser, 'purchase')).toHaveLength(1);
    expect(events(browser, 'purchase')[0]!.ecommerce.value).toBe(243.2);
    expect(browser.sessionStorage.getItem('workshopBooking')).toBeNull();
  });

  it('says the guest discount is not for their membership tier when booking', async () => {
    renderApp('/sg/workshop?service=PCA', { baseUrl: api.server.url, ...goldBrowser() });
    await screen.findByRole('heading', { level: 1, name: 'Book a workshop' });
    expect(await screen.findByText('Your guest code: ATELIERGUEST')).toBeInTheDocument();
    await chooseDayAndTime('10:30');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Number of people' }), '2');
    api.workshops.lapseGuestCodes();
    await userEvent.click(screen.getByRole('button', { name: 'Book and pay' }));
    expect(
      await screen.findByText('This guest discount is not for your membership tier.'),
    ).toBeInTheDocument();
  });

  it('says a guest discount that lapsed before paying was not charged', async () => {
    renderApp('/sg/workshop?service=PCA', { baseUrl: api.server.url, ...goldBrowser() });
    await screen.findByRole('heading', { level: 1, name: 'Book a workshop' });
    expect(await screen.findByText('Your guest code: ATELIERGUEST')).toBeInTheDocument();
    await chooseDayAndTime('10:30');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Number of people' }), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Book and pay' }));
    await screen.findByRole('heading', { level: 1, name: 'Pay for your workshop' });
    api.workshops.lapseGuestCodes();
    await typeCard('4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: 'Pay S$243.20' }));
    expect(
      await screen.findByText(
        'Your guest discount no longer applies: your membership tier has changed since you booked. Nothing was charged. Please cancel this booking and book again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Pay for your workshop' })).toBeInTheDocument();
    expect(api.workshops.payments).toEqual([]);
  });

  it('shows a declined card’s message and pays the same booking on retry', async () => {
    renderApp('/sg/workshop?service=HA', { baseUrl: api.server.url, ...newBrowser() });
    await chooseDayAndTime('11:00');
    await fillGuest();
    // A guest has no guest code to apply.
    expect(screen.queryByRole('checkbox', { name: 'Apply my guest discount' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Book and pay' }));
    await typeCard('4000000000000002');
    await userEvent.click(screen.getByRole('button', { name: 'Pay S$150.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');

    await userEvent.clear(screen.getByRole('textbox', { name: 'Card number' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Card number' }), '4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: 'Pay S$150.00' }));
    await screen.findByRole('heading', { level: 1, name: 'Your workshop is booked' });
    expect(screen.getByText('A confirmation e-mail is on its way to lan@example.com.')).toBeInTheDocument();
    const ids = new Set(api.workshops.payments.map((payment) => payment.booking_id));
    expect(api.workshops.payments.map((payment) => payment.status)).toEqual(['failed', 'succeeded']);
    expect(ids.size).toBe(1);
    expect(bookingCalls()).toHaveLength(1);
  });

  it('prices a Vietnamese booking in đồng, with times at the Hồ Chí Minh studio', async () => {
    renderApp('/vn/workshop?service=HA', { baseUrl: api.server.url, ...newBrowser() });
    const days = await screen.findByRole('group', { name: 'Ngày' });
    await userEvent.click(within(days).getAllByRole('button')[1]!);
    const times = await screen.findByRole('group', { name: 'Giờ' });
    // 10:30 in Hồ Chí Minh City is 03:30 UTC (the test's own zone).
    await userEvent.click(within(times).getByRole('button', { name: '10:30 Còn 4 chỗ' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Số người' }), '2');
    const price = screen.getByRole('table', { name: 'Giá' });
    expect(within(price).getByRole('row', { name: 'Tổng cộng 5.600.000₫' })).toBeInTheDocument();
    const slotCall = api.server.requests.find((request) => request.path.endsWith('/slots/'));
    expect(slotCall?.headers['accept-currency']).toBe('vnd');
  });

  it('replays the same booking after a lost answer: the kept Idempotency-Key holds places once', async () => {
    const browser = newBrowser();
    renderApp('/sg/workshop?service=PCA', { baseUrl: api.server.url, ...browser });
    await chooseDayAndTime('12:00');
    await fillGuest();
    api.workshops.loseNextCreateAnswer();
    await userEvent.click(screen.getByRole('button', { name: 'Book and pay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not book these places. Please try again.',
    );
    expect(browser.sessionStorage.getItem('workshopBooking')).not.toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Book and pay' }));
    await screen.findByRole('heading', { level: 1, name: 'Pay for your workshop' });
    const [first, second] = bookingCalls();
    expect(second!.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);
    expect(api.workshops.bookings.size).toBe(1);
    expect(browser.sessionStorage.getItem('workshopBooking')).toBeNull();
  });

  it('disables a full session, and a session that fills up meanwhile says so and reads seats again', async () => {
    api.workshops.fillSlot('PCA', '14:00');
    renderApp('/sg/workshop?service=PCA', { baseUrl: api.server.url, ...newBrowser() });
    await chooseDayAndTime('10:30');
    expect(screen.getByRole('button', { name: '14:00 Full' })).toBeDisabled();
    // Sessions start until 19:00 (SPEC §9); a 90-minute one starting at 19:00 would end after the
    // fake studio closes at 20:00.
    expect(screen.getByRole('button', { name: '18:30 8 seats left' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '19:00 Too late to finish' })).toBeDisabled();
    await fillGuest();

    api.workshops.fillSlot('PCA', '10:30');
    await userEvent.click(screen.getByRole('button', { name: 'Book and pay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This session has just filled up. Please choose another time; the seats shown have been updated.',
    );
    expect(await screen.findByRole('button', { name: '10:30 Full' })).toBeDisabled();
    expect(api.workshops.bookings.size).toBe(0);
    // The refused attempt is over: the next booking is a new request with a new key.
    expect(screen.getByRole('heading', { level: 1, name: 'Book a workshop' })).toBeInTheDocument();
  });

  it('asks for a time and the client’s details before booking', async () => {
    renderApp('/sg/workshop?service=PCA', { baseUrl: api.server.url, ...newBrowser() });
    const days = await screen.findByRole('group', { name: 'Day' });
    await userEvent.click(screen.getByRole('button', { name: 'Book and pay' }));
    await screen.findByText('Choose a time.');
    expect(within(days).getAllByRole('button')[0]).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'Enter your e-mail address.',
    );
    expect(bookingCalls()).toHaveLength(0);
  });

  it('says so when the hold ended before paying, with a way to book again', async () => {
    const booking = api.workshops.seedBooking({
      code: 'LA',
      daysAhead: 4,
      status: 'pending_payment',
      userId: 7,
    });
    api.workshops.expireHold(booking.id);
    renderApp(`/sg/workshop?booking=${booking.id}`, { baseUrl: api.server.url, ...goldBrowser() });
    await screen.findByRole('heading', { level: 1, name: 'Your places are no longer held' });
    expect(screen.getByRole('link', { name: 'Book again' })).toHaveAttribute(
      'href',
      '/sg/workshop?service=LA',
    );
  });

  it('says so for a booking it cannot find', async () => {
    renderApp('/sg/workshop?booking=4d3c2b1a-0f9e-4d8c-a7b6-5a4f3e2d1c0b', {
      baseUrl: api.server.url,
      ...newBrowser(),
    });
    await screen.findByRole('heading', { level: 1, name: 'Booking not found' });
  });
});

describe('account bookings', () => {
  function openBookings(path = '/sg/account/bookings') {
    const storage = createMemoryStorage();
    storage.setItem('token', ACCESS_TOKEN);
    storage.setItem('refreshToken', REFRESH_TOKEN);
    return renderApp(path, { baseUrl: api.server.url, storage });
  }

  it('lists upcoming bookings first and cancels one within the rules, refund to the card', async () => {
    api.workshops.seedBooking({ code: 'HA', daysAhead: -3 });
    const later = api.workshops.seedBooking({ code: 'PCA', daysAhead: 6, label: '15:00' });
    api.workshops.seedBooking({ code: 'LA', daysAhead: 1, guests: 1 });
    api.workshops.seedBooking({ code: 'PCA', daysAhead: 3, userId: 8 });
    openBookings();
    await screen.findByRole('heading', { level: 1, name: 'Your workshop bookings' });
    const list = await screen.findByRole('list', { name: 'Bookings' });
    const items = within(list).getAllByRole('article');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      expect.stringMatching(/^Candle atelier — /),
      expect.stringMatching(/^Perfume creation workshop — /),
      expect.stringMatching(/^Home scent atelier — /),
    ]);
    const [soonItem, laterItem, pastItem] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(laterItem).toHaveTextContent('Confirmed');
    expect(laterItem).toHaveTextContent('Time15:00–16:30');
    expect(laterItem).toHaveTextContent('People2');
    // 25600 / 1.09 = 23486.2… → the S$256.00 paid holds S$21.14 of GST.
    expect(laterItem).toHaveTextContent('Amount paidS$256.00Includes GST (9%)S$21.14');
    // Within 48 hours, or over: no cancelling.
    expect(within(soonItem).queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    expect(soonItem).toHaveTextContent('This booking can no longer be cancelled: less than 48 hours remain');
    expect(within(pastItem).queryByRole('button', { name: 'Cancel booking' })).toBeNull();

    await userEvent.click(within(laterItem).getByRole('button', { name: 'Cancel booking' }));
    const confirm = within(laterItem).getByRole('group', {
      name: /^Cancel your Perfume creation workshop booking on /,
    });
    expect(confirm).toHaveTextContent('The refund of S$256.00 goes back to the card you paid with.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, cancel it' }));
    expect(
      await screen.findByText(
        'Your Perfume creation workshop booking was cancelled. The refund of S$256.00 goes back to the card you paid with.',
      ),
    ).toHaveAttribute('role', 'status');
    await waitFor(() => expect(laterItem).toHaveTextContent('Cancelled'));
    expect(api.workshops.bookings.get(later.id)!.booking.status).toBe('cancelled');
    expect(within(laterItem).queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });

  it('says the refund was refused and keeps the booking confirmed when the payment provider refuses', async () => {
    const booking = api.workshops.seedBooking({ code: 'PCA', daysAhead: 6, label: '15:00' });
    api.workshops.refuseNextRefund();
    openBookings();
    const list = await screen.findByRole('list', { name: 'Bookings' });
    const item = within(list).getByRole('article');
    await userEvent.click(within(item).getByRole('button', { name: 'Cancel booking' }));
    await userEvent.click(within(item).getByRole('button', { name: 'Yes, cancel it' }));
    expect(
      await within(item).findByText(
        'We could not refund your payment just now, so the booking was not cancelled: it is still confirmed and your places are kept. Please try again later, or contact us.',
      ),
    ).toBeInTheDocument();
    expect(item).toHaveTextContent('Confirmed');
    expect(api.workshops.bookings.get(booking.id)!.booking.status).toBe('confirmed');
  });

  it('is linked from the account page, and says when there are none yet', async () => {
    openBookings('/sg/account');
    const membership = await screen.findByRole('region', { name: 'Membership' });
    await userEvent.click(within(membership).getByRole('link', { name: 'Your workshop bookings' }));
    await screen.findByRole('heading', { level: 1, name: 'Your workshop bookings' });
    await screen.findByRole('heading', { name: 'No workshop bookings yet' });
    expect(screen.getByRole('link', { name: 'See the workshops' })).toHaveAttribute(
      'href',
      '/sg/perfume-workshop',
    );
  });
});
