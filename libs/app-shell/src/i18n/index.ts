export { createI18n, type AppI18n, type CatalogueLoader } from './create-i18n';
export { flattenCatalogue, placeholdersOf } from './flatten-catalogue';
export { differencesFromI18next } from './i18next-parity';
export { TextsProvider, useTranslation } from './react-texts';
export { createTexts, type Texts, type TextValues } from './texts';
