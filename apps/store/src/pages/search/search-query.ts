import { searchText } from '@atelier/api/queries';

/** Products per page of results (two, three or four to a row). */
export const SEARCH_PAGE_SIZE = 24;
/** Most pages "Load more" shows at once (the URL's `pages`). */
const MAX_PAGES = 10;

export interface SearchState {
  /** The query as sent to the API, or null for none (the empty state). */
  q: string | null;
  /** Pages of results shown (`?pages=`, 1 when absent or bad). */
  pages: number;
}

/** What the URL asks: `?q=` (trimmed and cut as the API takes it) and `?pages=`. */
export function parseSearch(search: URLSearchParams | string): SearchState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const pages = Number(params.get('pages'));
  return {
    q: searchText(params.get('q')),
    pages: Number.isInteger(pages) && pages >= 1 ? Math.min(pages, MAX_PAGES) : 1,
  };
}

/** The URL query of a state (`q` first; `pages` only beyond the first). */
export function searchParamsOf(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.pages > 1) params.set('pages', String(state.pages));
  return params;
}
