/** Accepts URLSearchParams or a query string with or without its leading '?'. */
export function toSearchParams(search: URLSearchParams | string): URLSearchParams {
  return typeof search === 'string' ? new URLSearchParams(search) : search;
}
