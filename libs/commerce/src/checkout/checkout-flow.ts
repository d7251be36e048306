/** Checkout steps in order (SPEC §2, §4): the values of the `step` query parameter. */
export const CHECKOUT_STEPS = ['cart', 'shipping-info', 'payment-info'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** Who is checking out (SPEC §2): the values of the `view` query parameter. */
export const CHECKOUT_VIEWS = [
  'checkout-as-guest',
  'checkout-as-member',
  'login',
  'register-account',
] as const;
export type CheckoutView = (typeof CHECKOUT_VIEWS)[number];

/**
 * Sub-steps per step (the spec names the `substep` parameter but not its values; these are ours).
 * Shipping info asks the delivery method (Self Collect / Express / Standard) first, then the address,
 * because Self Collect needs none;
 * payment info takes the payment method, then a review before paying. The cart has none. The first
 * entry of each list is the step's default.
 */
export const CHECKOUT_SUBSTEPS = {
  cart: [],
  'shipping-info': ['delivery-method', 'address'],
  'payment-info': ['payment-method', 'review'],
} as const satisfies Record<CheckoutStep, readonly string[]>;

export type CheckoutSubstep = (typeof CHECKOUT_SUBSTEPS)[CheckoutStep][number];

export function isCheckoutStep(value: unknown): value is CheckoutStep {
  return typeof value === 'string' && (CHECKOUT_STEPS as readonly string[]).includes(value);
}

export function isCheckoutView(value: unknown): value is CheckoutView {
  return typeof value === 'string' && (CHECKOUT_VIEWS as readonly string[]).includes(value);
}

/** Whether `substep` belongs to `step`. */
export function isSubstepOf(step: CheckoutStep, substep: unknown): substep is CheckoutSubstep {
  return typeof substep === 'string' && (CHECKOUT_SUBSTEPS[step] as readonly string[]).includes(substep);
}

/** 0 for cart, 1 for shipping-info, 2 for payment-info. */
export function stepIndex(step: CheckoutStep): number {
  return CHECKOUT_STEPS.indexOf(step);
}

/** The step after `step`, or null after the last one (paying leaves the checkout). */
export function nextStep(step: CheckoutStep): CheckoutStep | null {
  return CHECKOUT_STEPS[stepIndex(step) + 1] ?? null;
}

/** The step before `step`, or null on the cart. */
export function previousStep(step: CheckoutStep): CheckoutStep | null {
  const index = stepIndex(step);
  return index > 0 ? (CHECKOUT_STEPS[index - 1] ?? null) : null;
}
