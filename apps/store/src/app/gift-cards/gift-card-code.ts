/** The contract's GiftCardCode: four groups of four upper-case letters or digits. */
export const GIFT_CARD_CODE = /^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/;

/**
 * A code as people type or paste it ("abcd efgh-jklm npqr", a line break from an e-mail) in the
 * contract's form `XXXX-XXXX-XXXX-XXXX`, or null when it cannot be one (wrong length or characters).
 */
export function normaliseGiftCardCode(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s-]+/g, '');
  if (!/^[A-Z0-9]{16}$/.test(compact)) return null;
  return compact.match(/.{4}/g)!.join('-');
}
