import { createContext, useContext, type ReactNode } from 'react';
import { TextsProvider } from '@atelier/app-shell/i18n';
import { i18nFor } from '../../i18n/i18n';
import type { RouteLocale } from './route-locale';

const LocaleContext = createContext<RouteLocale | null>(null);

/** The page's locale and the translations for its language, for everything rendered inside. */
export function LocaleProvider({ locale, children }: { locale: RouteLocale; children?: ReactNode }) {
  return (
    <LocaleContext.Provider value={locale}>
      <TextsProvider i18n={i18nFor(locale.language)}>{children}</TextsProvider>
    </LocaleContext.Provider>
  );
}

export function useLocale(): RouteLocale {
  const locale = useContext(LocaleContext);
  if (!locale) throw new Error('useLocale: render inside <LocaleProvider>');
  return locale;
}
