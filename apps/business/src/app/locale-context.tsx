import { createContext, useContext, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18nFor } from '../i18n/i18n';
import type { BusinessLocale } from './locale';

const LocaleContext = createContext<BusinessLocale | null>(null);

export function LocaleProvider({ locale, children }: { locale: BusinessLocale; children?: ReactNode }) {
  return (
    <LocaleContext.Provider value={locale}>
      <I18nextProvider i18n={i18nFor(locale.language)}>{children}</I18nextProvider>
    </LocaleContext.Provider>
  );
}

export function useLocale(): BusinessLocale {
  const locale = useContext(LocaleContext);
  if (!locale) throw new Error('useLocale: render inside <LocaleProvider>');
  return locale;
}
