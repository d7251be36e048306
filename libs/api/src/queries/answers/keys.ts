import type { LocaleKey } from '../types';

export interface AnswerListParams {
  /** Partner slug of an embedding site (SPEC §7 `?partnership=`). */
  partnership?: string;
}

export const answerKeys = {
  all: ['answers'] as const,
  lists: () => [...answerKeys.all, 'list'] as const,
  list: (params: AnswerListParams & { locale: LocaleKey }) => [...answerKeys.lists(), params] as const,
  details: () => [...answerKeys.all, 'detail'] as const,
  detail: (id: number, locale: LocaleKey) => [...answerKeys.details(), id, locale] as const,
};
