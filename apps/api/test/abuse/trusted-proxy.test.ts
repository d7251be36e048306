// Behind the deployment's proxy (compose.yaml) every connection comes from the proxy: with
// TRUST_PROXY naming the proxy, shoppers are told apart by the X-Forwarded-For it appends, so one
// shopper's rate limit is not everyone's; without it the header is not believed (anyone can send one).
import { describe, expect, it } from 'vitest';
import { databases } from '../support/databases';
import { useTestServer } from '../support/test-server';

const countries = (url: string, forwardedFor: string) =>
  fetch(`${url}/api/countries/`, { headers: { 'x-forwarded-for': forwardedFor } }).then((res) => res.status);

describe.each(databases())('client address behind a proxy on %s', (target) => {
  const limits = { rateLimits: { global: { max: 2, timeWindowMs: 60_000 } }, seed: false };
  const proxied = useTestServer(target, { ...limits, config: { trustProxy: ['loopback'] } });
  const direct = useTestServer(target, limits);

  it('with TRUST_PROXY naming the proxy (here loopback) counts each forwarded client on its own', async () => {
    expect([
      await countries(proxied.url, '203.0.113.1'),
      await countries(proxied.url, '203.0.113.1'),
    ]).toEqual([200, 200]);
    expect(await countries(proxied.url, '203.0.113.1')).toBe(429);
    // Another shopper through the same proxy is not limited by the first one's requests.
    expect(await countries(proxied.url, '203.0.113.2')).toBe(200);
  });

  it('without it a forwarded address is not believed: a client cannot escape its limit by sending one', async () => {
    expect([
      await countries(direct.url, '198.51.100.1'),
      await countries(direct.url, '198.51.100.2'),
    ]).toEqual([200, 200]);
    expect(await countries(direct.url, '198.51.100.3')).toBe(429);
  });
});
