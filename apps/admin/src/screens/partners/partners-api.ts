import type {
  AdminPartner,
  AdminPartnerCreate,
  AdminPartnerList,
  AdminPartnerQuizChoice,
  AdminPartnerQuizOrder,
  AdminPartnerQuizQuestionUpdate,
  AdminPartnerUpdate,
} from '@atelier/api/schema';
import type { AdminApi } from '../../app/admin-api';
import { unwrap } from '../../app/admin-api';

export interface PartnerListQuery {
  page: number;
  page_size: number;
  q?: string;
}

/** The partners screen's calls, each throwing `AdminError`. */
export function partnersApi(api: AdminApi) {
  const { client } = api;
  return {
    list: async (query: PartnerListQuery): Promise<AdminPartnerList> =>
      unwrap(await client.GET('/api/admin/partners/', { params: { query } })),
    partner: async (partnership: string): Promise<AdminPartner> =>
      unwrap(await client.GET('/api/admin/partners/{partnership}/', { params: { path: { partnership } } })),
    create: async (body: AdminPartnerCreate): Promise<AdminPartner> =>
      unwrap(await client.POST('/api/admin/partners/', { body })),
    update: async (partnership: string, body: AdminPartnerUpdate): Promise<AdminPartner> =>
      unwrap(
        await client.PATCH('/api/admin/partners/{partnership}/', { params: { path: { partnership } }, body }),
      ),
    chooseQuiz: async (partnership: string, body: AdminPartnerQuizChoice): Promise<AdminPartner> =>
      unwrap(
        await client.PUT('/api/admin/partners/{partnership}/quiz/', {
          params: { path: { partnership } },
          body,
        }),
      ),
    reorderQuiz: async (partnership: string, body: AdminPartnerQuizOrder): Promise<AdminPartner> =>
      unwrap(
        await client.PUT('/api/admin/partners/{partnership}/quiz/order/', {
          params: { path: { partnership } },
          body,
        }),
      ),
    editQuestion: async (
      partnership: string,
      id: number,
      body: AdminPartnerQuizQuestionUpdate,
    ): Promise<AdminPartner> =>
      unwrap(
        await client.PATCH('/api/admin/partners/{partnership}/quiz/questions/{id}/', {
          params: { path: { partnership, id } },
          body,
        }),
      ),
  };
}

export const partnerKey = (slug: string) => ['admin', 'partners', slug] as const;
export const partnerListKey = (query: PartnerListQuery) => ['admin', 'partners', 'list', query] as const;

/** The theme tokens a partner may set (libs/quiz-widget STORED_THEME_NAMES). */
export const THEME_TOKENS = [
  '--atelier-accent',
  '--atelier-accent-contrast',
  '--atelier-ink',
  '--atelier-ink-muted',
  '--atelier-background',
  '--atelier-surface',
  '--atelier-border',
  '--atelier-font-body',
  '--atelier-font-display',
  '--atelier-radius',
] as const;
