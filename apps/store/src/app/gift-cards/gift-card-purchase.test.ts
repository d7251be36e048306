import type { BuyGiftCardRequest } from '@atelier/api/schema';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../storage/storage';
import { addMonths, formatDay, localDay } from './dates';
import { attemptFor, endAttempt, recipientOf, rememberRecipient } from './gift-card-purchase';

const request: BuyGiftCardRequest = {
  face_value: 10000,
  email: 'lan@example.com',
  recipient_email: 'wei@example.com',
  recipient_name: 'Wei',
  sender_name: 'Lan',
};

describe('the gift card attempt', () => {
  it('keeps one Idempotency-Key for the same request until the attempt ends', () => {
    const session = createMemoryStorage();
    const first = attemptFor(session, request);
    expect(attemptFor(session, { ...request }).idempotencyKey).toBe(first.idempotencyKey);
    expect(attemptFor(session, { ...request, face_value: 5000 }).idempotencyKey).not.toBe(
      first.idempotencyKey,
    );
    const third = attemptFor(session, request);
    endAttempt(session);
    expect(attemptFor(session, request).idempotencyKey).not.toBe(third.idempotencyKey);
  });

  it('remembers who an order’s card goes to, and ignores broken stored data', () => {
    const session = createMemoryStorage();
    rememberRecipient(session, 'order-1', { name: 'Wei', email: 'wei@example.com', deliverOn: '2026-12-24' });
    expect(recipientOf(session, 'order-1')).toEqual({
      name: 'Wei',
      email: 'wei@example.com',
      deliverOn: '2026-12-24',
    });
    expect(recipientOf(session, 'order-2')).toBeNull();
    session.setItem('giftCardRecipients', '{broken');
    expect(recipientOf(session, 'order-1')).toBeNull();
  });
});

describe('dates', () => {
  it('counts 12 months ahead, the 31st becoming the month’s last day', () => {
    expect(addMonths('2026-11-21', 12)).toBe('2027-11-21');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(localDay(new Date(2026, 10, 5, 23, 30))).toBe('2026-11-05');
  });

  it('writes a day without shifting it by time zone', () => {
    expect(formatDay('2026-12-24', 'en-SG')).toBe('24 December 2026');
    expect(formatDay('2027-12-31T15:59:59Z', 'en-US')).toBe('December 31, 2027');
  });
});
