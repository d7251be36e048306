/**
 * Node helpers to read the contract in tests (here and in apps/api): the parsed document, its
 * operations, and its component schemas as one JSON Schema 2020-12 document for Ajv.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const openApiDocumentPath = fileURLToPath(new URL('../../openapi.yaml', import.meta.url));

import type { JsonObject } from '../document/schema-bundle';

export type { JsonObject };

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

export { SCHEMA_BUNDLE_ID, schemaBundle, toBundleRefs } from '../document/schema-bundle';
