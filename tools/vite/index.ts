export { areaConfig, type AreaOptions } from './area-config.ts';
export { precompress } from './precompress.ts';
