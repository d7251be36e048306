import type { FastifyRequest } from 'fastify';

export type CacheName = 'response' | 'page' | 'cart_answer';
export type CacheResult = 'hit' | 'miss';

export interface CacheOutcome {
  cache: CacheName;
  outcome: CacheResult;
}

const reported = new WeakMap<FastifyRequest, CacheOutcome>();

/**
 * A cache's own word on a request: whether it answered from what it kept (hit) or the answer was
 * computed (miss). For caches whose hits do not skip the handler (get cart with Redis answers
 * from inside it), where "the handler ran" cannot tell a hit from a miss. Counted in onResponse,
 * and only for a successful answer.
 */
export function reportCacheOutcome(request: FastifyRequest, cache: CacheName, outcome: CacheResult): void {
  reported.set(request, { cache, outcome });
}

/** What a cache reported for this request, if any. */
export function reportedCacheOutcome(request: FastifyRequest): CacheOutcome | undefined {
  return reported.get(request);
}
