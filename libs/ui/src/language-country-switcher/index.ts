export {
  LanguageCountrySwitcher,
  type LanguageCountrySwitcherProps,
  type LocaleChoice,
  type SwitcherCountry,
  type SwitcherLabels,
  type SwitcherLanguage,
} from './language-country-switcher';
