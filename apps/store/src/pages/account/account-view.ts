export type AccountView = { kind: 'profile' } | { kind: 'orders' } | { kind: 'order'; orderId: string };

/** Which account view a path shows (the three routes share one page module). */
export function accountView(pathname: string, orderId: string | undefined): AccountView {
  if (orderId) return { kind: 'order', orderId };
  return /\/account\/orders\/?$/.test(pathname) ? { kind: 'orders' } : { kind: 'profile' };
}
