/**
 * Operations that take bearer auth, from each operation's `security` in openapi.yaml:
 * 'required' = [{bearerAuth: []}] (members only); 'optional' = [{}, {bearerAuth: []}] (guest or member).
 * Operations not listed are public: the client never sends them an Authorization header.
 * GENERATED from libs/api/openapi.yaml by libs/api/scripts/codegen.mjs - do not edit.
 * Run `npm run -w @atelier/api generate` after changing the contract.
 */

export type BearerRequirement = 'required' | 'optional';

export const securedOperations = {
  'POST /api/token/revoke/': 'optional',
  'POST /api/verify/': 'optional',
  'GET /api/users/detail/': 'required',
  'DELETE /api/users/detail/': 'required',
  'PATCH /api/users/detail/': 'required',
  'GET /api/users/detail/data/': 'required',
  'POST /api/users/password/': 'required',
  'GET /api/users/wishlist/': 'required',
  'PUT /api/users/wishlist/{id}/': 'required',
  'DELETE /api/users/wishlist/{id}/': 'required',
  'GET /api/users/addresses/': 'required',
  'POST /api/users/addresses/': 'required',
  'PUT /api/users/addresses/{addressId}/': 'required',
  'DELETE /api/users/addresses/{addressId}/': 'required',
  'GET /api/users/{userId}/carts/': 'required',
  'GET /api/outcomes/': 'required',
  'POST /api/outcomes/': 'optional',
  'GET /api/outcomes/{id}/': 'optional',
  'POST /api/outcomes/{id}/clear/': 'optional',
  'GET /api/promo/': 'optional',
  'POST /api/carts/': 'optional',
  'GET /api/carts/{cartPk}/': 'optional',
  'PATCH /api/carts/{cartPk}/': 'optional',
  'POST /api/carts/{id}/clear/': 'optional',
  'POST /api/carts/{cartPk}/items/': 'optional',
  'DELETE /api/carts/{cartPk}/items/{id}/': 'optional',
  'PATCH /api/carts/{cartPk}/items/{id}/': 'optional',
  'POST /api/carts/{cartPk}/precheckout/': 'optional',
  'POST /api/carts/{id}/transfer/': 'required',
  'GET /api/orders/': 'required',
  'POST /api/orders/': 'optional',
  'GET /api/orders/{id}/': 'optional',
  'POST /api/orders/{id}/pay/': 'optional',
  'GET /api/bookings/': 'required',
  'POST /api/bookings/': 'optional',
  'GET /api/bookings/{id}/': 'optional',
  'POST /api/bookings/{id}/verify/': 'optional',
  'POST /api/bookings/{id}/pay/': 'optional',
  'POST /api/bookings/{id}/cancel/': 'required',
  'POST /api/gift-cards/': 'optional',
} as const satisfies Record<string, BearerRequirement>;

export type SecuredOperationKey = keyof typeof securedOperations;
