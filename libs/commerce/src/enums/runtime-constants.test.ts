import { describe, expect, it } from 'vitest';
import {
  API_HEADERS,
  CHUNK_LOAD_TIMEOUT_MS,
  DEFAULT_CURRENCY_HEADER,
  DISCOUNT_CODE_QUERY_PARAM,
  PRERENDER_READY_TIMEOUT_MS,
} from './runtime-constants';

describe('runtime constants (SPEC §2, §7, §9)', () => {
  it.each([
    ['default Accept-Currency', DEFAULT_CURRENCY_HEADER, 'sgd'],
    ['prerender-ready timeout', PRERENDER_READY_TIMEOUT_MS, 5000],
    ['chunk load timeout (120 s)', CHUNK_LOAD_TIMEOUT_MS, 120_000],
    ['discount code query parameter', DISCOUNT_CODE_QUERY_PARAM, 'discount_code'],
  ])('%s', (_name, value, expected) => {
    expect(value).toBe(expected);
  });

  it('names the request headers', () => {
    expect(API_HEADERS).toEqual({
      country: 'Accept-Country',
      language: 'Accept-Language',
      currency: 'Accept-Currency',
    });
  });
});
