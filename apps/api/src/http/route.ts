import type { paths } from '@atelier/api/schema';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { ContractOperation, HttpMethod, JsonObject } from './contract';
import { ANSWERED, publicCaching } from './response-cache';

// ---------------------------------------------------------------- types from the contract

type Operation<P extends keyof paths, M extends HttpMethod> = NonNullable<
  paths[P][Lowercase<M> & keyof paths[P]]
>;

type JsonContent<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type Defined<T> = [T] extends [never]
  ? Record<string, never>
  : [T] extends [undefined]
    ? Record<string, never>
    : NonNullable<T>;

type BodyOf<O> = O extends { requestBody: infer R } ? JsonContent<NonNullable<R>> : never;
type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? Defined<Q> : Record<string, never>;
type PathOf<O> = O extends { parameters: { path?: infer Q } } ? Defined<Q> : Record<string, never>;
type SuccessOf<O> = O extends { responses: infer R }
  ? { [K in keyof R]: K extends 200 | 201 | 202 ? JsonContent<R[K]> : never }[keyof R]
  : never;

export type ContractRequest<P extends keyof paths, M extends HttpMethod> = FastifyRequest<{
  Body: BodyOf<Operation<P, M>>;
  Querystring: QueryOf<Operation<P, M>>;
  Params: PathOf<Operation<P, M>>;
}>;

/**
 * A handler answers the operation's 2xx body (type-checked against the contract), or nothing for
 * a 204; errors are thrown as `HttpError`s.
 */
export type ContractHandler<P extends keyof paths, M extends HttpMethod> = (
  request: ContractRequest<P, M>,
  reply: FastifyReply,
) => Promise<SuccessOf<Operation<P, M>> | undefined>;

export interface RouteOptions {
  /** Route-level rate limit (e.g. login); false turns the global limit off for the route. */
  rateLimit?: RateLimitOptions | false;
  /**
   * With optional bearer auth, an invalid token normally answers 401 (the client then refreshes).
   * Logout must work with an expired access token, so it treats a bad token as no token.
   */
  invalidTokenAsGuest?: boolean;
  /** Extra checks that run before validation (after auth), e.g. the CMS preview token. */
  onRequest?: onRequestHookHandler[];
  /**
   * `public`: a catalogue read, the same for every shopper of a market — ETag/304,
   * `Cache-Control: public` and the in-process answer cache (http/response-cache.ts).
   * Without it an /api/ answer is `private, no-store`.
   */
  cache?: 'public';
}

/** The staff-session check of one console operation (plugins/staff-session.ts). */
export type StaffHookFactory = (operation: ContractOperation) => onRequestHookHandler;

export interface AuthHooks {
  /** 401 unless a valid access token is sent. */
  required: onRequestHookHandler;
  /** Guest or member: reads a token when one is sent. */
  optional: onRequestHookHandler;
  /** Like optional, but a bad token counts as none. */
  lenient: onRequestHookHandler;
}

declare module 'fastify' {
  interface FastifyInstance {
    contractOperation(method: HttpMethod, path: string): ContractOperation;
    authHooks: AuthHooks;
    staffSessionHook: StaffHookFactory;
  }
}

// ---------------------------------------------------------------- schemas from the contract

function objectSchema(params: ContractOperation['parameters'], lowerCase = false): JsonObject | undefined {
  if (params.length === 0) return undefined;
  const properties: JsonObject = {};
  const required: string[] = [];
  for (const p of params) {
    const name = lowerCase ? p.name.toLowerCase() : p.name;
    properties[name] = p.schema;
    if (p.required) required.push(name);
  }
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
}

/** Fastify route schema (params, querystring, headers, body) of one contract operation. */
export function routeSchema(operation: ContractOperation): JsonObject {
  const schema: JsonObject = {};
  const params = objectSchema(operation.parameters.filter((p) => p.in === 'path'));
  const querystring = objectSchema(operation.parameters.filter((p) => p.in === 'query'));
  // Node lower-cases header names; the contract spells them `Accept-Language`.
  const headers = objectSchema(
    operation.parameters.filter((p) => p.in === 'header'),
    true,
  );
  if (params) schema.params = params;
  if (querystring) schema.querystring = querystring;
  if (headers) schema.headers = headers;
  if (operation.requestBody) schema.body = operation.requestBody.schema;
  return schema;
}

/** `/api/users/{userId}/carts/` → `/api/users/:userId/carts/` */
export function toFastifyPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}

/**
 * Registers one contract operation: the path and method must exist in openapi.yaml (a typo fails
 * at start, not in production), the request schemas come from the contract, and bearer auth
 * follows the operation's `security`.
 *
 * Path parameters keep the contract's names (`{cartPk}` on some cart paths, `{id}` on others):
 * find-my-way 9 keeps parameter names per route, so both spellings of one segment coexist
 * (`route.test.ts` proves it over HTTP).
 */
export function routerFor(app: FastifyInstance) {
  return function route<P extends keyof paths, M extends HttpMethod>(
    method: M,
    path: P,
    handler: ContractHandler<P, M>,
    options: RouteOptions = {},
  ): void {
    const operation = app.contractOperation(method, path as string);
    const onRequest =
      operation.auth === 'required'
        ? [app.authHooks.required]
        : operation.auth === 'optional'
          ? [options.invalidTokenAsGuest ? app.authHooks.lenient : app.authHooks.optional]
          : [];
    // Console operations: cookie session, role of x-roles, CSRF on writes, before anything else.
    if (operation.staff) onRequest.push(app.staffSessionHook(operation));
    onRequest.push(...(options.onRequest ?? []));
    const caching = options.cache === 'public' ? publicCaching(app, operation) : null;
    app.route({
      method,
      url: toFastifyPath(path as string),
      schema: routeSchema(operation),
      onRequest,
      // After the rate limit's onRequest hook: a cached answer is cheap, but a scraper is still counted.
      ...(caching ? { preValidation: [caching.beforeValidation] } : {}),
      config: options.rateLimit === undefined ? {} : { rateLimit: options.rateLimit },
      handler: async (request, reply) => {
        const run = () => handler(request as unknown as ContractRequest<P, M>, reply);
        const result = caching ? await caching.handle(request, reply, run) : await run();
        if (result === ANSWERED) return reply;
        if (result === undefined) {
          if (reply.statusCode === 200) reply.code(204);
          return reply.send();
        }
        return result;
      },
    });
  };
}

export type Route = ReturnType<typeof routerFor>;
