import type { StaffRole } from '@atelier/api/schema';

export type { StaffRole };

export const STAFF_ROLES: readonly StaffRole[] = ['owner', 'staff', 'merchandiser', 'editor'];

export const isStaffRole = (value: string): value is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(value);
