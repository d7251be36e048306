import { describe, expect, it } from 'vitest';
import {
  createMemoryTokenStore,
  createStorageTokenStore,
  readStoredValue,
  type StorageLike,
} from './token-store';

function mapStorage(initial: Record<string, string> = {}): StorageLike & { map: Map<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

describe('token stores', () => {
  it('memory store keeps and clears the pair', () => {
    const store = createMemoryTokenStore();
    expect(store.getToken()).toBeNull();
    store.setTokens({ token: 't1', refreshToken: 'r1' });
    expect([store.getToken(), store.getRefreshToken()]).toEqual(['t1', 'r1']);
    store.clear();
    expect([store.getToken(), store.getRefreshToken()]).toEqual([null, null]);
  });

  it("storage store uses SPEC's keys `token` and `refreshToken`", () => {
    const storage = mapStorage();
    createStorageTokenStore(storage).setTokens({ token: 't1', refreshToken: 'r1' });
    expect(Object.fromEntries(storage.map)).toEqual({ token: 't1', refreshToken: 'r1' });
  });

  it.each(['undefined', 'null', '', '  '])('treats a stored %j as empty (SPEC §5)', (raw) => {
    const store = createStorageTokenStore(mapStorage({ token: raw, refreshToken: raw }));
    expect(store.getToken()).toBeNull();
    expect(store.getRefreshToken()).toBeNull();
    expect(readStoredValue(raw)).toBeNull();
  });

  it('clear removes only the two token keys', () => {
    const storage = mapStorage({ token: 't', refreshToken: 'r', basketId: 'b' });
    createStorageTokenStore(storage).clear();
    expect(Object.fromEntries(storage.map)).toEqual({ basketId: 'b' });
  });

  it('a throwing storage (blocked in a partner frame) reads as empty instead of breaking calls', () => {
    const blocked: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const store = createStorageTokenStore(blocked);
    expect(() => store.setTokens({ token: 't', refreshToken: 'r' })).not.toThrow();
    expect(store.getToken()).toBeNull();
    expect(() => store.clear()).not.toThrow();
  });
});
