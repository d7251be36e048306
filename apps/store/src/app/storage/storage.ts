/** The part of the Web Storage API the app uses; a Map-backed stand-in satisfies it too. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** An in-memory Storage, used when the browser refuses storage (private modes, blocked cookies). */
export function createMemoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
    key: (index) => [...values.keys()][index] ?? null,
    get length() {
      return values.size;
    },
  };
}

/**
 * window.localStorage / sessionStorage, or an in-memory stand-in when reading the property itself
 * throws (Safari private mode, storage disabled). The app keeps working; it just forgets on reload.
 */
export function browserStorage(win: Window, kind: 'localStorage' | 'sessionStorage'): KeyValueStorage {
  try {
    const storage = win[kind];
    const probe = '__atelier_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return createMemoryStorage();
  }
}

/** Every key currently stored, for the logout rule (which removes keys we did not write too). */
export function storedKeys(storage: KeyValueStorage): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null) keys.push(key);
  }
  return keys;
}

/** Writes without letting a full or blocked storage break the caller. */
export function safeSet(storage: KeyValueStorage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // Quota exceeded or storage blocked: the value simply is not remembered.
  }
}
