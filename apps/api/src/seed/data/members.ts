import type { SeedMember } from './types';

/** Demo password of every seeded member (documented in the README). */
export const DEMO_PASSWORD = 'Scents2026!';

/** One demo member per membership tier. */
export const members: readonly SeedMember[] = [
  {
    email: 'silver@atelier.test',
    password: DEMO_PASSWORD,
    firstName: 'Mei',
    lastName: 'Tan',
    phone: '+65 9123 4567',
    tier: 'silver',
    country: 'sg',
    language: 'en',
    marketingOptIn: true,
    dateJoined: '2025-02-14T03:00:00Z',
  },
  {
    email: 'gold@atelier.test',
    password: DEMO_PASSWORD,
    firstName: 'Linh',
    lastName: 'Nguyen',
    phone: '+84 90 123 4567',
    tier: 'gold',
    country: 'vn',
    language: 'vi',
    marketingOptIn: false,
    dateJoined: '2024-09-01T03:00:00Z',
  },
  {
    email: 'black@atelier.test',
    password: DEMO_PASSWORD,
    firstName: 'Layla',
    lastName: 'Haddad',
    phone: '+971 50 123 4567',
    tier: 'black',
    country: 'ae',
    language: 'ar',
    marketingOptIn: true,
    dateJoined: '2024-03-01T06:00:00Z',
  },
];
