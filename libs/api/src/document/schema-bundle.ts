/** A parsed JSON/YAML object. */
export type JsonObject = Record<string, unknown>;

/** The `$id` of the component-schema bundle; the server's validator and the tests' matcher share it. */
export const SCHEMA_BUNDLE_ID = 'https://atelier.invalid/openapi/schemas.json';

/** Rewrites every `#/components/schemas/X` reference below `node` to `${prefix}X`. */
function rewriteRefs(node: unknown, prefix: string): unknown {
  if (Array.isArray(node)) return node.map((child) => rewriteRefs(child, prefix));
  if (!node || typeof node !== 'object') return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node as JsonObject)) {
    out[key] =
      key === '$ref' && typeof value === 'string'
        ? value.replace('#/components/schemas/', prefix)
        : rewriteRefs(value, prefix);
  }
  return out;
}

/**
 * Points component references of an operation's schema at the bundle (`${SCHEMA_BUNDLE_ID}#/$defs/X`),
 * so each request or response schema compiles as a small standalone document next to the bundle.
 */
export function toBundleRefs(node: unknown): unknown {
  return rewriteRefs(node, `${SCHEMA_BUNDLE_ID}#/$defs/`);
}

/**
 * The component schemas as one JSON Schema 2020-12 resource (`$defs`), with
 * `#/components/schemas/X` rewritten to `#/$defs/X`, ready for `ajv.addSchema`; look a schema up as
 * `${SCHEMA_BUNDLE_ID}#/$defs/X`. Pure (no file access), so the server uses it at start too.
 */
export function schemaBundle(doc: JsonObject): JsonObject {
  const schemas = ((doc.components as JsonObject | undefined)?.schemas ?? {}) as JsonObject;
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: SCHEMA_BUNDLE_ID,
    $defs: rewriteRefs(schemas, '#/$defs/'),
  };
}
