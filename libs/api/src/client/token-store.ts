/**
 * Where the client keeps the access token and the refresh token. Synchronous on purpose: the
 * middleware reads the token while building each request.
 */
export interface TokenPairValue {
  token: string;
  refreshToken: string;
}

export interface TokenStore {
  getToken(): string | null;
  getRefreshToken(): string | null;
  setTokens(pair: TokenPairValue): void;
  /** Forget both tokens (logout, or a refresh the server refused). */
  clear(): void;
}

export function createMemoryTokenStore(initial?: Partial<TokenPairValue>): TokenStore {
  let token = initial?.token || null;
  let refreshToken = initial?.refreshToken || null;
  return {
    getToken: () => token,
    getRefreshToken: () => refreshToken,
    setTokens(pair) {
      token = pair.token;
      refreshToken = pair.refreshToken;
    },
    clear() {
      token = null;
      refreshToken = null;
    },
  };
}

/** The subset of the Web Storage API the store needs (localStorage, sessionStorage, a test double). */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface StorageTokenStoreOptions {
  /** Key names; SPEC §3 stores them as `token` and `refreshToken`. */
  keys?: { token?: string; refreshToken?: string };
}

/** SPEC §5: a stored value equal to the text undefined or null counts as empty. */
export function readStoredValue(raw: string | null | undefined): string | null {
  if (raw == null) return null;
  const value = raw.trim();
  if (value === '' || value === 'undefined' || value === 'null') return null;
  return value;
}

/**
 * Tokens in Web Storage. Storage that throws (Safari private mode, a sandboxed partner frame with
 * storage blocked) is treated as empty rather than breaking every request.
 */
export function createStorageTokenStore(
  storage: StorageLike,
  options: StorageTokenStoreOptions = {},
): TokenStore {
  const tokenKey = options.keys?.token ?? 'token';
  const refreshKey = options.keys?.refreshToken ?? 'refreshToken';
  const read = (key: string) => {
    try {
      return readStoredValue(storage.getItem(key));
    } catch {
      return null;
    }
  };
  const attempt = (fn: () => void) => {
    try {
      fn();
    } catch {
      // Storage unavailable or full: nothing useful to do; the session simply is not persisted.
    }
  };
  return {
    getToken: () => read(tokenKey),
    getRefreshToken: () => read(refreshKey),
    setTokens(pair) {
      attempt(() => storage.setItem(tokenKey, pair.token));
      attempt(() => storage.setItem(refreshKey, pair.refreshToken));
    },
    clear() {
      attempt(() => storage.removeItem(tokenKey));
      attempt(() => storage.removeItem(refreshKey));
    },
  };
}
