import { describe, expect, it } from 'vitest';
import {
  WORKSHOP_SERVICES,
  itemFeedIdForService,
  workshopServiceByCode,
  workshopServiceById,
} from './services';

describe('workshop services (SPEC §3)', () => {
  it.each([
    [1, 'PCA', 'workshop-pca'],
    [3, 'LA', 'workshop-la'],
    [8, 'FA', 'workshop-fa'],
    [11, 'AA', 'workshop-aa'],
    [18, 'BA', 'workshop-ba'],
    [22, 'TBA', 'workshop-tba'],
    [12, 'HA', 'workshop-ha'],
  ])('service %i is %s with item feed id %s', (id, code, feedId) => {
    expect(workshopServiceById(id)).toEqual({ id, code, itemFeedId: feedId });
    expect(workshopServiceByCode(code)?.id).toBe(id);
    expect(itemFeedIdForService(id)).toBe(feedId);
  });

  it('has exactly the seven services, with unique ids and feed ids', () => {
    expect(WORKSHOP_SERVICES).toHaveLength(7);
    expect(new Set(WORKSHOP_SERVICES.map((s) => s.id)).size).toBe(7);
    expect(new Set(WORKSHOP_SERVICES.map((s) => s.itemFeedId)).size).toBe(7);
  });

  it.each([0, 2, 99, -1, 1.5])('knows no service %s', (id) => {
    expect(workshopServiceById(id)).toBeNull();
    expect(itemFeedIdForService(id)).toBeNull();
  });

  it('matches codes exactly', () => {
    expect(workshopServiceByCode('pca')).toBeNull();
  });
});
