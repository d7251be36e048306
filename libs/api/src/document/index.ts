export { SCHEMA_BUNDLE_ID, schemaBundle, toBundleRefs, type JsonObject } from './schema-bundle';
