import type { StaffRole } from '@atelier/api/schema';

/** The console's sections, each a navigation entry and a screen (screens.tsx). */
export type Section =
  | 'orders'
  | 'bookings'
  | 'customers'
  | 'leads'
  | 'giftCards'
  | 'catalogue'
  | 'promos'
  | 'pages'
  | 'partners'
  | 'subscribers'
  | 'staff'
  | 'audit';

/**
 * Who may use each section: the roles of openapi.yaml's `StaffRole` (owner everything; staff the
 * shop floor; merchandiser the catalogue; editor the texts). The server decides (each operation's
 * `x-roles`); this only keeps the navigation to what a role can open.
 */
export const SECTION_ROLES: Readonly<Record<Section, readonly StaffRole[]>> = {
  orders: ['owner', 'staff'],
  bookings: ['owner', 'staff'],
  customers: ['owner', 'staff'],
  leads: ['owner', 'staff'],
  giftCards: ['owner', 'staff'],
  catalogue: ['owner', 'merchandiser'],
  promos: ['owner', 'merchandiser'],
  pages: ['owner', 'editor'],
  partners: ['owner', 'editor'],
  // The newsletter list: the shop floor and the editors who write the newsletter.
  subscribers: ['owner', 'staff', 'editor'],
  staff: ['owner'],
  audit: ['owner'],
};

export const ROLES: readonly StaffRole[] = ['owner', 'staff', 'merchandiser', 'editor'];

export const canUse = (role: StaffRole, section: Section): boolean => SECTION_ROLES[section].includes(role);
