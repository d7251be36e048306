import type { JsonObject } from '@atelier/api/document';
import { loadContract, type ContractOperation, type HttpMethod } from '../../src/http/contract';

const METHODS: HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** One operation of openapi.yaml with what a generator needs to aim at it. */
export interface HostileTarget {
  operation: ContractOperation;
  /** Top-level property names of the JSON request body, with enum values where the contract gives them. */
  bodyFields: { name: string; enum: unknown[] | null; format: string | null; type: string | null }[];
}

function resolve(document: JsonObject, node: unknown, depth = 0): JsonObject {
  let current = (node ?? {}) as JsonObject;
  for (let i = 0; typeof current.$ref === 'string' && i < 20; i++) {
    let target: unknown = document;
    for (const key of (current.$ref as string).replace(/^#\//, '').split('/')) {
      target = (target as JsonObject | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')];
    }
    current = (target ?? {}) as JsonObject;
  }
  // Compositions: the union of the branches' properties is what a caller could try to send.
  const parts = [
    ...((current.allOf as unknown[]) ?? []),
    ...((current.oneOf as unknown[]) ?? []),
    ...((current.anyOf as unknown[]) ?? []),
  ];
  if (parts.length === 0 || depth > 5) return current;
  const properties: JsonObject = { ...((current.properties as JsonObject) ?? {}) };
  for (const part of parts) Object.assign(properties, resolve(document, part, depth + 1).properties ?? {});
  return { ...current, properties };
}

/**
 * Every operation of the contract, read the way the server reads it (`loadContract`), so the
 * test cannot drift from the document: a new operation is attacked without touching this file.
 */
export function hostileTargets(): HostileTarget[] {
  const contract = loadContract();
  const paths = contract.document.paths as Record<string, JsonObject>;
  const targets: HostileTarget[] = [];
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const raw = item[method.toLowerCase()] as JsonObject | undefined;
      if (!raw) continue;
      const operation = contract.operation(method, path);
      const body = raw.requestBody ? resolve(contract.document, raw.requestBody) : null;
      const media = ((body?.content as JsonObject | undefined)?.['application/json'] ??
        null) as JsonObject | null;
      const schema = media ? resolve(contract.document, media.schema) : null;
      const properties = (schema?.properties ?? {}) as Record<string, unknown>;
      const bodyFields = Object.entries(properties).map(([name, p]) => {
        const field = resolve(contract.document, p);
        return {
          name,
          enum: Array.isArray(field.enum) ? field.enum : null,
          format: typeof field.format === 'string' ? field.format : null,
          type: typeof field.type === 'string' ? field.type : null,
        };
      });
      targets.push({ operation, bodyFields });
    }
  }
  return targets;
}
