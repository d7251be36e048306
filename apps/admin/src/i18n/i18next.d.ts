import 'i18next';
import type en from './locales/en.json';

// Keys are checked against the English catalogue: a typo in t('...') fails the typecheck.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
