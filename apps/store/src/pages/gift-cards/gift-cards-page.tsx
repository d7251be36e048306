/** gift-cards: buying a digital gift card. (Filled in by the gift cards work.) */
export function GiftCardsPage() {
  return null;
}
