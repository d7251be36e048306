/**
 * Node helpers to read the contract in tests (here and in apps/api): the parsed document, its
 * operations, and its component schemas as one JSON Schema 2020-12 document for Ajv.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const openApiDocumentPath = fileURLToPath(new URL('../../openapi.yaml', import.meta.url));

export type JsonObject = Record<string, unknown>;

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export function loadOpenApiDocument(): JsonObject {
  return parse(readFileSync(openApiDocumentPath, 'utf8')) as JsonObject;
}

export interface OperationEntry {
  path: string;
  method: (typeof HTTP_METHODS)[number];
  operation: JsonObject;
  /** Path-level parameters followed by the operation's own. */
  parameters: JsonObject[];
}

export function operationsOf(doc: JsonObject): OperationEntry[] {
  const out: OperationEntry[] = [];
  for (const [path, item] of Object.entries((doc.paths ?? {}) as Record<string, JsonObject>)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method] as JsonObject | undefined;
      if (!operation) continue;
      out.push({
        path,
        method,
        operation,
        parameters: [
          ...((item.parameters as JsonObject[] | undefined) ?? []),
          ...((operation.parameters as JsonObject[] | undefined) ?? []),
        ],
      });
    }
  }
  return out;
}

/** Follows a local `#/...` JSON pointer; undefined when it does not resolve. */
export function resolvePointer(doc: JsonObject, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!node || typeof node !== 'object' || !(key in (node as JsonObject))) return undefined;
    node = (node as JsonObject)[key];
  }
  return node;
}

/** Follows `$ref`s until a non-reference object. */
export function deref<T = JsonObject>(doc: JsonObject, node: unknown): T {
  let current = node as JsonObject;
  for (let i = 0; i < 20 && current && typeof current.$ref === 'string'; i++) {
    current = resolvePointer(doc, current.$ref) as JsonObject;
  }
  return current as T;
}

export const SCHEMA_BUNDLE_ID = 'https://atelier.invalid/openapi/schemas.json';

/**
 * The component schemas as one JSON Schema 2020-12 resource (`$defs`), with
 * `#/components/schemas/X` rewritten to `#/$defs/X`, ready for `ajv.addSchema`; look a schema up as
 * `${SCHEMA_BUNDLE_ID}#/$defs/X`.
 */
export function schemaBundle(doc: JsonObject): JsonObject {
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (!node || typeof node !== 'object') return node;
    const out: JsonObject = {};
    for (const [key, value] of Object.entries(node as JsonObject)) {
      out[key] =
        key === '$ref' && typeof value === 'string'
          ? value.replace('#/components/schemas/', '#/$defs/')
          : rewrite(value);
    }
    return out;
  };
  const schemas = ((doc.components as JsonObject | undefined)?.schemas ?? {}) as JsonObject;
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: SCHEMA_BUNDLE_ID,
    $defs: rewrite(schemas),
  };
}
