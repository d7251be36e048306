/** workshop: booking a place (service, day, slot, guests, client, payment, confirmation). */
export function WorkshopBookingPage() {
  return null;
}
