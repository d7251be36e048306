import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * onRequest check of the editors' `X-Preview-Token` for draft pages. It runs before schema
 * validation so that a missing or malformed token is the contract's 401, not a 400 that would
 * tell a prober what a token looks like. Compared in constant time.
 */
export function previewTokenGuard(expected: string) {
  const expectedDigest = digest(expected);
  return async (request: FastifyRequest): Promise<void> => {
    const sent = request.headers['x-preview-token'];
    if (typeof sent !== 'string' || !timingSafeEqual(digest(sent), expectedDigest)) {
      // No WWW-Authenticate: Bearer here, the token is not a bearer credential.
      throw new HttpError(401, 'A valid preview token is required to see draft pages');
    }
  };
}
