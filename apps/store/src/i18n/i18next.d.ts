import 'i18next';
import type { catalogues } from './all-catalogues';

// Keys are checked against the English catalogue (all its parts): a typo in t('...') fails the typecheck.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: (typeof catalogues)['en'] };
  }
}
