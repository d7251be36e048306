import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorObject } from 'ajv';
import { toFieldErrors, type FieldError } from './validation';
import { logSafeError } from './log-safe-error';

/** The contract's `Error` body, the one shape of every 4xx/5xx response. */
export interface ErrorBody {
  message: string;
  status: number;
  errors?: FieldError[];
  email?: string;
  /** A stable reason where the status is not enough (admin: `csrf`, `role`, `version_conflict`, ...). */
  code?: string;
  /** 409 `version_conflict` only: the entity as it is now (the contract's `VersionConflict`). */
  current?: unknown;
}

/** Thrown by services and routes; the error handler turns it into the `Error` body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: {
      errors?: FieldError[];
      email?: string;
      code?: string;
      current?: unknown;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const MESSAGES = {
  badRequest: 'Validation failed',
  unauthorized: 'Authentication credentials were not provided or are invalid',
  forbidden: 'You do not have access to this resource',
  notFound: 'Not found',
  emailExists: 'The email already exists',
  tooManyRequests: 'Too many requests, please try again later',
  internal: 'Something went wrong',
} as const;

export const badRequest = (errors: FieldError[], message: string = MESSAGES.badRequest) =>
  new HttpError(400, message, { errors });
export const unauthorized = (message: string = MESSAGES.unauthorized) =>
  new HttpError(401, message, { headers: { 'www-authenticate': 'Bearer' } });
export const forbidden = (message: string = MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, message);
export const conflict = (message: string, extra: HttpError['extra'] = {}) =>
  new HttpError(409, message, extra);
/**
 * 409 of a write on a versioned entity whose `version` is stale: nothing was written, and the
 * answer carries the entity as it is now (the contract's `VersionConflict`).
 */
export const versionConflict = (
  current: unknown,
  message = 'Someone else changed this while you were editing it',
) => new HttpError(409, message, { code: 'version_conflict', current });
/** 422: the business rules refuse it; a sentence for the shopper and a stable reason for the client. */
export const unprocessable = (field: string, reason: string, message: string) =>
  new HttpError(422, message, { errors: [{ field, reason }] });

export function errorBody(
  status: number,
  message: string,
  extra: Omit<ErrorBody, 'status' | 'message'> = {},
): ErrorBody {
  const body: ErrorBody = { message: message.slice(0, 1000) || 'Error', status };
  if (extra.errors && extra.errors.length > 0) body.errors = extra.errors;
  if (extra.email !== undefined) body.email = extra.email.slice(0, 254);
  if (extra.code !== undefined) body.code = extra.code;
  if (extra.current !== undefined) body.current = extra.current;
  return body;
}

/** Status texts for framework errors whose own messages are not meant for shoppers. */
function frameworkMessage(error: FastifyError, status: number): string {
  if (status === 413) return 'The request body is too large';
  if (status === 414 || error.code === 'FST_ERR_MAX_PARAM_LENGTH') return 'The address is too long';
  if (error.code === 'FST_ERR_BAD_URL') return 'The address is not valid';
  if (status === 415) return 'Unsupported content type: send application/json';
  if (status === 404) return MESSAGES.notFound;
  if (status === 429) return MESSAGES.tooManyRequests;
  if (error.code?.startsWith('FST_ERR_CTP_')) return 'The request body is not valid JSON';
  return error.message || 'Bad request';
}

/**
 * For Fastify's `frameworkErrors` option. The router's own refusals (a path parameter longer than
 * `maxParamLength` → 414, a malformed %-escape in the path → 400) never reach the error handler:
 * without this they answer Fastify's `{error, code, message, statusCode}`, not the contract's
 * `Error`, and echo the whole path back. Found by the hostile-input test.
 */
export function frameworkErrorReply(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return reply.code(status).send(errorBody(status, frameworkMessage(error, status)));
}

/**
 * Every failure leaves as the contract's `Error` body: validation errors with their per-field
 * list, our `HttpError`s as thrown, framework 4xx with a readable message, and anything else as
 * a logged 500 that reveals nothing of the internals.
 */
export function registerErrorHandling(
  app: FastifyInstance,
  onServerError?: (error: unknown, request: FastifyRequest) => void,
) {
  app.setErrorHandler((error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.extra.headers ?? {})) reply.header(name, value);
      return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message, error.extra));
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.validation) {
      const errors = toFieldErrors(
        fastifyError.validation as ErrorObject[],
        fastifyError.validationContext ?? 'body',
      );
      return reply.code(400).send(errorBody(400, MESSAGES.badRequest, { errors }));
    }
    const status = fastifyError.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(errorBody(status, frameworkMessage(fastifyError, status)));
    }
    // Reported without a failed query's values (log-safe-error.ts): Sentry sees what the log sees.
    const reported = logSafeError(error);
    request.log.error({ err: reported }, 'request failed');
    onServerError?.(reported, request);
    return reply.code(500).send(errorBody(500, MESSAGES.internal));
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send(errorBody(404, MESSAGES.notFound)));
}
