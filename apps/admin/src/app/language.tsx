import { LANGUAGES, languageTag, textDirection, type Language } from '@atelier/commerce/paths';
import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18nFor, loadTexts } from '../i18n/i18n';
import type { KeyValueStorage } from './services';

const STORAGE_KEY = 'atelier-admin-language';

/** Each language named in itself, for the language choice. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  ar: 'العربية',
  'zh-hans': '简体中文',
  vi: 'Tiếng Việt',
};

/** The language kept from a previous visit, else English. */
export function storedLanguage(storage: KeyValueStorage): Language {
  const stored = storage.getItem(STORAGE_KEY);
  return (LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as Language) : 'en';
}

/** `<html lang dir>`: screen readers' voice and the right-to-left mirror (Arabic). */
export function applyDocumentLanguage(language: Language, root: HTMLElement = document.documentElement) {
  root.lang = languageTag(language);
  root.dir = textDirection(language);
}

interface LanguageChoice {
  language: Language;
  /** Loads the language's texts, then switches to it and keeps the choice. */
  choose(language: Language): Promise<void>;
}

const LanguageContext = createContext<LanguageChoice | null>(null);

/** The console's language: its texts must be loaded before it is given (main.tsx, tests). */
export function LanguageProvider({
  initial,
  storage,
  children,
}: {
  initial: Language;
  storage: KeyValueStorage;
  children: ReactNode;
}) {
  const [language, setLanguage] = useState(initial);
  useEffect(() => {
    applyDocumentLanguage(language);
    document.title = i18nFor(language).t('app.name');
  }, [language]);
  const choose = async (next: Language) => {
    await loadTexts(next);
    try {
      storage.setItem(STORAGE_KEY, next);
    } catch {
      // Storage may be full or refused (private mode): the choice then lasts this visit only.
    }
    setLanguage(next);
  };
  return (
    <LanguageContext value={{ language, choose }}>
      <I18nextProvider i18n={i18nFor(language)}>{children}</I18nextProvider>
    </LanguageContext>
  );
}

export function useLanguage(): LanguageChoice {
  const choice = use(LanguageContext);
  if (!choice) throw new Error('useLanguage: wrap the tree in <LanguageProvider>');
  return choice;
}
