import { isLanguage } from '@atelier/commerce/validation';
import { FALLBACK_LANGUAGE, type Language } from '@atelier/commerce/enums';
import { canonicalLink } from '@atelier/commerce/paths';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { giftCards } from '../../db/schema';
import { localDate, startOfDay, timeZoneOf } from '../../modules/shop-calendar';
import { findOrder } from '../../modules/orders';
import { queueEmail, renderGiftCardEmail, storeLinks, type StoreLinks } from '../../modules/mail';

export const GIFT_CARD_EMAIL = 'gift_card';

/** Where a country's shop keeps its clocks when the country row has no zone (never in the seed). */
const FALLBACK_TIME_ZONE = 'Asia/Singapore';

const DATE_LOCALES: Record<Language, string> = { en: 'en-GB', ar: 'ar', 'zh-hans': 'zh-Hans', vi: 'vi' };

/** A store page of the order's country and language, like the order link (`canonicalLink`). */
function storeUrl(links: StoreLinks, country: string, language: Language, rest: string[]): string {
  return canonicalLink(
    { origin: links.origin, countryBases: links.countryBases },
    { country, language, rest },
  );
}

/**
 * Queues the recipient's e-mail of an activated card, in the transaction that issues it (the
 * order's payment): in the order's language, sent not before the start of `deliver_on` in the
 * shop's time zone (the dispatcher claims only rows whose `next_attempt_at` has come). Once per
 * card (`kind`, card id). The buyer's own confirmation never carries the code.
 */
export async function queueGiftCardEmail(
  tx: Database,
  cardId: number,
  links: StoreLinks = storeLinks(),
): Promise<void> {
  const [card] = await tx.select().from(giftCards).where(eq(giftCards.id, cardId)).limit(1);
  if (!card) throw new Error(`Cannot queue the e-mail of gift card ${cardId}: no such card`);
  const order = card.orderId ? await findOrder(tx, card.orderId) : undefined;
  const stored = order?.language;
  const language = isLanguage(stored) ? stored : FALLBACK_LANGUAGE;
  const country = order?.country ?? 'sg';
  const timeZone = (await timeZoneOf(tx, country)) ?? FALLBACK_TIME_ZONE;

  // Valid until the last moment before `expires_at`: the day shown is the one that moment falls on.
  const expiresOn = card.expiresAt
    ? new Intl.DateTimeFormat(DATE_LOCALES[language], { dateStyle: 'long', timeZone }).format(
        new Date(card.expiresAt.getTime() - 1),
      )
    : null;
  const email = renderGiftCardEmail(
    {
      code: card.code,
      value: card.initialValue,
      currency: card.currency,
      recipientName: card.recipientName,
      senderName: card.senderName,
      message: card.message,
      expiresOn,
      redeemUrl: `${storeUrl(links, country, language, ['cart'])}?reward_code=${encodeURIComponent(card.code)}`,
      balanceUrl: storeUrl(links, country, language, ['gift-cards', 'balance']),
    },
    language,
  );
  const deliverOn = card.deliverOn ?? localDate(new Date(), timeZone);
  await queueEmail(
    tx,
    {
      kind: GIFT_CARD_EMAIL,
      recipient: card.recipientEmail,
      reference: String(card.id),
    },
    email,
    { notBefore: startOfDay(deliverOn, timeZone) },
  );
}
