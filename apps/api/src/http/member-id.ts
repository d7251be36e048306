import type { FastifyRequest } from 'fastify';
import { unauthorized } from './errors';

/**
 * The signed-in member's id on an operation whose `security` requires bearer auth (`request.auth`
 * is set by the auth plugin, plugins/auth.ts). In the HTTP kernel so that modules' routes use it
 * without importing the plugin, which itself uses the auth module.
 */
export function memberIdOf(request: FastifyRequest): number {
  if (!request.auth) throw unauthorized();
  return request.auth.userId;
}
