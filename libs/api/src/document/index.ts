export { SCHEMA_BUNDLE_ID, schemaBundle, type JsonObject } from './schema-bundle';
