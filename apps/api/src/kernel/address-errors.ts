import type { Address } from '@atelier/api/schema';
import {
  addressProblems,
  addressRule,
  type AddressField,
  type AddressProblem,
  type AddressInput,
} from '@atelier/commerce/validation';

const WIRE_NAME: Record<AddressField, keyof Address> = {
  firstName: 'first_name',
  lastName: 'last_name',
  line1: 'line1',
  line2: 'line2',
  city: 'city',
  state: 'state',
  postalCode: 'postal_code',
  phone: 'phone',
};

function reasonOf(field: AddressField, problem: AddressProblem, country: string): string {
  if (problem === 'required') return 'is required';
  if (problem === 'tooLong') return 'is too long';
  if (field === 'postalCode') {
    const { postalExample } = addressRule(country);
    return postalExample
      ? `is not a postal code of ${country.toUpperCase()} (e.g. ${postalExample})`
      : `${country.toUpperCase()} has no postal codes`;
  }
  return 'is not valid';
}

/**
 * An address checked with its country's rules (`@atelier/commerce/validation`, the checkout form's
 * too), as the 400's field errors: each under `prefix` with the contract's name
 * (`body.address.postal_code`) and why. Empty when the address is good. Shared by the address book
 * and order creation, so an address one accepts the other does too.
 */
export function addressFieldErrors(
  country: string,
  values: AddressInput,
  prefix: string,
): { field: string; reason: string }[] {
  return Object.entries(addressProblems(country, values)).map(([field, problem]) => ({
    field: `${prefix}.${WIRE_NAME[field as AddressField]}`,
    reason: reasonOf(field as AddressField, problem, country),
  }));
}
