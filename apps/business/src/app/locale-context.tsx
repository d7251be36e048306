import { createContext, useContext, type ReactNode } from 'react';
import { TextsProvider } from '@atelier/app-shell/i18n';
import { i18nFor } from '../i18n/i18n';
import type { BusinessLocale } from './locale';

const LocaleContext = createContext<BusinessLocale | null>(null);

export function LocaleProvider({ locale, children }: { locale: BusinessLocale; children?: ReactNode }) {
  return (
    <LocaleContext.Provider value={locale}>
      <TextsProvider i18n={i18nFor(locale.language)}>{children}</TextsProvider>
    </LocaleContext.Provider>
  );
}

export function useLocale(): BusinessLocale {
  const locale = useContext(LocaleContext);
  if (!locale) throw new Error('useLocale: render inside <LocaleProvider>');
  return locale;
}
