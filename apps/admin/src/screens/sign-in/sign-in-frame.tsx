import { Select } from '@atelier/ui/select';
import { Wordmark } from '@atelier/ui/wordmark';
import { LANGUAGES, languageTag, type Language } from '@atelier/commerce/paths';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, useLanguage } from '../../app/language';
import './sign-in.css';

/** The frame of the screens before the console: the brand, one narrow card, the language choice. */
export function SignInFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { language, choose } = useLanguage();
  return (
    <div className="admin-sign-in">
      <header className="admin-sign-in__brand">
        <Wordmark label={t('app.name')} />
        <span aria-hidden="true">{t('app.console')}</span>
      </header>
      <main id="main" className="admin-sign-in__card">
        {children}
      </main>
      <footer className="admin-sign-in__footer">
        <Select
          label={t('language.label')}
          value={language}
          onChange={(event) => void choose(event.target.value as Language)}
          options={LANGUAGES.map((code) => ({
            value: code,
            label: LANGUAGE_NAMES[code],
            lang: languageTag(code),
          }))}
        />
      </footer>
    </div>
  );
}
