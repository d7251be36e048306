// Events without an ecommerce block: the coupon, account and quiz events of SPEC §9.

/**
 * GA4 has no recommended event for entering a coupon, so this is a custom 'apply_coupon' event with the
 * code only. Sent when the server accepted the code, so reports count coupons that took effect.
 */
export function applyCouponEvent(coupon: string): {
  readonly event: 'apply_coupon';
  readonly coupon: string;
} {
  if (!coupon) throw new RangeError('applyCouponEvent: coupon is required');
  return { event: 'apply_coupon', coupon };
}

/** GA4 sign_up; method is how the account was made ('email' unless a social login is added). */
export function signUpEvent(method = 'email'): { readonly event: 'sign_up'; readonly method: string } {
  return { event: 'sign_up', method };
}

export function loginEvent(method = 'email'): { readonly event: 'login'; readonly method: string } {
  return { event: 'login', method };
}

/** Custom: GA4 has no logout event. */
export function logoutEvent(): { readonly event: 'logout' } {
  return { event: 'logout' };
}

// Quiz events carry no personal data: no e-mail, name, answers text or outcome id (an outcome id finds
// one person's stored result). Only the partner site, the step position and the personality title
// (a category shared by many shoppers) are sent.

export function quizStartEvent(input: { readonly partnership?: string | null } = {}): {
  readonly event: 'quiz_start';
  readonly partnership: string | null;
} {
  return { event: 'quiz_start', partnership: input.partnership ?? null };
}

/** step is 1-based; totalSteps when known. */
export function quizStepEvent(input: {
  readonly step: number;
  readonly totalSteps?: number | null;
  readonly partnership?: string | null;
}): {
  readonly event: 'quiz_step';
  readonly step: number;
  readonly total_steps: number | null;
  readonly partnership: string | null;
} {
  if (!Number.isSafeInteger(input.step) || input.step < 1) {
    throw new RangeError(`quizStepEvent: step ${input.step} is not a positive integer`);
  }
  return {
    event: 'quiz_step',
    step: input.step,
    total_steps: input.totalSteps ?? null,
    partnership: input.partnership ?? null,
  };
}

export function quizCompleteEvent(
  input: { readonly personality?: string | null; readonly partnership?: string | null } = {},
): {
  readonly event: 'quiz_complete';
  readonly personality: string | null;
  readonly partnership: string | null;
} {
  return {
    event: 'quiz_complete',
    personality: input.personality ?? null,
    partnership: input.partnership ?? null,
  };
}
