import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { BusinessLocale } from '../../app/locale';

/** document.title in an effect (never during render: pages stay server-renderable). */
export function useDocumentTitle(page: string): void {
  const { t } = useTranslation();
  const title = t('meta.title', { page });
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** `<html lang dir class>` follow the locale on client navigations (the server sets the first). */
export function useHtmlAttributes({
  htmlLang,
  dir,
  fontClass,
}: Pick<BusinessLocale, 'htmlLang' | 'dir' | 'fontClass'>): void {
  useEffect(() => {
    const root = document.documentElement;
    root.lang = htmlLang;
    root.dir = dir;
    root.classList.remove('font-open-sans');
    if (fontClass) root.classList.add(fontClass);
  }, [htmlLang, dir, fontClass]);
}
