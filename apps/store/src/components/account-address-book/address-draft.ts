import type { Address } from '@atelier/api/schema';
import type { AddressDraft } from '../../app/checkout/checkout-store';

/** A saved address as the checkout's and the book's form values ('' for an absent line). */
export function draftOfAddress(address: Address): AddressDraft {
  return {
    firstName: address.first_name,
    lastName: address.last_name,
    line1: address.line1,
    line2: address.line2 ?? '',
    city: address.city,
    state: address.state ?? '',
    postalCode: address.postal_code ?? '',
    phone: address.phone,
  };
}

/** Form values (trimmed) as the contract's address in `country`. */
export function addressOfDraft(draft: AddressDraft, country: Address['country']): Address {
  const value = (text: string) => text.trim();
  return {
    first_name: value(draft.firstName),
    last_name: value(draft.lastName),
    line1: value(draft.line1),
    line2: value(draft.line2) || null,
    city: value(draft.city),
    state: value(draft.state) || null,
    postal_code: value(draft.postalCode) || null,
    country,
    phone: value(draft.phone),
  };
}

/** Two addresses are the same place for the same person (so the checkout does not save it twice). */
export function sameAddress(a: Address, b: Address): boolean {
  const key = (address: Address) =>
    [
      address.first_name,
      address.last_name,
      address.line1,
      address.line2 ?? '',
      address.city,
      address.state ?? '',
      address.postal_code ?? '',
      address.country,
      address.phone,
    ]
      .map((part) => part.trim().toLowerCase())
      .join('\n');
  return key(a) === key(b);
}
