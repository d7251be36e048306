export { baseKeysOf, catalogueProblems, pluralProblems } from './catalogue-checks';
export { createI18n, type AppI18n, type CatalogueLoader } from './create-i18n';
export { flattenCatalogue, placeholdersOf } from './flatten-catalogue';
