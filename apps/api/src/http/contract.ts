import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { schemaBundle, toBundleRefs, type JsonObject } from '@atelier/api/document';
import { parse } from 'yaml';
import { repoRoot } from '../package-root';

/**
 * The contract, read at start from the repository (`libs/api/openapi.yaml`), so the running server
 * validates against the very document the client types are generated from. Resolved from the
 * package root, which works for the sources (tests) and for `dist/main.js` alike.
 */
export const contractPath = join(repoRoot, 'libs', 'api', 'openapi.yaml');

export type { JsonObject };
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type ParameterLocation = 'path' | 'query' | 'header';

export interface ContractParameter {
  name: string;
  in: ParameterLocation;
  required: boolean;
  schema: JsonObject;
}

export interface ContractOperation {
  method: HttpMethod;
  path: string;
  operationId: string;
  parameters: ContractParameter[];
  /** JSON schema of the `application/json` request body, null when the operation takes none. */
  requestBody: { required: boolean; schema: JsonObject } | null;
  /** From `security`: members only, guest or member, or public. */
  auth: 'required' | 'optional' | 'none';
  /**
   * Operator console operations (`security` names `staffSession`): the staff roles of `x-roles`,
   * and whether a member who must change their password may call it (`x-before-password-change`).
   */
  staff: StaffRequirement | null;
}

export interface StaffRequirement {
  roles: string[];
  beforePasswordChange: boolean;
}

export interface Contract {
  document: JsonObject;
  /** Component schemas as one JSON Schema 2020-12 resource for Ajv. */
  bundle: JsonObject;
  operation(method: HttpMethod, path: string): ContractOperation;
}

function resolvePointer(doc: JsonObject, ref: string): JsonObject {
  let node: unknown = doc;
  for (const raw of ref.replace(/^#\//, '').split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = (node as JsonObject | undefined)?.[key];
  }
  if (!node || typeof node !== 'object') throw new Error(`openapi.yaml: unresolvable $ref ${ref}`);
  return node as JsonObject;
}

function deref(doc: JsonObject, node: JsonObject): JsonObject {
  let current = node;
  for (let i = 0; typeof current.$ref === 'string'; i++) {
    if (i > 20) throw new Error(`openapi.yaml: $ref loop at ${String(node.$ref)}`);
    current = resolvePointer(doc, current.$ref as string);
  }
  return current;
}

function authOf(operation: JsonObject, doc: JsonObject): ContractOperation['auth'] {
  const security = (operation.security ?? doc.security ?? []) as JsonObject[];
  const bearer = security.some((req) => 'bearerAuth' in req);
  if (!bearer) return 'none';
  return security.some((req) => Object.keys(req).length === 0) ? 'optional' : 'required';
}

function staffOf(operation: JsonObject, doc: JsonObject, key: string): StaffRequirement | null {
  const security = (operation.security ?? doc.security ?? []) as JsonObject[];
  if (!security.some((req) => 'staffSession' in req)) return null;
  const roles = operation['x-roles'];
  if (!Array.isArray(roles) || roles.length === 0)
    throw new Error(`openapi.yaml: ${key} names staffSession but has no x-roles`);
  return { roles: roles.map(String), beforePasswordChange: operation['x-before-password-change'] === true };
}

export function createContract(document: JsonObject): Contract {
  const paths = (document.paths ?? {}) as Record<string, JsonObject>;
  const cache = new Map<string, ContractOperation>();

  return {
    document,
    bundle: schemaBundle(document),
    operation(method, path) {
      const key = `${method} ${path}`;
      const cached = cache.get(key);
      if (cached) return cached;
      const item = paths[path];
      const operation = item?.[method.toLowerCase()] as JsonObject | undefined;
      if (!item || !operation) throw new Error(`${key} is not an operation of openapi.yaml`);

      const raw = [
        ...((item.parameters as JsonObject[] | undefined) ?? []),
        ...((operation.parameters as JsonObject[] | undefined) ?? []),
      ].map((p) => deref(document, p));
      // An operation-level parameter overrides a path-level one of the same name and location.
      const byKey = new Map<string, ContractParameter>();
      for (const p of raw) {
        const location = p.in as string;
        if (location === 'cookie') continue;
        byKey.set(`${location}:${String(p.name)}`, {
          name: String(p.name),
          in: location as ParameterLocation,
          required: p.required === true,
          schema: toBundleRefs(p.schema ?? {}) as JsonObject,
        });
      }

      let requestBody: ContractOperation['requestBody'] = null;
      if (operation.requestBody) {
        const body = deref(document, operation.requestBody as JsonObject);
        const media = ((body.content as JsonObject | undefined)?.['application/json'] ?? {}) as JsonObject;
        requestBody = {
          required: body.required === true,
          schema: toBundleRefs(media.schema ?? {}) as JsonObject,
        };
      }

      const entry: ContractOperation = {
        method,
        path,
        operationId: String(operation.operationId),
        parameters: [...byKey.values()],
        requestBody,
        auth: authOf(operation, document),
        staff: staffOf(operation, document, key),
      };
      cache.set(key, entry);
      return entry;
    },
  };
}

let loaded: Contract | null = null;

/** Reads and parses openapi.yaml once per process. */
export function loadContract(path = contractPath): Contract {
  if (loaded && path === contractPath) return loaded;
  const contract = createContract(parse(readFileSync(path, 'utf8')) as JsonObject);
  if (path === contractPath) loaded = contract;
  return contract;
}
