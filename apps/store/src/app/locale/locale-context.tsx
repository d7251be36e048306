import { createContext, useContext, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { browserTexts } from '../../i18n/i18n';
import { useOptionalServices } from '../services/services-context';
import type { RouteLocale } from './route-locale';

const LocaleContext = createContext<RouteLocale | null>(null);

/** The page's locale and the translations for its language, for everything rendered inside. */
export function LocaleProvider({ locale, children }: { locale: RouteLocale; children?: ReactNode }) {
  const texts = useOptionalServices()?.texts ?? browserTexts;
  return (
    <LocaleContext.Provider value={locale}>
      <I18nextProvider i18n={texts.i18nFor(locale.language)}>{children}</I18nextProvider>
    </LocaleContext.Provider>
  );
}

export function useLocale(): RouteLocale {
  const locale = useContext(LocaleContext);
  if (!locale) throw new Error('useLocale: render inside <LocaleProvider>');
  return locale;
}
