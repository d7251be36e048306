import type { MaybeOptionalInit } from 'openapi-fetch';
import type { paths } from '../generated/schema';
import type { ApiResult, EmailFlagResult } from './catalogue';

/** The HTTP methods the contract uses. */
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Paths of the contract that have an operation for `M`. */
export type PathsWith<M extends HttpMethod> = {
  [P in keyof paths]: paths[P] extends Record<M, object> ? P : never;
}[keyof paths];

type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 206 | '2XX';

/** The JSON body of an operation's 2xx response(s); `undefined` for 204. */
export type SuccessBody<Op> = Op extends { responses: infer R }
  ? {
      [S in keyof R]: S extends SuccessStatus
        ? R[S] extends { content: { 'application/json': infer B } }
          ? B
          : undefined
        : never;
    }[keyof R]
  : never;

/** Per-call options the client adds to openapi-fetch's init. */
export interface CallOptions {
  /**
   * Override the contract's security for this call: `true` sends `Authorization: Bearer` (when a
   * token is stored) even if the operation is public, `false` never sends it. By default the
   * generated secured-operations table decides (see README).
   */
  auth?: boolean;
}

type RequiredKeysOf<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

export type InitOf<P extends keyof paths, M extends HttpMethod> = NonNullable<
  MaybeOptionalInit<paths[P], M>
> &
  CallOptions;

export type InitArgs<P extends keyof paths, M extends HttpMethod> =
  RequiredKeysOf<InitOf<P, M>> extends never ? [init?: InitOf<P, M>] : [init: InitOf<P, M>];

export type ResultOf<P extends keyof paths, M extends HttpMethod> = SuccessBody<paths[P][M & keyof paths[P]]>;

/** A typed call returning the SPEC §8 result union instead of throwing. */
export type ResultMethod<M extends HttpMethod> = <P extends PathsWith<M>>(
  path: P,
  ...init: InitArgs<P, M>
) => Promise<ApiResult<ResultOf<P, M>>>;

/** A typed call returning the SPEC §8 second-helper result (`{error: true, email}` on failure). */
export type EmailFlagMethod<M extends HttpMethod> = <P extends PathsWith<M>>(
  path: P,
  ...init: InitArgs<P, M>
) => Promise<EmailFlagResult<ResultOf<P, M>>>;
