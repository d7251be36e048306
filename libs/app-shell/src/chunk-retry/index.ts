export * from './chunk-retry';
export { reloadTo } from './reload-to';
