import type { Redis } from 'ioredis';

/**
 * Cart versions shared by every API process (Redis), so a get-cart answer one process keeps is
 * only served while no process wrote the cart since (cart-answer-cache.ts). A writer increments
 * its cart's counter after its commit and before its answer leaves; a write that may change any
 * cart (an order taking stock, an operator's edit, a transfer) increments the epoch. A reader reads
 * both in one round trip before reading the database, and a stored answer is served only under
 * the same pair: whatever a write committed before the reader's answer was stored, the pair it
 * stored under is older than the one read after that write answered.
 */
export interface SharedCartVersions {
  /** The cart's version and the epoch, as one opaque string. */
  read(cartId: string): Promise<string>;
  bump(cartId: string): Promise<void>;
  bumpAll(): Promise<void>;
  /**
   * Runs `listener` whenever the versions may have been lost or missed (a connection made again:
   * Redis may have restarted empty, and bumps failed while it was away): answers stored before
   * must not be served.
   */
  onReset(listener: () => void): void;
}

const PREFIX = 'atelier-cart-v:';
const EPOCH = 'atelier-cart-epoch';
/**
 * A counter outlives every answer stored under it (they live 10 s): once it expires the cart reads
 * as version 0 again, and an answer stored under 0 before the first write is long gone.
 */
const VERSION_TTL_S = 3_600;

export function redisCartVersions(client: Redis): SharedCartVersions {
  // Not connected (Redis down at start or since): fail at once, so the caller reads the database.
  const connected = () => {
    if (client.status !== 'ready') throw new Error(`redis: ${client.status}`);
  };
  return {
    async read(cartId) {
      connected();
      const [version, epoch] = await client.mget(PREFIX + cartId, EPOCH);
      return `${version ?? 0}/${epoch ?? 0}`;
    },
    async bump(cartId) {
      connected();
      const key = PREFIX + cartId;
      // One round trip: the INCR lands first; the expiry only bounds memory.
      await client.multi().incr(key).expire(key, VERSION_TTL_S).exec();
    },
    async bumpAll() {
      connected();
      await client.incr(EPOCH);
    },
    onReset(listener) {
      client.on('ready', listener);
    },
  };
}
