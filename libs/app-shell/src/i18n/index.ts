export { createI18n } from './create-i18n';
export { flattenCatalogue, placeholdersOf } from './flatten-catalogue';
