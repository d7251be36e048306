import type { LocaleKey } from '../types';

export interface QuestionListParams {
  /** Partner slug of an embedding site (SPEC §7 `?partnership=`). */
  partnership?: string;
}

export const questionKeys = {
  all: ['questions'] as const,
  lists: () => [...questionKeys.all, 'list'] as const,
  list: (params: QuestionListParams & { locale: LocaleKey }) => [...questionKeys.lists(), params] as const,
  details: () => [...questionKeys.all, 'detail'] as const,
  detail: (id: number, locale: LocaleKey) => [...questionKeys.details(), id, locale] as const,
};
