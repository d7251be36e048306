import { createContext, useContext, type ReactNode } from 'react';
import type { Texts } from './texts';

const TextsContext = createContext<Texts | null>(null);

/** Gives everything rendered inside the texts of one language (react-i18next's I18nextProvider). */
export function TextsProvider({ i18n, children }: { i18n: Texts; children?: ReactNode }) {
  return <TextsContext.Provider value={i18n}>{children}</TextsContext.Provider>;
}

const bindings = new WeakMap<Texts, { t: Texts['t']; i18n: Texts; ready: true }>();

/**
 * react-i18next's `useTranslation()` over the provided texts: `{ t, i18n, ready }`, the same
 * object (and so the same `t`) on every render. The apps' builds and unit tests resolve
 * `react-i18next` to this module (vite.config.ts), so components keep importing `useTranslation`
 * from it, with its types checking every key against the English catalogue.
 */
export function useTranslation() {
  const texts = useContext(TextsContext);
  if (!texts) throw new Error('useTranslation: render inside <TextsProvider>');
  let binding = bindings.get(texts);
  if (!binding) {
    binding = { t: texts.t, i18n: texts, ready: true };
    bindings.set(texts, binding);
  }
  return binding;
}

/** The name react-i18next gives the provider, for code that imports it from `react-i18next`. */
export const I18nextProvider = TextsProvider;
