import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Config } from '../../src/config';

export const TEST_PREVIEW_TOKEN = 'preview-token-for-tests-0123456789';
export const TEST_PUBLIC_ORIGIN = 'http://shop.test';
export const TEST_WEBHOOK_SECRET = 'whsec_test_secret_0123456789abcdef';
export const TEST_ALLOWED_ORIGIN = 'https://partner.example';

/** A valid configuration for tests: explicit secrets (no files written), quiet logs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: join(tmpdir(), 'atelier-api-tests'),
    databaseUrl: null,
    publicOrigin: TEST_PUBLIC_ORIGIN,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    corsOrigins: [TEST_ALLOWED_ORIGIN],
    sentryDsn: null,
    redisUrl: null,
    globalRateLimitMax: null,
    logLevel: 'silent',
    previewToken: TEST_PREVIEW_TOKEN,
    gtmId: null,
    countryBases: {},
    paymentWebhookSecret: TEST_WEBHOOK_SECRET,
    ...overrides,
  };
}
