import { toSearchParams } from '../internal/search-params';
import {
  CHECKOUT_SUBSTEPS,
  isCheckoutStep,
  isCheckoutView,
  isSubstepOf,
  type CheckoutStep,
  type CheckoutSubstep,
  type CheckoutView,
} from './checkout-flow';

export interface CheckoutQuery {
  readonly step: CheckoutStep;
  readonly view: CheckoutView;
  /** null only for steps without sub-steps (the cart). */
  readonly substep: CheckoutSubstep | null;
}

export interface CheckoutQueryContext {
  /** Whether the visitor is signed in; decides the default view. */
  readonly authenticated?: boolean;
}

function defaultSubstep(step: CheckoutStep): CheckoutSubstep | null {
  return (CHECKOUT_SUBSTEPS[step] as readonly CheckoutSubstep[])[0] ?? null;
}

/**
 * Reads `step`, `view` and `substep`. A URL is user input, so nothing here throws; values are exact and
 * case-sensitive and anything unknown falls back:
 * - step → 'cart'
 * - view → 'checkout-as-member' when authenticated, else 'checkout-as-guest'. A signed-in visitor is
 *   always shown 'checkout-as-member': there is nothing for them to log in to or register, and a guest
 *   checkout would detach the order from their account.
 * - substep → the step's first sub-step, also when it belongs to another step; null on the cart.
 */
export function parseCheckoutQuery(
  search: URLSearchParams | string,
  { authenticated = false }: CheckoutQueryContext = {},
): CheckoutQuery {
  const params = toSearchParams(search);
  const rawStep = params.get('step');
  const step: CheckoutStep = isCheckoutStep(rawStep) ? rawStep : 'cart';
  const rawView = params.get('view');
  const view: CheckoutView = authenticated
    ? 'checkout-as-member'
    : isCheckoutView(rawView)
      ? rawView
      : 'checkout-as-guest';
  const rawSubstep = params.get('substep');
  const substep = isSubstepOf(step, rawSubstep) ? rawSubstep : defaultSubstep(step);
  return { step, view, substep };
}

/**
 * The query string (no leading '?') for a checkout state, parameters in the order step, view, substep;
 * view and substep only when given. Throws when the substep belongs to another step, because building a
 * URL is code, and such a URL would silently land on a different screen.
 */
export function buildCheckoutQuery(query: {
  readonly step: CheckoutStep;
  readonly view?: CheckoutView | null;
  readonly substep?: CheckoutSubstep | null;
}): string {
  if (!isCheckoutStep(query.step)) throw new RangeError(`"${String(query.step)}" is not a checkout step`);
  const params = new URLSearchParams({ step: query.step });
  if (query.view != null) {
    if (!isCheckoutView(query.view)) throw new RangeError(`"${String(query.view)}" is not a checkout view`);
    params.set('view', query.view);
  }
  if (query.substep != null) {
    if (!isSubstepOf(query.step, query.substep)) {
      throw new RangeError(`"${String(query.substep)}" is not a sub-step of ${query.step}`);
    }
    params.set('substep', query.substep);
  }
  return params.toString();
}
