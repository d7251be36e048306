import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import type { Contract, JsonObject } from './contract';

// ajv-formats is CommonJS with `exports.default`; under Node ESM the default import is the module.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as typeof addFormatsModule;

export interface FieldError {
  field: string;
  reason: string;
}

/** Fastify's part names → the contract's parameter locations, used as the first field segment. */
const LOCATION: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

function newAjv(contract: Contract, coerce: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    // Fastify's default strips unknown fields; the contract closes request bodies so that a client
    // sending a price, total or currency gets a 400 instead of being silently ignored.
    removeAdditional: false,
    useDefaults: true,
    // Only text-born parts (query, path, headers) are coerced; a JSON body must carry real types.
    coerceTypes: coerce ? 'array' : false,
    strict: true,
    // OpenAPI annotations (`example`) live in the parameter objects, not in these schemas.
    strictRequired: false,
  });
  addFormats(ajv);
  ajv.addSchema(contract.bundle);
  return ajv;
}

/** The ids are PostgreSQL `integer`s; a path id beyond it would reach the query and fail there. */
const MAX_ID = 2_147_483_647;

/**
 * Integer path and query parameters the contract leaves without a `maximum` (ids: `minimum: 1`
 * only) are held to the database's integer range: `/items/99999999999999999999999999/` coerces to
 * 1e26, `?tag=2147483648` stays 2147483648; both pass `type: integer` and ended as a 500 from the
 * query (found by the hostile-input test). And no numeric parameter may be infinite: `1e400` and
 * `Infinity` coerce to Infinity, which passed `type: integer` and even a `maximum` (Ajv with
 * coercion and allErrors) and reached the query (found by the console's hostile-input test).
 */
function withIdRange(validate: ValidateFunction, schema: JsonObject): ValidateFunction {
  const properties = (schema.properties ?? {}) as Record<string, JsonObject>;
  const numeric = Object.entries(properties)
    .filter(([, p]) => p.type === 'integer' || p.type === 'number')
    .map(([name, p]) => ({ name, limit: p.type === 'integer' && p.maximum === undefined ? MAX_ID : null }));
  if (numeric.length === 0) return validate;
  const checked = ((data: unknown) => {
    if (!validate(data)) {
      checked.errors = validate.errors;
      return false;
    }
    const values = data as Record<string, unknown>;
    const errors: ErrorObject[] = [];
    for (const { name, limit } of numeric) {
      const value = values[name];
      if (typeof value !== 'number') continue;
      if (!Number.isFinite(value)) {
        errors.push({
          keyword: 'type',
          instancePath: `/${name}`,
          schemaPath: `#/properties/${name}/type`,
          params: { type: 'integer' },
          message: 'must be a finite number',
        });
      } else if (limit !== null && value > limit) {
        errors.push({
          keyword: 'maximum',
          instancePath: `/${name}`,
          schemaPath: `#/properties/${name}/maximum`,
          params: { comparison: '<=', limit },
          message: `must be <= ${limit}`,
        });
      }
    }
    checked.errors = errors.length > 0 ? errors : null;
    return errors.length === 0;
  }) as ValidateFunction;
  return checked;
}

/**
 * The JSON-pointer paths of the strings in `value` that PostgreSQL cannot store: a NUL character
 * (U+0000) is valid JSON and valid UTF-8 but no `text` value, so it reached the insert and ended as
 * a 500 (registration names, addresses, gift messages, notes, enquiries). Keys count too: a
 * `jsonb` column refuses them the same way.
 */
function unstorableStrings(root: unknown): string[] {
  const found: string[] = [];
  // An explicit stack, not recursion: a body nested 50,000 levels deep is valid JSON and overflowed
  // the call stack (a 500; found by the console's hostile-input test).
  const stack: { value: unknown; path: string }[] = [{ value: root, path: '' }];
  while (stack.length > 0 && found.length < 100) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) found.push(path);
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index--) {
        stack.push({ value: value[index], path: `${path}/${index}` });
      }
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, item] = entries[index]!;
        const at = `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
        if (key.includes('\u0000')) found.push(at);
        stack.push({ value: item, path: at });
      }
    }
  }
  return found;
}

/** A part's validator that also refuses text the database cannot store (unstorableStrings). */
function withStorableText(validate: ValidateFunction): ValidateFunction {
  const checked = ((data: unknown) => {
    const valid = validate(data);
    const errors: ErrorObject[] = [
      ...(valid ? [] : (validate.errors ?? [])),
      ...unstorableStrings(data).map((instancePath) => ({
        keyword: 'storableText',
        instancePath,
        schemaPath: '#',
        params: {},
        message: 'must not contain a NUL character (U+0000)',
      })),
    ];
    checked.errors = errors.length > 0 ? errors : null;
    return errors.length === 0;
  }) as ValidateFunction;
  return checked;
}

/**
 * Fastify validator compiler on Ajv 2020 (the contract is OpenAPI 3.1 = JSON Schema 2020-12),
 * with one instance for bodies and one that coerces the text-born parts.
 */
export function contractValidatorCompiler(contract: Contract): FastifySchemaCompiler<JsonObject> {
  const bodyAjv = newAjv(contract, false);
  const textAjv = newAjv(contract, true);
  const cache = new WeakMap<object, ValidateFunction>();
  return ({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? bodyAjv : textAjv;
    let validate = cache.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      if (httpPart === 'params' || httpPart === 'querystring') validate = withIdRange(validate, schema);
      validate = withStorableText(validate);
      cache.set(schema, validate);
    }
    return validate as ReturnType<FastifySchemaCompiler<JsonObject>>;
  };
}

function jsonPointerToDots(pointer: string): string[] {
  if (!pointer) return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function reasonOf(error: ErrorObject): string {
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not allowed';
    case 'enum':
      return `must be one of: ${(error.params as { allowedValues: unknown[] }).allowedValues
        .map((v) => (v === null ? 'null' : String(v)))
        .join(', ')}`;
    case 'const':
      return `must be ${JSON.stringify((error.params as { allowedValue: unknown }).allowedValue)}`;
    default:
      return error.message ?? 'is invalid';
  }
}

/**
 * Turns Ajv errors into the contract's `FieldError`s: `field` is the location plus the dotted
 * JSON path (`body.shipping_address.phone`, `query.slug`, `header.accept-language`), `reason` a
 * short sentence. A `oneOf` between a value and null explains itself through the value's branch,
 * so its summary line and the "must be null" of the null branch are dropped when a more precise
 * reason exists for the same field.
 */
export function toFieldErrors(errors: readonly ErrorObject[], context: string): FieldError[] {
  const location = LOCATION[context] ?? context;
  const entries = errors.map((error) => {
    const segments = [location, ...jsonPointerToDots(error.instancePath)];
    if (error.keyword === 'required')
      segments.push((error.params as { missingProperty: string }).missingProperty);
    if (error.keyword === 'additionalProperties') {
      segments.push((error.params as { additionalProperty: string }).additionalProperty);
    }
    const vague =
      error.keyword === 'oneOf' ||
      error.keyword === 'anyOf' ||
      (error.keyword === 'type' && (error.params as { type: unknown }).type === 'null');
    return { field: segments.join('.').slice(0, 200), reason: reasonOf(error).slice(0, 500), vague };
  });
  const precise = new Set(entries.filter((e) => !e.vague).map((e) => e.field));
  const out: FieldError[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    if (entry.vague && precise.has(entry.field)) continue;
    const key = `${entry.field}\n${entry.reason}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ field: entry.field, reason: entry.reason });
    if (out.length === 100) break;
  }
  return out;
}
