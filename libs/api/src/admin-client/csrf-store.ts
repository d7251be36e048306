/**
 * Where the admin client keeps the session's CSRF token: in memory only (never localStorage, which
 * shopper pages and CMS HTML share). Sign-in and the session call fill it; a 401 or sign-out
 * empties it. The console reads it back after a reload by calling `GET /api/admin/session/`.
 */
export interface CsrfStore {
  get(): string | null;
  set(token: string | null): void;
}

export function createCsrfStore(initial: string | null = null): CsrfStore {
  let token = initial;
  return {
    get: () => token,
    set: (next) => {
      token = next;
    },
  };
}
