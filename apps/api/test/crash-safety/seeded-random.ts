/**
 * A small seeded pseudo-random generator (mulberry32): the crash test draws its kill moments and
 * every shopper's choices from it, so a failing run's printed seed replays the same plan
 * (`CRASH_SEED=<n>`). The interleaving of requests still depends on timing; the plan does not.
 */
export interface SeededRandom {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** An independent generator for one participant (a shopper), derived from this one's seed. */
  fork(label: number): SeededRandom;
}

export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const random: SeededRandom = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    fork: (label) => seededRandom(Math.imul(seed ^ 0x9e3779b9, label + 1) ^ label),
  };
  return random;
}
