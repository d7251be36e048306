import type { Address } from '@atelier/api/schema';
import {
  addressProblems,
  addressRule,
  type AddressField,
  type AddressProblem,
} from '@atelier/commerce/validation';
import { badRequest } from '../../http/errors';
import type { AddressValues } from './queries';

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
 * A saved address, checked with its own country's rules (the ones the checkout form and order
 * creation use), so an address picked from the book is one an order accepts: 400 naming each
 * field (`body.address.postal_code`) and why. Blank optional lines are kept as null.
 */
export function checkedAddress(address: Address): AddressValues {
  const trim = (value: string | null | undefined) => (value ?? '').trim();
  const values = {
    firstName: trim(address.first_name),
    lastName: trim(address.last_name),
    line1: trim(address.line1),
    line2: trim(address.line2) || null,
    city: trim(address.city),
    state: trim(address.state) || null,
    postalCode: trim(address.postal_code) || null,
    country: address.country,
    phone: trim(address.phone),
  };
  const problems = addressProblems(address.country, { ...values, postalCode: values.postalCode ?? '' });
  const errors = Object.entries(problems).map(([field, problem]) => ({
    field: `body.address.${WIRE_NAME[field as AddressField]}`,
    reason: reasonOf(field as AddressField, problem, address.country),
  }));
  if (errors.length > 0) throw badRequest(errors, 'The address is not complete or not valid');
  return values;
}
