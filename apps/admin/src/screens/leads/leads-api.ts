import type { AdminLead, AdminLeadPage, AdminLeadStatus } from '@atelier/api/schema';
import type { AdminApi } from '../../app/admin-api';
import { unwrap } from '../../app/admin-api';

export const LEAD_STATUSES: readonly AdminLeadStatus[] = ['new', 'contacted', 'won', 'lost'];

export interface LeadListQuery {
  page: number;
  page_size: number;
  q?: string;
  status?: AdminLeadStatus;
}

/** The leads screen's calls, each throwing `AdminError` (a stale version: `version_conflict`). */
export function leadsApi(api: AdminApi) {
  const { client } = api;
  return {
    list: async (query: LeadListQuery): Promise<AdminLeadPage> =>
      unwrap(await client.GET('/api/admin/leads/', { params: { query } })),
    lead: async (id: string): Promise<AdminLead> =>
      unwrap(await client.GET('/api/admin/leads/{id}/', { params: { path: { id } } })),
    setStatus: async (id: string, version: number, status: AdminLeadStatus): Promise<AdminLead> =>
      unwrap(
        await client.PATCH('/api/admin/leads/{id}/', { params: { path: { id } }, body: { version, status } }),
      ),
    addNote: async (id: string, text: string): Promise<AdminLead> =>
      unwrap(await client.POST('/api/admin/leads/{id}/notes/', { params: { path: { id } }, body: { text } })),
  };
}

export const leadListKey = (query: LeadListQuery) => ['admin', 'leads', 'list', query] as const;
export const leadKey = (id: string) => ['admin', 'leads', id] as const;
