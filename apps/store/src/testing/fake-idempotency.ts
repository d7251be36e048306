import type { RecordedRequest, TestReply } from '@atelier/api/testing/server';

/** The contract's `Error` body as a fake server's reply. */
export function errorReply(status: number, message: string, extra: Record<string, unknown> = {}): TestReply {
  return { status, body: { message, status, ...extra } };
}

export type IdempotencyClaim = { reply: TestReply } | { remember(reply: TestReply): void };

/**
 * The contract's Idempotency-Key rule for a fake creation (orders, gift cards, bookings): a missing
 * key is a 400 naming the header; the same key and body answer the first reply again; the same key
 * with another body is a 422. Otherwise the creation goes ahead and remembers its reply.
 */
export function fakeIdempotencyKeys() {
  const keys = new Map<string, { body: string; reply: TestReply }>();
  return {
    claim(request: RecordedRequest): IdempotencyClaim {
      const key = request.headers['idempotency-key'];
      if (typeof key !== 'string' || key.length < 8) {
        return {
          reply: errorReply(400, 'Validation failed', {
            errors: [{ field: 'header.idempotency-key', reason: 'required' }],
          }),
        };
      }
      const text = JSON.stringify(request.body);
      const seen = keys.get(key);
      if (seen) {
        return {
          reply:
            seen.body === text
              ? seen.reply
              : errorReply(422, 'This Idempotency-Key was used with another request', {
                  errors: [{ field: 'header.idempotency-key', reason: 'different_request' }],
                }),
        };
      }
      return { remember: (reply) => keys.set(key, { body: text, reply }) };
    },
  };
}
