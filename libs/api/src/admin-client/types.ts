import type { MaybeOptionalInit } from 'openapi-fetch';
import type { paths } from '../generated/schema';
import type { HttpMethod, PathsWith, ResultOf } from '../client/types';
import type { AdminResult } from './admin-result';

/** The console's paths (`/api/admin/...`) that have an operation for `M`. */
export type AdminPathsWith<M extends HttpMethod> = Extract<PathsWith<M>, `/api/admin/${string}`>;

type RequiredKeysOf<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

export type AdminInitOf<P extends keyof paths, M extends HttpMethod> = NonNullable<
  MaybeOptionalInit<paths[P], M>
>;

export type AdminInitArgs<P extends keyof paths, M extends HttpMethod> =
  RequiredKeysOf<AdminInitOf<P, M>> extends never ? [init?: AdminInitOf<P, M>] : [init: AdminInitOf<P, M>];

/** A typed console call returning `AdminResult` instead of throwing. */
export type AdminMethod<M extends HttpMethod> = <P extends AdminPathsWith<M>>(
  path: P,
  ...init: AdminInitArgs<P, M>
) => Promise<AdminResult<ResultOf<P, M>>>;
