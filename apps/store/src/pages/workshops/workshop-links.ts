import type { WorkshopService } from '@atelier/api/schema';
import { pathIn, type RouteLocale } from '../../app/locale/route-locale';

/** `perfume-workshop-detail/{id}` of a service. */
export function detailPath(locale: RouteLocale, service: Pick<WorkshopService, 'id'>): string {
  return pathIn(locale, 'perfume-workshop-detail', String(service.id));
}

/** `workshop?service={CODE}`: the booking form with the service chosen (no service: the form). */
export function bookingPath(locale: RouteLocale, service?: Pick<WorkshopService, 'code'>): string {
  const path = pathIn(locale, 'workshop');
  return service ? `${path}?service=${encodeURIComponent(service.code)}` : path;
}

/** `workshop?booking={id}`: paying and the confirmation of one booking. */
export function bookingStatusPath(locale: RouteLocale, bookingId: string): string {
  return `${pathIn(locale, 'workshop')}?booking=${encodeURIComponent(bookingId)}`;
}

/** A service by the route's or query's id or code, in either case ('1', 'PCA', 'pca'). */
export function findService<T extends Pick<WorkshopService, 'id' | 'code'>>(
  services: readonly T[],
  idOrCode: string | null | undefined,
): T | undefined {
  if (!idOrCode) return undefined;
  const wanted = idOrCode.trim().toUpperCase();
  return services.find((service) => String(service.id) === wanted || service.code === wanted);
}

/** A workshop picture's intrinsic size (the rendered sources are 1600 × 1067, 3:2). */
export const WORKSHOP_IMAGE = { width: 1600, height: 1067 } as const;
