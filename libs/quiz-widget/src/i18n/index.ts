export { catalogues, type WidgetCatalogue } from './catalogues';
export { translatorFor, type Translate, type TextValues, type WidgetTextKey } from './translate';
