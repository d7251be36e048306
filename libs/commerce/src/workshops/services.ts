/**
 * Workshop services (SPEC §3: id and code). The item feed id is what analytics and the product feed
 * use as item_id; the spec does not show the values, so ours are 'workshop-' + the code in lower case,
 * stable and readable in reports.
 */
export const WORKSHOP_SERVICES = [
  { id: 1, code: 'PCA', itemFeedId: 'workshop-pca' },
  { id: 3, code: 'LA', itemFeedId: 'workshop-la' },
  { id: 8, code: 'FA', itemFeedId: 'workshop-fa' },
  { id: 11, code: 'AA', itemFeedId: 'workshop-aa' },
  { id: 18, code: 'BA', itemFeedId: 'workshop-ba' },
  { id: 22, code: 'TBA', itemFeedId: 'workshop-tba' },
  { id: 12, code: 'HA', itemFeedId: 'workshop-ha' },
] as const;

export type WorkshopService = (typeof WORKSHOP_SERVICES)[number];
export type WorkshopServiceId = WorkshopService['id'];
export type WorkshopServiceCode = WorkshopService['code'];

export function workshopServiceById(id: number): WorkshopService | null {
  return WORKSHOP_SERVICES.find((service) => service.id === id) ?? null;
}

export function workshopServiceByCode(code: string): WorkshopService | null {
  return WORKSHOP_SERVICES.find((service) => service.code === code) ?? null;
}

/** The item feed id of a booking line's service_id, or null for an unknown service. */
export function itemFeedIdForService(id: number): WorkshopService['itemFeedId'] | null {
  return workshopServiceById(id)?.itemFeedId ?? null;
}
