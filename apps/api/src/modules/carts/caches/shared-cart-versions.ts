import type { RespClient } from '../../../plugins/redis/resp-client';

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
}

const PREFIX = 'atelier-cart-v:';
const EPOCH = 'atelier-cart-epoch';
/**
 * A counter outlives every answer stored under it (they live 10 s): once it expires the cart reads
 * as version 0 again, and an answer stored under 0 before the first write is long gone.
 */
const VERSION_TTL_S = 3_600;

export function redisCartVersions(client: RespClient): SharedCartVersions {
  return {
    async read(cartId) {
      const reply = await client.command(['MGET', PREFIX + cartId, EPOCH]);
      if (!Array.isArray(reply)) throw new Error('redis: MGET answered no array');
      return `${String(reply[0] ?? 0)}/${String(reply[1] ?? 0)}`;
    },
    async bump(cartId) {
      const key = PREFIX + cartId;
      // Pipelined on one connection: the INCR lands first; the expiry only bounds memory.
      await Promise.all([client.command(['INCR', key]), client.command(['EXPIRE', key, VERSION_TTL_S])]);
    },
    async bumpAll() {
      await client.command(['INCR', EPOCH]);
    },
  };
}
