import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteLocale } from '../../app/locale/route-locale';

/**
 * Sets document.title for the page ("FAQ | Atelier Scents"). In an effect, never during render,
 * so pages stay server-renderable (the server writes the first title itself).
 */
export function useDocumentTitle(page: string | null | undefined): void {
  const { t } = useTranslation();
  const brand = t('brand');
  // CMS SEO titles may already name the brand ("FAQ | Atelier Scents"): never say it twice.
  const title = !page || page.includes(brand) ? (page ?? brand) : t('meta.title', { page });
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/**
 * Keeps `<html lang dir class>` in step with the locale on client navigations (the server sets them
 * for the first page): region-qualified lang, rtl for Arabic, Open Sans class for vn and kr.
 */
export function useHtmlAttributes(locale: Pick<RouteLocale, 'htmlLang' | 'dir' | 'fontClass'>): void {
  const { htmlLang, dir, fontClass } = locale;
  useEffect(() => {
    const root = document.documentElement;
    root.lang = htmlLang;
    root.dir = dir;
    root.classList.remove('font-open-sans');
    if (fontClass) root.classList.add(fontClass);
  }, [htmlLang, dir, fontClass]);
}
