import type { DataLayerTarget } from '../analytics/analytics';
import type { ConsentChoice } from './consent-cookie';

/** Google consent mode v2 signals, all four set alike (analytics and advertising). */
function signals(choice: ConsentChoice) {
  const state = choice === 'granted' ? 'granted' : 'denied';
  return {
    analytics_storage: state,
    ad_storage: state,
    ad_user_data: state,
    ad_personalization: state,
  };
}

/**
 * The values as an `arguments` object: gtag.js and GTM read a consent command from the data layer
 * only in that form (what `function gtag(){dataLayer.push(arguments)}` pushes), not as an array.
 */
function argumentsOf(..._values: unknown[]): IArguments {
  // eslint-disable-next-line prefer-rest-params
  return arguments;
}

function gtag(target: DataLayerTarget, ...command: unknown[]): void {
  target.dataLayer ??= [];
  target.dataLayer.push(argumentsOf(...command));
}

/** Before any tag runs: everything denied until the visitor says otherwise. */
export function pushConsentDefault(target: DataLayerTarget): void {
  gtag(target, 'consent', 'default', signals('denied'));
}

/** The visitor's choice, after the default. */
export function pushConsentUpdate(target: DataLayerTarget, choice: ConsentChoice): void {
  gtag(target, 'consent', 'update', signals(choice));
}
