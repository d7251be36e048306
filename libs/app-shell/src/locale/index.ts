export * from './route-locale';
