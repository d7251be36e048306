export type AccountView =
  { kind: 'profile' } | { kind: 'orders' } | { kind: 'order'; orderId: string } | { kind: 'bookings' };

/** Which account view a path shows (the account routes share one page module). */
export function accountView(pathname: string, orderId: string | undefined): AccountView {
  if (orderId) return { kind: 'order', orderId };
  if (/\/account\/bookings\/?$/.test(pathname)) return { kind: 'bookings' };
  return /\/account\/orders\/?$/.test(pathname) ? { kind: 'orders' } : { kind: 'profile' };
}
