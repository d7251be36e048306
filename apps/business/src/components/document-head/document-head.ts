import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { BusinessLocale } from '../../app/locale';

/**
 * document.title in an effect (never during render: pages stay server-renderable). CMS SEO titles
 * may already name the brand ("Hotel | Atelier Scents"): it is never said twice. Null leaves the
 * title alone (content still loading).
 */
export function useDocumentTitle(page: string | null): void {
  const { t } = useTranslation();
  const brand = t('brand');
  const title = page === null ? null : page.includes(brand) ? page : t('meta.title', { page });
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
}

/**
 * `<meta name="description">` from the page's CMS SEO text on client navigations (the server writes
 * the first page's). Null (no description) removes a previous page's, so it never describes the
 * wrong page.
 */
export function useDocumentDescription(description: string | null | undefined): void {
  useEffect(() => {
    if (description === undefined) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (description === null) {
      meta?.remove();
      return;
    }
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [description]);
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
