/**
 * Types of the API contract, generated from openapi.yaml by openapi-typescript: `paths`,
 * `components`, `operations`, and one alias per component schema
 * (`import type { Cart, Product } from '@atelier/api/schema'`).
 */
export type * from './generated/schema';
export type { BearerRequirement, SecuredOperationKey } from './generated/secured-operations';

import type { components } from './generated/schema';

/** The one error body of every 4xx/5xx response (the schema is named `Error` in openapi.yaml). */
export type ErrorBody = components['schemas']['Error'];
