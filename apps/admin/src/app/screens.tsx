import type { ComponentType } from 'react';
import type { Section } from './roles';

/** A screen module: its default export is the screen (it may draw sub-routes with <Routes>). */
export type ScreenModule = { default: ComponentType };

export interface ScreenEntry {
  /** Its navigation entry (`nav.<section>`) and who may open it (roles.ts). */
  section: Section;
  /** Under /admin/; the screen also gets every path below it (`orders/123`). */
  path: string;
  /** Loaded when first opened: each screen is a chunk of its own. */
  load: () => Promise<ScreenModule>;
}

/**
 * The console's screens, in navigation order: ONE LINE EACH. To add one, make
 * `src/screens/<name>/index.tsx` (default export) and point its line's `load` at it, e.g.
 * `load: () => import('../screens/orders')`. The navigation, the role check and the lazy route
 * follow from this list.
 */
export const screens: readonly ScreenEntry[] = [
  { section: 'orders', path: 'orders', load: () => import('../screens/orders') },
  { section: 'bookings', path: 'bookings', load: () => import('../screens/bookings') },
  { section: 'customers', path: 'customers', load: () => import('../screens/customers') },
  { section: 'leads', path: 'leads', load: () => import('../screens/leads') },
  { section: 'giftCards', path: 'gift-cards', load: () => import('../screens/gift-cards') },
  { section: 'catalogue', path: 'catalogue', load: () => import('../screens/catalogue') },
  { section: 'promos', path: 'promos', load: () => import('../screens/promos') },
  { section: 'pages', path: 'pages', load: () => import('../screens/pages') },
  { section: 'partners', path: 'partners', load: () => import('../screens/partners') },
  { section: 'subscribers', path: 'subscribers', load: () => import('../screens/subscribers') },
  { section: 'staff', path: 'staff', load: () => import('../screens/staff') },
  { section: 'audit', path: 'audit-log', load: () => import('../screens/audit-log') },
];

/**
 * One's own account (password, two-step sign-in): every signed-in member may open it, whatever their
 * role, so it is no section and not in the navigation; the frame links to it from the person's area.
 */
export const accountScreen = {
  path: 'account',
  load: () => import('../screens/account'),
} as const satisfies Omit<ScreenEntry, 'section'>;
