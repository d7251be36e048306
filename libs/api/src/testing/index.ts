/** Test and story helpers (browser-safe). The Node test server is `@atelier/api/testing/server`. */
export * as fixtures from './fixtures';
export { fixtureSchemas } from './fixtures';
