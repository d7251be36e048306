import { createContext, useContext, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { browserTexts } from '../i18n/i18n';
import { useOptionalServices } from './services';
import type { BusinessLocale } from './locale';

const LocaleContext = createContext<BusinessLocale | null>(null);

export function LocaleProvider({ locale, children }: { locale: BusinessLocale; children?: ReactNode }) {
  const texts = useOptionalServices()?.texts ?? browserTexts;
  return (
    <LocaleContext.Provider value={locale}>
      <I18nextProvider i18n={texts.i18nFor(locale.language)}>{children}</I18nextProvider>
    </LocaleContext.Provider>
  );
}

export function useLocale(): BusinessLocale {
  const locale = useContext(LocaleContext);
  if (!locale) throw new Error('useLocale: render inside <LocaleProvider>');
  return locale;
}
