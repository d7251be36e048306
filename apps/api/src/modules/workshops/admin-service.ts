import type {
  AdminWorkshopService,
  AdminWorkshopServicePage,
  AdminWorkshopServiceUpdate,
} from '@atelier/api/schema';
import { FIRST_SLOT_START, LAST_SLOT_START } from '@atelier/commerce/workshops';
import type { Database } from '../../db/database';
import { badRequest, notFound, versionConflict } from '../../http/errors';
import type { FieldError } from '../../http/validation';
import { recordAudit, type AuditActor } from '../audit';
import {
  lockService,
  selectAllServices,
  selectServicePrices,
  setFutureSlotCapacity,
  updateService,
} from './admin-queries';
import { adminServiceView } from './admin-view';
import { findService, type WorkshopServiceRow } from './queries';

async function loadService(db: Database, row: WorkshopServiceRow): Promise<AdminWorkshopService> {
  return adminServiceView(row, await selectServicePrices(db, [row.id]));
}

/** GET /api/admin/workshops/services/: every service, in shop order. */
export async function listAdminServices(db: Database): Promise<AdminWorkshopServicePage> {
  const rows = await selectAllServices(db);
  const prices = await selectServicePrices(
    db,
    rows.map((r) => r.id),
  );
  return { count: rows.length, results: rows.map((row) => adminServiceView(row, prices)) };
}

export async function getAdminService(db: Database, id: number): Promise<AdminWorkshopService> {
  const row = await findService(db, id);
  if (!row) throw notFound('Workshop service not found');
  return loadService(db, row);
}

/** Hours within the shop's slots (10:30–19:00), the first not after the last: 400 naming the field. */
function checkHours(first: string, last: string): void {
  const errors: FieldError[] = [];
  if (first < FIRST_SLOT_START || first > LAST_SLOT_START)
    errors.push({
      field: 'body.first_start',
      reason: `must be between ${FIRST_SLOT_START} and ${LAST_SLOT_START}`,
    });
  if (last < FIRST_SLOT_START || last > LAST_SLOT_START)
    errors.push({
      field: 'body.last_start',
      reason: `must be between ${FIRST_SLOT_START} and ${LAST_SLOT_START}`,
    });
  if (errors.length === 0 && first > last)
    errors.push({ field: 'body.last_start', reason: 'must not be before first_start' });
  if (errors.length > 0) throw badRequest(errors);
}

const sameDays = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort().every((d, i) => d === [...b].sort()[i]);

/**
 * PATCH /api/admin/workshops/services/{id}/: opening days, hours and capacity per slot, only on the
 * version the console read (409 with the service as it is otherwise). A capacity change reaches
 * the slots not started yet in the same transaction (never below their booked places). Audited
 * with the changed fields before and after; a change to what is stored writes nothing.
 */
export async function updateAdminService(
  db: Database,
  staff: AuditActor,
  id: number,
  body: AdminWorkshopServiceUpdate,
  now: Date = new Date(),
): Promise<AdminWorkshopService> {
  return db.transaction(async (tx) => {
    const row = await lockService(tx, id);
    if (!row) throw notFound('Workshop service not found');
    if (row.version !== body.version)
      throw versionConflict(
        await loadService(tx, row),
        'Someone else changed this workshop while you were editing it',
      );
    checkHours(body.first_start ?? row.firstStart, body.last_start ?? row.lastStart);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    const set: Parameters<typeof updateService>[2] = {};
    if (body.opening_days && !sameDays(body.opening_days, row.openingDays)) {
      before.opening_days = [...row.openingDays].sort((a, b) => a - b);
      after.opening_days = [...body.opening_days].sort((a, b) => a - b);
      set.openingDays = after.opening_days as number[];
    }
    if (body.first_start !== undefined && body.first_start !== row.firstStart) {
      before.first_start = row.firstStart;
      after.first_start = set.firstStart = body.first_start;
    }
    if (body.last_start !== undefined && body.last_start !== row.lastStart) {
      before.last_start = row.lastStart;
      after.last_start = set.lastStart = body.last_start;
    }
    if (body.capacity_per_slot !== undefined && body.capacity_per_slot !== row.capacityPerSlot) {
      before.capacity_per_slot = row.capacityPerSlot;
      after.capacity_per_slot = set.capacityPerSlot = body.capacity_per_slot;
    }
    if (Object.keys(set).length === 0) return loadService(tx, row);
    const updated = await updateService(tx, id, set);
    if (set.capacityPerSlot !== undefined) await setFutureSlotCapacity(tx, id, set.capacityPerSlot, now);
    await recordAudit(tx, staff, {
      action: 'workshop_service.update',
      entity: 'workshop_service',
      entityId: String(id),
      before,
      after,
    });
    return loadService(tx, updated);
  });
}
