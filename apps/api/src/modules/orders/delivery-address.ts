import type { Address } from '@atelier/api/schema';
import { addressFieldErrors } from '../../kernel/address-errors';
import { badRequest, unprocessable } from '../../http/errors';
import type { AddressRow } from '../../db/schema/orders';

/**
 * The address an order is delivered to, checked with the same per-country rules the checkout form
 * uses (`@atelier/commerce/validation`): the contract's shape is deliberately loose (one schema for
 * every country), so without this a bad Singapore postal code or a US address without a state would
 * reach the warehouse. The address must be in the shop's country: shipping rules and prices are
 * the country's.
 */
export function deliveryAddress(address: Address, shopCountry: string): AddressRow {
  if (address.country !== shopCountry) {
    throw unprocessable(
      'body.shipping_address.country',
      'not_shipped_here',
      `Orders from this shop are delivered in ${shopCountry.toUpperCase()} only.`,
    );
  }
  const errors = addressFieldErrors(
    shopCountry,
    {
      firstName: address.first_name,
      lastName: address.last_name,
      line1: address.line1,
      line2: address.line2 ?? null,
      city: address.city,
      state: address.state ?? null,
      postalCode: address.postal_code ?? '',
      phone: address.phone,
    },
    'body.shipping_address',
  );
  if (errors.length > 0) throw badRequest(errors, 'The delivery address is not complete or not valid');
  return {
    first_name: address.first_name,
    last_name: address.last_name,
    line1: address.line1,
    line2: address.line2 ?? null,
    city: address.city,
    state: address.state ?? null,
    postal_code: address.postal_code ?? null,
    country: address.country,
    phone: address.phone,
  };
}
