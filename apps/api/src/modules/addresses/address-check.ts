import type { Address } from '@atelier/api/schema';
import { addressFieldErrors } from '../../kernel/address-errors';
import { badRequest } from '../../http/errors';
import type { AddressValues } from './queries';

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
  const errors = addressFieldErrors(
    address.country,
    { ...values, postalCode: values.postalCode ?? '' },
    'body.address',
  );
  if (errors.length > 0) throw badRequest(errors, 'The address is not complete or not valid');
  return values;
}
