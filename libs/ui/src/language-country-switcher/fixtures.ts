import type { SwitcherCountry, SwitcherLabels } from './language-country-switcher';

const english = { code: 'en', name: 'English', lang: 'en' };

/** The seeded countries, as the stories and tests show them. */
export const switcherCountries: SwitcherCountry[] = [
  {
    code: 'sg',
    name: 'Singapore',
    defaultLanguage: 'en',
    languages: [english, { code: 'zh-hans', name: '简体中文', lang: 'zh-Hans' }],
  },
  { code: 'us', name: 'United States', defaultLanguage: 'en', languages: [english] },
  {
    code: 'vn',
    name: 'Vietnam',
    defaultLanguage: 'vi',
    languages: [{ code: 'vi', name: 'Tiếng Việt', lang: 'vi' }, english],
  },
  {
    code: 'ae',
    name: 'United Arab Emirates',
    defaultLanguage: 'ar',
    languages: [{ code: 'ar', name: 'العربية', lang: 'ar' }, english],
  },
];

export const switcherLabels: SwitcherLabels = {
  form: 'Country and language',
  country: 'Country',
  language: 'Language',
  submit: 'Change',
};
