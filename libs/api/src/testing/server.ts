/**
 * Node-only test helpers: a real HTTP server for client tests, readers of openapi.yaml, and the
 * check of a fake's answer against the contract (the Vitest glue is `./testing/contract-server`).
 */
export * from './test-server';
export * from './openapi-document';
export * from './contract-check';
