/** Node-only test helpers: a real HTTP server for client tests and readers of openapi.yaml. */
export * from './test-server';
export * from './openapi-document';
