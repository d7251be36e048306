import type { AdminWorkshopService } from '@atelier/api/schema';
import type { WorkshopServiceRow } from './queries';

/** The console's service: its texts in every language, days, hours, capacity, prices, version. */
export function adminServiceView(
  row: WorkshopServiceRow,
  prices: readonly { serviceId: number; currency: string; amount: number }[],
): AdminWorkshopService {
  return {
    id: row.id as AdminWorkshopService['id'],
    code: row.code as AdminWorkshopService['code'],
    name: { en: row.name.en, ar: row.name.ar, 'zh-hans': row.name['zh-hans'], vi: row.name.vi },
    duration_minutes: row.durationMinutes,
    capacity_per_slot: row.capacityPerSlot,
    max_guests: row.maxGuests,
    opening_days: [...row.openingDays].sort((a, b) => a - b),
    first_start: row.firstStart,
    last_start: row.lastStart,
    prices: prices
      .filter((p) => p.serviceId === row.id)
      .map((p) => ({
        currency: p.currency as AdminWorkshopService['prices'][number]['currency'],
        amount: p.amount,
      })),
    version: row.version,
  };
}
