export * from './chunk-retry';
