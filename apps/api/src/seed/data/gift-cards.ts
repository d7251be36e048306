import type { SeedGiftCard, SeedGiftCardValues } from './types';

/** Face values offered for gift cards, minor units per currency. */
export const giftCardValues: SeedGiftCardValues = {
  SGD: [5000, 10000, 15000, 20000],
  USD: [4000, 7500, 10000, 15000],
  VND: [1_000_000, 2_000_000, 3_000_000, 5_000_000],
  KRW: [50_000, 100_000, 150_000, 200_000],
  AED: [15000, 25000, 40000, 50000],
};

/** Demo cards for the balance check and redemption. */
export const giftCards: readonly SeedGiftCard[] = [
  {
    code: 'ATLR-GIFT-DEMO-0001',
    currency: 'SGD',
    initialValue: 10000,
    balance: 4200,
    status: 'active',
    expiresAt: '2027-12-31T15:59:59Z',
    recipientEmail: 'gold@atelier.test',
  },
  {
    code: 'ATLR-GIFT-USD0-0004',
    currency: 'USD',
    initialValue: 7500,
    balance: 7500,
    status: 'active',
    expiresAt: '2027-12-31T23:59:59Z',
    recipientEmail: 'silver@atelier.test',
  },
  {
    code: 'ATLR-GIFT-USED-0002',
    currency: 'SGD',
    initialValue: 5000,
    balance: 0,
    status: 'redeemed',
    expiresAt: '2027-06-30T15:59:59Z',
    recipientEmail: 'silver@atelier.test',
  },
  {
    code: 'ATLR-GIFT-OLD0-0003',
    currency: 'SGD',
    initialValue: 5000,
    balance: 5000,
    status: 'expired',
    expiresAt: '2024-12-31T15:59:59Z',
    recipientEmail: 'black@atelier.test',
  },
];
