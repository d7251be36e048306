import { knownPartnerQueryOptions } from '@atelier/api/queries';
import { useQuery } from '@tanstack/react-query';
import { tokensOfStoredTheme } from '@atelier/quiz-widget';
import type { CSSProperties } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useServices } from '../services/services-context';
import { partnershipOf } from './partnership';

export type Partnership =
  { state: 'none' } | { state: 'pending' } | { state: 'ready'; partnership: string; style: CSSProperties };

/**
 * The page's `?partnership=`: pending while the partner's configuration loads (the route loader
 * has usually fetched it), ready with its slug and its stored theme as CSS custom properties for
 * the widget's container only (the rest of the page stays the shop's). An unknown partner is no
 * partnership: the store's own quiz.
 */
export function usePartnership(): Partnership {
  const { api } = useServices();
  const [search] = useSearchParams();
  const slug = partnershipOf(search);
  const config = useQuery({ ...knownPartnerQueryOptions(api, slug ?? ''), enabled: slug !== null });
  if (!slug || config.isError || config.data === null) return { state: 'none' };
  if (!config.data) return { state: 'pending' };
  return {
    state: 'ready',
    partnership: slug,
    style: tokensOfStoredTheme(config.data.theme) as CSSProperties,
  };
}
