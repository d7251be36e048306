export {
  SLOT_DURATION_MS,
  SLOT_MINUTES,
  FIRST_SLOT_START,
  LAST_SLOT_START,
  slotsForDay,
  upcomingSlots,
  wallClockInstant,
  type WorkshopSlot,
} from './slots';
export {
  WORKSHOP_SERVICES,
  itemFeedIdForService,
  workshopServiceByCode,
  workshopServiceById,
  type WorkshopService,
  type WorkshopServiceCode,
  type WorkshopServiceId,
} from './services';
export {
  GUEST_DISCOUNT_CODES,
  GUEST_DISCOUNT_PERCENT,
  guestDiscountCodeForTier,
  type GuestDiscountCode,
} from './guest-discount';
