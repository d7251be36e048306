export type AccountView =
  | { kind: 'profile' }
  | { kind: 'orders' }
  | { kind: 'order'; orderId: string }
  | { kind: 'bookings' }
  | { kind: 'privacy' };

/** Which account view a path shows (the account routes share one page module). */
export function accountView(pathname: string, orderId: string | undefined): AccountView {
  if (orderId) return { kind: 'order', orderId };
  if (/\/account\/bookings\/?$/.test(pathname)) return { kind: 'bookings' };
  if (/\/account\/privacy\/?$/.test(pathname)) return { kind: 'privacy' };
  return /\/account\/orders\/?$/.test(pathname) ? { kind: 'orders' } : { kind: 'profile' };
}
