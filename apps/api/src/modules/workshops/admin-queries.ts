import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { workshopServicePrices, workshopServices, workshopSlots } from '../../db/schema';
import type { WorkshopServiceRow } from './queries';

export async function selectAllServices(db: Database): Promise<WorkshopServiceRow[]> {
  return db
    .select()
    .from(workshopServices)
    .orderBy(asc(workshopServices.sortOrder), asc(workshopServices.id));
}

/** Every price of the services, by currency. */
export function selectServicePrices(db: Database, serviceIds: readonly number[]) {
  if (serviceIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(workshopServicePrices)
    .where(inArray(workshopServicePrices.serviceId, [...serviceIds]))
    .orderBy(asc(workshopServicePrices.currency));
}

export async function lockService(tx: Database, id: number): Promise<WorkshopServiceRow | undefined> {
  const [row] = await tx.select().from(workshopServices).where(eq(workshopServices.id, id)).for('update');
  return row;
}

export async function updateService(
  tx: Database,
  id: number,
  set: Partial<Pick<WorkshopServiceRow, 'openingDays' | 'firstStart' | 'lastStart' | 'capacityPerSlot'>>,
): Promise<WorkshopServiceRow> {
  const [row] = await tx
    .update(workshopServices)
    .set({ ...set, version: sql`${workshopServices.version} + 1` })
    .where(eq(workshopServices.id, id))
    .returning();
  return row as WorkshopServiceRow;
}

/**
 * Gives the service's slots that have not started the new capacity, never below the places they
 * hold (the CHECK booked <= capacity stands): one UPDATE, so a booking taking places at the same
 * moment is either counted in `booked` or sees the new capacity.
 */
export async function setFutureSlotCapacity(
  tx: Database,
  serviceId: number,
  capacity: number,
  now: Date,
): Promise<void> {
  await tx
    .update(workshopSlots)
    .set({ capacity: sql`greatest(${workshopSlots.booked}, ${capacity})` })
    .where(sql`${workshopSlots.serviceId} = ${serviceId} and ${workshopSlots.startsAt} > ${now}`);
}
