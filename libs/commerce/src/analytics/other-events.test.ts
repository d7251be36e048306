import { describe, expect, it } from 'vitest';
import {
  applyCouponEvent,
  loginEvent,
  logoutEvent,
  quizCompleteEvent,
  quizStartEvent,
  quizStepEvent,
  signUpEvent,
} from './other-events';

describe('coupon and account events', () => {
  it('apply_coupon is a custom event with the code', () => {
    expect(applyCouponEvent('SPRING10')).toEqual({ event: 'apply_coupon', coupon: 'SPRING10' });
    expect(() => applyCouponEvent('')).toThrow(/coupon is required/);
  });

  it.each([
    [signUpEvent(), { event: 'sign_up', method: 'email' }],
    [signUpEvent('google'), { event: 'sign_up', method: 'google' }],
    [loginEvent(), { event: 'login', method: 'email' }],
    [loginEvent('apple'), { event: 'login', method: 'apple' }],
    [logoutEvent(), { event: 'logout' }],
  ])('%j', (payload, expected) => {
    expect(payload).toEqual(expected);
  });
});

describe('quiz events carry no personal data', () => {
  it.each([
    [quizStartEvent(), { event: 'quiz_start', partnership: null }],
    [quizStartEvent({ partnership: 'acme' }), { event: 'quiz_start', partnership: 'acme' }],
    [
      quizStepEvent({ step: 3, totalSteps: 8 }),
      { event: 'quiz_step', step: 3, total_steps: 8, partnership: null },
    ],
    [
      quizStepEvent({ step: 1, partnership: 'acme' }),
      { event: 'quiz_step', step: 1, total_steps: null, partnership: 'acme' },
    ],
    [
      quizCompleteEvent({ personality: 'The Romantic' }),
      { event: 'quiz_complete', personality: 'The Romantic', partnership: null },
    ],
    [quizCompleteEvent(), { event: 'quiz_complete', personality: null, partnership: null }],
  ])('%j', (payload, expected) => {
    expect(payload).toEqual(expected);
  });

  it('drops anything else a caller passes in', () => {
    const input = { step: 2, email: 'jane@example.com', name: 'Jane', outcomeId: 'abc' } as Parameters<
      typeof quizStepEvent
    >[0];
    const payload = quizStepEvent(input);
    expect(JSON.stringify(payload)).not.toMatch(/jane|Jane|abc/);
    const complete = quizCompleteEvent({ personality: 'Bold', email: 'jane@example.com' } as Parameters<
      typeof quizCompleteEvent
    >[0]);
    expect(Object.keys(complete).sort()).toEqual(['event', 'partnership', 'personality']);
  });

  it.each([0, -1, 1.5])('rejects step %s', (step) => {
    expect(() => quizStepEvent({ step })).toThrow(/not a positive integer/);
  });
});
