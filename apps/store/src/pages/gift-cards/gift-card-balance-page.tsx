/** gift-cards/balance: checking a gift card's balance. (Filled in by the gift cards work.) */
export function GiftCardBalancePage() {
  return null;
}
