import {
  deref,
  loadOpenApiDocument,
  schemaBundle,
  toBundleRefs,
  type JsonObject,
} from '@atelier/api/testing/server';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { expect } from 'vitest';

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as typeof addFormatsModule;

const document = loadOpenApiDocument();
const ajv = new Ajv2020({ allErrors: true, strict: true });
addFormats(ajv);
ajv.addSchema(schemaBundle(document));
const cache = new Map<string, ValidateFunction | null>();

/** The compiled schema of a documented response; null when it has no JSON body (204). */
function responseValidator(method: string, path: string, status: number): ValidateFunction | null {
  const key = `${method} ${path} ${status}`;
  if (cache.has(key)) return cache.get(key) ?? null;
  const operation = ((document.paths as JsonObject)[path] as JsonObject | undefined)?.[
    method.toLowerCase()
  ] as JsonObject | undefined;
  if (!operation) throw new Error(`${method} ${path} is not in openapi.yaml`);
  const responses = operation.responses as JsonObject;
  const raw = responses[String(status)];
  if (!raw) throw new Error(`${method} ${path} does not document status ${status}`);
  const response = deref(document, raw);
  const schema = (
    (response.content as JsonObject | undefined)?.['application/json'] as JsonObject | undefined
  )?.schema;
  const validate = schema ? ajv.compile(toBundleRefs(schema) as JsonObject) : null;
  cache.set(key, validate);
  return validate;
}

/**
 * Asserts that the status is documented for the operation and the body matches the response
 * schema the contract gives for it (an empty body for responses without content).
 */
export function expectToMatchContract(method: string, path: string, status: number, body: unknown): void {
  const validate = responseValidator(method, path, status);
  if (!validate) {
    expect(
      body === undefined || body === null || body === '',
      `${method} ${path} ${status} has no body`,
    ).toBe(true);
    return;
  }
  const ok = validate(body);
  expect(ok ? [] : validate.errors, `${method} ${path} ${status} matches the contract`).toEqual([]);
}
