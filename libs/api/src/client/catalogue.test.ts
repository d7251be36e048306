import { describe, expect, it } from 'vitest';
import {
  EMAIL_EXISTS_MESSAGE,
  OFFLINE_MESSAGE,
  shouldReport,
  toApiResult,
  toEmailFlagResult,
} from './catalogue';

describe('toApiResult (SPEC §8 as a pure function)', () => {
  it('maps a network failure to offline with no data', () => {
    const result = toApiResult({ networkError: new TypeError('fetch failed') });
    expect(result).toEqual({
      ok: false,
      kind: 'offline',
      status: 0,
      offline: true,
      message: OFFLINE_MESSAGE,
    });
    expect(shouldReport(result)).toBe(false);
  });

  it('maps 204 to success without data, and other 2xx to their body', () => {
    expect(toApiResult({ status: 204, body: undefined })).toEqual({ ok: true, status: 204, data: undefined });
    expect(toApiResult({ status: 201, body: { id: 1 } })).toEqual({ ok: true, status: 201, data: { id: 1 } });
  });

  it('maps 409 to the e-mail message whatever the server said', () => {
    const result = toApiResult({ status: 409, body: { message: 'Duplicate key', status: 409 } });
    expect(result).toEqual({
      ok: false,
      kind: 'conflict',
      status: 409,
      message: EMAIL_EXISTS_MESSAGE,
      serverMessage: 'Duplicate key',
    });
    expect(shouldReport(result)).toBe(false);
  });

  it("maps 404 to the server's message, not reported", () => {
    const result = toApiResult({ status: 404, body: { message: 'Product not found', status: 404 } });
    expect(result).toEqual({ ok: false, kind: 'not-found', status: 404, message: 'Product not found' });
    expect(shouldReport(result)).toBe(false);
  });

  it("maps other failures to the server's message and marks them for reporting", () => {
    const result = toApiResult({
      status: 422,
      body: {
        message: 'Cart is empty',
        status: 422,
        errors: [{ field: 'cart_id', reason: 'empty' }, { bad: 1 }],
      },
    });
    expect(result).toEqual({
      ok: false,
      kind: 'error',
      status: 422,
      message: 'Cart is empty',
      errors: [{ field: 'cart_id', reason: 'empty' }],
    });
    expect(shouldReport(result)).toBe(true);
  });

  it('uses a short text body as the message and ignores HTML pages', () => {
    expect(toApiResult({ status: 503, body: 'Service Unavailable' })).toMatchObject({
      message: 'Service Unavailable',
    });
    expect(toApiResult({ status: 503, body: '<html>…</html>' })).toMatchObject({
      message: 'Request failed with status 503',
    });
  });
});

describe('toEmailFlagResult (SPEC §8 second helper)', () => {
  it('returns the email from the body on failure', () => {
    expect(
      toEmailFlagResult({ status: 409, body: { message: 'x', status: 409, email: 'a@b.co' } }, 'typed@b.co'),
    ).toEqual({ error: true, status: 409, email: 'a@b.co', message: EMAIL_EXISTS_MESSAGE });
  });

  it('falls back to the submitted email when the body has none', () => {
    expect(
      toEmailFlagResult({ status: 400, body: { message: 'Bad', status: 400 } }, 'typed@b.co'),
    ).toMatchObject({
      error: true,
      email: 'typed@b.co',
    });
  });

  it('passes success through', () => {
    expect(toEmailFlagResult({ status: 201, body: { email: 'a@b.co' } })).toEqual({
      error: false,
      status: 201,
      data: { email: 'a@b.co' },
    });
  });
});
