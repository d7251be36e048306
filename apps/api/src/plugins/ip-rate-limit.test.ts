import { describe, expect, it } from 'vitest';
import { databases } from '../../test/support/databases';
import { request } from '../../test/support/http-client';
import { useTestServer } from '../../test/support/test-server';
import { FixedWindowCounters } from './ip-rate-limit';

describe('FixedWindowCounters', () => {
  it('lets max requests through per window, then answers the seconds until the window ends', () => {
    const counters = new FixedWindowCounters(3, 60_000);
    const t0 = 1_000_000;
    expect([0, 1, 2].map((i) => counters.hit('a', t0 + i))).toEqual([0, 0, 0]);
    expect(counters.hit('a', t0 + 500)).toBe(60);
    expect(counters.hit('a', t0 + 30_000)).toBe(30);
    expect(counters.hit('a', t0 + 59_001)).toBe(1);
    // Another client has its own window.
    expect(counters.hit('b', t0 + 59_001)).toBe(0);
    // The window ends a minute after its first request; the next request starts a new one.
    expect(counters.hit('a', t0 + 60_000)).toBe(0);
    expect(counters.hit('a', t0 + 60_001)).toBe(0);
    expect(counters.hit('a', t0 + 60_002)).toBe(0);
    expect(counters.hit('a', t0 + 60_003)).toBe(60);
  });

  it('keeps at most maxKeys clients, forgetting ended windows first', () => {
    const counters = new FixedWindowCounters(1, 1_000, 3);
    counters.hit('old', 0);
    counters.hit('over', 900);
    expect(counters.hit('over', 901)).toBe(1);
    counters.hit('recent', 950);
    // Full: a new client drops the window that has ended ('old'), not the one still refusing.
    counters.hit('new', 1_500);
    expect(counters.size).toBe(3);
    expect(counters.hit('over', 1_600)).toBe(1);
    // Full of running windows: the oldest one goes.
    counters.hit('newer', 1_700);
    expect(counters.size).toBe(3);
    expect(counters.hit('recent', 1_800)).toBe(1);
    // 'over' was forgotten: its next request starts a new window.
    expect(counters.hit('over', 1_800)).toBe(0);
  });
});

describe.each(databases())('the global per-IP limit on %s', (target) => {
  const server = useTestServer(target, { rateLimits: { global: { max: 3, timeWindowMs: 60_000 } } });

  it('answers 429 with the Error body, Retry-After and the usual headers once a client is over it', async () => {
    const statuses: number[] = [];
    // Not the health probes: they stay outside the limit (an orchestrator must always reach them).
    for (let i = 0; i < 3; i++) statuses.push((await request(server.url, 'GET', '/api/tags/')).status);
    expect(statuses).toEqual([200, 200, 200]);

    const refused = await request(server.url, 'GET', '/api/countries/');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: 'Too many requests, please try again later', status: 429 });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers.get('x-ratelimit-limit')).toBe('3');
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(refused.headers.get('x-ratelimit-reset')).toBe(String(retryAfter));
    expect(refused.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(refused.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(refused.headers.get('cache-control')).toBe('private, no-store');
  });
});
