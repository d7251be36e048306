export * from './country-name';
